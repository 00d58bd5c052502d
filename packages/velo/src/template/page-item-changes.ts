import { declareSecondClick, writeSecondClick } from './second-click';
import { changeEntry, countedOncePerVisitor, setsCaller, updateSaid } from './change-values';
import { singularLabel, str } from './naming';
import { type PageContext, altFieldOf, bindingLines, bindingShows } from './page-context';
import type { ItemAction, ItemCondition, ItemEdit, ListPlan, PromptFunction } from './plan-types';
import { writeRequirement } from './backend-functions';

/** Item buttons and inputs that change their item: saved, then shown where the item is. */

/** An input inside an item: shows the item's value, and saves a new one to the item. */
export function writeItemEdit(ctx: PageContext, edit: ItemEdit): void {
  const { body } = ctx;
  const { fn } = edit;
  const field = fn.fields[0]?.field.key ?? '';
  const el = `$item(${str(`#${edit.elementId}`)})`;
  const value = edit.control === 'checkbox' ? `${el}.checked` : `${el}.value`;
  const saved = edit.savedTextId ? `$item(${str(`#${edit.savedTextId}`)})` : null;
  if (edit.choices)
    body.line(
      `${el}.options = [${edit.choices.map((c) => `{ label: ${str(c)}, value: ${str(c)} }`).join(', ')}];`,
    );
  body.line(
    edit.control === 'checkbox'
      ? `${el}.checked = Boolean(item.${field});`
      : `${el}.value = item.${field} || '';`,
  );
  if (saved) body.line(`${saved}.hide();`);
  const one = singularLabel(fn.collection.name);
  const button = edit.saveButtonId ? `$item(${str(`#${edit.saveButtonId}`)})` : null;
  body.comment(
    button
      ? `The choice is saved to this ${one} when #${edit.saveButtonId} is clicked.`
      : `A change is saved to this ${one} at once.`,
  );
  body.block(
    `${button ? `${button}.onClick` : `${el}.onChange`}(async () => {`,
    () => {
      body.tryCatch(
        () => {
          writeItemSave(ctx, fn, `${field}: ${value}`, ['item._id', value]);
          body.line('Object.assign(item, saved);');
          if (saved) {
            body.line(`${saved}.text = ${str(edit.savedMessage ?? 'Saved')};`);
            body.line(`${saved}.show();`);
          }
        },
        () => body.line(`console.error(${str(`Could not save the ${one}`)}, error);`),
      );
    },
    '});',
  );
}

/**
 * `const amount`: the number typed in the item's input ('typing 25 … adds 25'); an empty or
 * non-number entry sends nothing and says so in the console.
 */
function writeTypedAmount(ctx: PageContext, inputId: string): string {
  const input = `$item(${str(`#${inputId}`)})`;
  ctx.body.line(`const amount = Number(${input}.value);`);
  ctx.body.block(`if (${input}.value.trim() === '' || !Number.isFinite(amount)) {`, () => {
    ctx.body.line(`console.warn(${str(`Please enter a number in #${inputId}.`)});`);
    ctx.body.line('return;');
  });
  return input;
}

/** The changes a function's constants make, as object entries over the stored item `current`. */
export function savedChanges(fn: PromptFunction): string {
  return fn.constants.map((c) => changeEntry(c, 'current')).join(', ');
}

/**
 * `const saved = …`: the item with `changes` saved, through the update web method (given `args`)
 * or, in page-only code, wixData directly.
 */
export function writeItemSave(
  ctx: PageContext,
  fn: PromptFunction,
  changes: string,
  args: string[],
  /** Whether the saved item is used after: `const saved = …`, else the save alone. */
  keep = true,
): void {
  const saved = keep ? 'const saved = ' : '';
  if (ctx.plan.dataAccess === 'direct') {
    ctx.needs.add('wixData');
    const c = str(fn.collection.name);
    if (setsCaller(fn)) {
      ctx.needs.add('members');
      ctx.body.line('const caller = await currentMember.getMember();');
      ctx.body.block('if (!caller) {', () =>
        ctx.body.line("throw new Error('Please log in first.');"),
      );
    }
    ctx.body.line(`const current = await wixData.get(${c}, ${args[0] ?? 'item._id'});`);
    writeRequirement(ctx.body, fn, 'current');
    ctx.body.line(`${saved}await wixData.update(${c}, { ...current, ${changes} });`);
  } else {
    ctx.imports.add(fn.name);
    ctx.body.line(`${saved}await ${fn.name}(${args.join(', ')});`);
  }
}

/** Shows each conditional repeated element for the items its condition holds for. */
export function writeConditions(ctx: PageContext, conditions: ItemCondition[]): void {
  for (const c of conditions) {
    const el = `$item(${str(`#${c.elementId}`)})`;
    if (c.op === 'openNow') ctx.needs.add('isOpenNow');
    const test =
      c.op === 'truthy'
        ? `item.${c.field}`
        : c.op === 'openNow'
          ? `isOpenNow(item.${c.field}, item.${c.value})`
          : `item.${c.field} ${c.op} ${c.value}`;
    const [yes, no] =
      c.effect === 'disable'
        ? ['disable', 'enable']
        : c.effect === 'enable'
          ? ['enable', 'disable']
          : ['show', 'hide'];
    ctx.body.ifElse(
      test,
      () => ctx.body.line(`${el}.${yes}();`),
      () => ctx.body.line(`${el}.${no}();`),
    );
  }
}

/**
 * An item button that changes its item: saved, then the item shows what changed (a repeater
 * does not run onItemReady again for an item it already has).
 */
export function writeItemUpdate(
  ctx: PageContext,
  list: ListPlan,
  action: Extract<ItemAction, { kind: 'update' }>,
): void {
  const { body } = ctx;
  const { fn } = action;
  const button = `$item(${str(`#${action.buttonId}`)})`;
  const said = updateSaid(fn, (f) => f.key);
  body.comment(`On this ${singularLabel(fn.collection.name)}: ${said}.`);
  // A like or a vote: once per visitor, remembered in this browser.
  const counted = countedOncePerVisitor(fn)
    ? str(`${fn.collection.name}.${fn.constants.map((c) => c.field.key).join('.')}`)
    : null;
  if (counted) {
    ctx.needs.add('countedIds').add('local');
    body.comment('Once per visitor: this browser keeps the ids it has counted.');
    body.block(`if (countedIds(${counted}).includes(item._id)) {`, () =>
      body.line(`${button}.disable();`),
    );
  }
  if (action.secondClick)
    declareSecondClick(
      body,
      button,
      action.buttonId,
      `changes the ${singularLabel(fn.collection.name)}`,
    );
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      if (action.secondClick) writeSecondClick(body, button, action.buttonId, action.secondClick);
      const typed = action.typedIn ? writeTypedAmount(ctx, action.typedIn) : null;
      body.line(`${button}.disable();`);
      body.tryCatch(
        () => {
          const added = fn.fields.flatMap((f) =>
            f.adds ? [`${f.field.key}: (Number(current.${f.field.key}) || 0) + amount`] : [],
          );
          const changes = [savedChanges(fn), ...added].filter(Boolean).join(', ');
          writeItemSave(ctx, fn, changes, typed ? ['item._id', 'amount'] : ['item._id']);
          body.line('Object.assign(item, saved);');
          if (typed) body.line(`${typed}.value = '';`);
          const changed = new Set([
            ...fn.constants.map((c) => c.field.key),
            ...fn.fields.map((f) => f.field.key),
          ]);
          const alt = altFieldOf(ctx, fn.collection);
          for (const b of list.bindings.filter((one) =>
            [...changed].some((key) => bindingShows(one, key)),
          ))
            for (const line of bindingLines(ctx, '$item', b, alt)) body.line(line);
          writeConditions(
            ctx,
            list.conditions.filter((c) => changed.has(c.field)),
          );
          // 'my loans that are not returned' and its 'set returned = true': the item leaves it,
          // and joins another list of the items kept by that field ('only approved messages').
          const moved = ctx.plan.lists.filter(
            (l) =>
              (l === list || l.collection?.name === fn.collection.name) &&
              l.fixed.some((c) => changed.has(c.field)),
          );
          if (moved.length > 0) {
            body.comment(
              `The change may move it into or out of ${moved.map((l) => `#${l.id}`).join(' and ')}: read again.`,
            );
            for (const l of moved) body.line(`await load${l.name}();`);
          }
          if (counted)
            body.line(
              `local.setItem(${counted}, JSON.stringify([...countedIds(${counted}), item._id]));`,
            );
        },
        () => {
          body.line(
            `console.error(${str(`Could not update the ${singularLabel(fn.collection.name)}`)}, error);`,
          );
          if (counted) body.line(`${button}.enable();`);
        },
      );
      if (!counted) body.line(`${button}.enable();`);
      if (action.thenOpens) {
        ctx.needs.add('location');
        const link = `item.${action.thenOpens}`;
        body.comment('Then on to its link, saved or not: a count that failed does not block it.');
        body.block(`if (${link}) {`, () => body.line(`${ctx.location}.to(${link});`));
      }
    },
    '});',
  );
}

/** An item's delete button: asks the lightbox the prompt names first, removes, reloads the list. */
export function writeItemRemoval(
  ctx: PageContext,
  list: ListPlan,
  action: Extract<ItemAction, { kind: 'remove' }>,
): void {
  const { body } = ctx;
  const { fn, confirm } = action;
  const label = singularLabel(fn.collection.name);
  const button = `$item(${str(`#${action.buttonId}`)})`;
  body.comment(
    `Removes this ${label}${confirm ? ` once the "${confirm.lightbox}" lightbox closes with ${confirm.value ? `'${confirm.value}'` : 'an answer'}` : ''}, then reloads the list.`,
  );
  if (action.secondClick) declareSecondClick(body, button, action.buttonId, `removes the ${label}`);
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      if (action.secondClick) writeSecondClick(body, button, action.buttonId, action.secondClick);
      if (confirm) {
        ctx.needs.add('window');
        body.line(
          `const answer = await ${ctx.window}.openLightbox(${str(confirm.lightbox)}, item);`,
        );
        body.block(`if (${confirm.value ? `answer !== ${str(confirm.value)}` : '!answer'}) {`, () =>
          body.line('return;'),
        );
      }
      body.line(`${button}.disable();`);
      body.tryCatch(
        () => {
          if (ctx.plan.dataAccess === 'direct') {
            ctx.needs.add('wixData');
            body.line(`await wixData.remove(${str(fn.collection.name)}, item._id);`);
          } else {
            ctx.imports.add(fn.name);
            body.line(`await ${fn.name}(item._id);`);
          }
          body.line(`await load${list.name}();`);
        },
        () => {
          body.line(`console.error(${str(`Could not remove the ${label}`)}, error);`);
          body.line(`${button}.enable();`);
        },
      );
    },
    '});',
  );
}
