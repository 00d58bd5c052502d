import { memberValues } from './member-forms';
import { camel, str } from './naming';
import { boxOpenFor } from './plan-item-boxes';
import { isNumberChoice, isYesNoChoice } from './plan-input-choices';
import { specOfSpotlight } from './queries';
import type { PageContext } from './page-context';
import type { FormRow } from './plan-form-rows';
import type { FormInput, FormPlan } from './plan-types';

/** A form's values object, and (page-only code) the collection item built from it. */

/**
 * The form's values by field key: numbers as numbers, a date picker's Date and a time picker's
 * 'HH:MM:SS.mmm' as they are, a typed date as a Date (checked first), a typed time as its text
 * (checked, and converted when saved).
 */
export function writeValues(ctx: PageContext, form: FormPlan, fn: string): void {
  const { body } = ctx;
  // Uploads are added by the submit handler once the files are uploaded (uploadedFile).
  const sent = form.inputs.filter(
    (i) => (i.field !== null || form.collection === null) && i.control !== 'upload',
  );
  body.comment(
    `The values of ${form.id ? `#${form.id}` : 'the form'}, keyed by ${form.collection ? `${form.collection.name} field` : 'name'}.`,
  );
  body.block(`function ${fn}() {`, () => {
    body.block(
      'return {',
      () => {
        for (const input of sent) body.line(`${input.valueKey}: ${valueExpression(ctx, input)},`);
        if (form.rows.length > 0) {
          body.comment(
            `Each further ${form.rows[0]?.label.replace(/\s*\d+$/, '')} filled in: one more ${form.collection?.name ?? ''} item, sharing the values above.`,
          );
          body.block(
            'more: [',
            () => {
              for (const row of form.rows)
                body.line(
                  `...(${rowFilled(row)} ? [{ ${row.inputs.map((i) => `${i.valueKey}: ${valueExpression(ctx, i)}`).join(', ')} }] : []),`,
                );
            },
            '],',
          );
        }
        const spot = ctx.plan.spotlights[0];
        const opened = boxOpenFor(ctx.plan, ctx.plan.lists, form)?.open.itemVar;
        if (form.linkedField && opened) {
          body.line(`${form.linkedField.key}: ${opened} ? ${opened}._id : null,`);
        } else if (form.linkedField && spot) {
          const state = `${camel(specOfSpotlight(spot).name)}Spotlight`;
          body.line(
            `${form.linkedField.key}: ${state}.items[${state}.index] ? ${state}.items[${state}.index]._id : null,`,
          );
        }
      },
      '};',
    );
  });
  body.blank();
  if (ctx.plan.dataAccess === 'direct' && form.collection) writeItemBuilder(ctx, form);
}

/** Whether any input of a further group is filled: the group is then one more item. */
export function rowFilled(row: FormRow): string {
  const filled = row.inputs.map((input) => {
    const el = `$w(${str(`#${input.elementId}`)})`;
    switch (input.control) {
      case 'checkbox':
      case 'switch':
        return `${el}.checked`;
      case 'checkboxGroup':
      case 'upload':
        return `${el}.value.length > 0`;
      case 'address':
        return `Boolean(${el}.value && ${el}.value.formatted)`;
      case 'text':
      case 'textarea':
        return `${el}.value.trim() !== ''`;
      case 'slider':
        // A slider always has a value: it says nothing about the group being used.
        return '';
      default:
        return `Boolean(${el}.value)`;
    }
  });
  return filled.filter(Boolean).join(' || ') || 'false';
}

function valueExpression(ctx: PageContext, input: FormInput): string {
  const el = `$w(${str(`#${input.elementId}`)})`;
  switch (input.control) {
    case 'checkbox':
    case 'switch':
      return `${el}.checked`;
    case 'dropdown':
    case 'radio':
      // No choice ('', or undefined when unset) is null; '0' is a choice.
      return isNumberChoice(input) ? `${el}.value ? Number(${el}.value) : null` : `${el}.value`;
    case 'rating':
      // No stars chosen yet: nothing, never 0 stars.
      return `${el}.value || null`;
    case 'slider':
    case 'checkboxGroup':
    case 'datePicker':
    case 'timePicker':
      return `${el}.value`;
    case 'address':
      // Typed freely, only `formatted` is set; a Google suggestion fills the rest too.
      return input.kind === 'address'
        ? `${el}.value && ${el}.value.formatted ? ${el}.value : null`
        : `${el}.value && ${el}.value.formatted ? ${el}.value.formatted : ''`;
    default:
      if (input.kind === 'number') return `${el}.value.trim() === '' ? null : Number(${el}.value)`;
      // An address typed into a text input is an Address with only its formatted text.
      if (input.kind === 'address')
        return `${el}.value.trim() ? { formatted: ${el}.value.trim() } : null`;
      if (input.kind === 'date') {
        // A Date from the page: the server's clock (UTC) would read 2025-03-14 as London's midnight.
        ctx.needs.add('typedDate');
        return `${el}.value.trim() ? typedDate(${el}.value.trim()) : null`;
      }
      return `${el}.value.trim()`;
  }
}

/** Page-only code saves directly: the values become a collection item with typed fields. */
function writeItemBuilder(ctx: PageContext, form: FormPlan): void {
  const { top } = ctx;
  const collection = form.collection;
  if (!collection) return;
  top.comment(
    `Turns the form values into a ${collection.name} item: dates become Date objects, typed times CMS times, tags a list.`,
  );
  top
    .block(`function ${camel(form.name)}Item(values) {`, () => {
      top.block(
        'return {',
        () => {
          for (const input of form.inputs) {
            const field = input.field;
            if (!field) continue;
            const value = `values.${input.valueKey}`;
            if (field.type === 'date')
              top.line(`${field.key}: ${value} ? new Date(${value}) : null,`);
            else if (isYesNoChoice(input))
              top.line(`${field.key}: ${value} ? ${value} === 'yes' : null,`);
            else if (input.kind === 'time' && input.control !== 'timePicker') {
              ctx.needs.add('cmsTime');
              top.line(`${field.key}: ${value} ? cmsTime(${value}) : null,`);
            } else if (field.type === 'tags' && input.kind === 'choices')
              top.line(`${field.key}: ${value},`);
            else if (field.type === 'tags' && input.control === 'text')
              top.line(
                `${field.key}: ${value} ? ${value}.split(',').map((tag) => tag.trim()).filter(Boolean) : [],`,
              );
            else if (field.type === 'tags') top.line(`${field.key}: ${value} ? [${value}] : [],`);
            else if (form.editsOwn && input.control === 'upload')
              // No new file: the key stays out, so the saved file is kept.
              top.line(`...(${value} ? { ${field.key}: ${value} } : {}),`);
            else top.line(`${field.key}: ${value},`);
          }
          if (form.linkedField)
            top.line(`${form.linkedField.key}: values.${form.linkedField.key},`);
          for (const [key] of memberValues(form)) top.line(`${key}: values.${key},`);
          for (const v of form.fixedValues) top.line(`${v.field.key}: ${v.literal},`);
        },
        '};',
      );
    })
    .blank();
}
