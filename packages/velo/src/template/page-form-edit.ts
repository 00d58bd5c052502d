import { camel, singularLabel, str } from './naming';
import { type PageContext, tellVisitor } from './page-context';
import { isYesNoChoice } from './plan-input-choices';
import type { FormInput, FormPlan } from './plan-types';

/**
 * A member editing their own item ('members update their profile'): the form opens filled with
 * the item they saved before, and saving updates it (page-only code: saveOwn<Name>, a web method
 * otherwise). The loader waits for the inputs' choices so a saved choice can be selected.
 */
export function writeOwnItemLoader(ctx: PageContext, form: FormPlan, choiceLoads: string[]): void {
  const { body, plan } = ctx;
  const edit = form.editsOwn;
  const collection = form.collection;
  if (!edit || !collection) return;
  const label = singularLabel(collection.name);
  const fn = `loadMy${form.name}`;
  body.comment(`Fills the form with the member's saved ${label}, if they saved one before.`);
  body.block(`async function ${fn}() {`, () => {
    if (choiceLoads.length > 0) body.line(`await Promise.all([${choiceLoads.join(', ')}]);`);
    body.tryCatch(
      () => {
        // A visitor is asked to log in; a member whose item could not be read is told so below.
        ctx.needs.add('members');
        body.block('if (!(await currentMember.getMember())) {', () => {
          body.line(
            tellVisitor(
              ctx,
              form.statusTextId,
              str(`Please log in to see and edit your ${label}.`),
              'error',
            ),
          );
          body.line('return;');
        });
        if (plan.dataAccess === 'direct') {
          ctx.needs.add('wixData');
          body.line(`const existing = await findOwn${form.name}();`);
        } else {
          ctx.imports.add(edit.loadFnName);
          body.line(`const existing = await ${edit.loadFnName}();`);
        }
        body.block('if (!existing) {', () => body.line('return;'));
        for (const input of form.inputs) {
          // An upload button shows no saved file: the visitor chooses a new one or none.
          if (input.field && input.control !== 'upload')
            body.line(fillLine(ctx, input, `existing.${input.field.key}`));
        }
        for (const image of edit.images)
          body.block(`if (existing.${image.field}) {`, () =>
            body.line(`$w(${str(`#${image.elementId}`)}).src = existing.${image.field};`),
          );
      },
      () => {
        body.line(`console.error(${str(`Could not load your ${label}`)}, error);`);
        if (form.statusTextId)
          body.line(
            tellVisitor(
              ctx,
              form.statusTextId,
              str(`Sorry, your ${label} could not be loaded. Please try again later.`),
              'error',
            ),
          );
      },
    );
  });
  body.blank();
  ctx.initialLoads.push(`${fn}()`);
  if (plan.dataAccess === 'direct') writeOwnItemHelpers(ctx, form);
}

/** The input shows the saved value, as its control holds values. */
function fillLine(ctx: PageContext, input: FormInput, value: string): string {
  const el = `$w(${str(`#${input.elementId}`)})`;
  switch (input.control) {
    case 'checkbox':
    case 'switch':
      return `${el}.checked = Boolean(${value});`;
    case 'checkboxGroup':
      return `${el}.value = Array.isArray(${value}) ? ${value} : [];`;
    case 'slider':
    case 'rating':
      return `if (typeof ${value} === 'number') ${el}.value = ${value};`;
    case 'datePicker':
      return `if (${value}) ${el}.value = new Date(${value});`;
    case 'timePicker':
    case 'address':
      return `if (${value}) ${el}.value = ${input.kind === 'address' ? value : `{ formatted: ${value} }`};`;
    default:
      // Text inputs hold text: numbers as digits, a date as 2025-03-14, a time as 14:30.
      if (input.kind === 'date') {
        ctx.needs.add('dateText');
        return `${el}.value = dateText(${value});`;
      }
      if (input.kind === 'address')
        return `${el}.value = ${value} ? ${value}.formatted || '' : '';`;
      if (input.kind === 'time') return `${el}.value = ${value} ? ${value}.slice(0, 5) : '';`;
      if (isYesNoChoice(input))
        return `${el}.value = ${value} === true ? 'yes' : ${value} === false ? 'no' : '';`;
      return `${el}.value = ${value} === undefined || ${value} === null ? '' : String(${value});`;
  }
}

/** Page-only code: the member's own item, found and saved through wix-data. */
function writeOwnItemHelpers(ctx: PageContext, form: FormPlan): void {
  const { top } = ctx;
  const collection = str(form.collection?.name ?? '');
  top.comment("The signed-in member's own item (the one they saved before), or null.");
  top.block(`async function findOwn${form.name}() {`, () => {
    top.line('const member = await currentMember.getMember();');
    top.block('if (!member) {', () => top.line('return null;'));
    top.line(
      `const { items } = await wixData.query(${collection}).eq('_owner', member._id).limit(1).find();`,
    );
    top.line('return items[0] || null;');
  });
  top.blank();
  top.comment("Updates the member's own item, or adds it the first time they save.");
  top.block(`async function saveOwn${form.name}(item) {`, () => {
    top.block('if (!(await currentMember.getMember())) {', () =>
      top.line("throw new Error('Please log in first.');"),
    );
    top.line(`const existing = await findOwn${form.name}();`);
    top.line(
      `return existing ? wixData.update(${collection}, { ...existing, ...item }) : wixData.insert(${collection}, item);`,
    );
  });
  top.blank();
}

/** The save call of the submit handler in edit mode, given the values expression. */
export function ownItemSave(ctx: PageContext, form: FormPlan, values: string): string {
  return ctx.plan.dataAccess === 'direct'
    ? `await saveOwn${form.name}(${camel(form.name)}Item(${values}));`
    : `await ${form.fnName}(${values});`;
}
