import { pascal, singularLabel, str } from './naming';
import { type PageContext, altFieldOf, bindingLines } from './page-context';
import { spotlightNames } from './page-extras';
import { writeJoinClick } from './item-joins';
import { writeRowButtons } from './page-row-buttons';
import { writeBoxOpen, writeBoxSetup, writeRowBoxOpen } from './page-item-boxes';
import { linkValue } from './contact-links';
import { shareLink } from './share-links';
import { displayField } from './matching';
import { changeEntry, changeSaid, countsReactions } from './change-values';
import { writeItemRowAdd } from './item-rows';
import type { ItemAction, ItemCondition, ItemEdit, ListPlan, PromptFunction } from './plan-types';

/**
 * What a list's items do on the page: each repeated item filled, its conditional parts shown or
 * hidden, its buttons (item page, toggle, lightbox, an update of the item) and a table's row click.
 */

export function writeItemReady(ctx: PageContext, list: ListPlan): void {
  const { body } = ctx;
  const alt = list.collection ? altFieldOf(ctx, list.collection) : null;
  const label = list.collection ? singularLabel(list.collection.name) : 'item';
  writeBoxSetup(ctx, list);
  body.comment(
    `Fills each repeated ${label}; registered before the data is set so every item gets it.`,
  );
  body.block(
    `$w(${str(`#${list.id}`)}).onItemReady(($item, item) => {`,
    () => {
      if (list.bindings.length === 0 && list.actions.length === 0) {
        body.comment(
          `No repeated element matches a ${label} field: each item keeps the editor's design.`,
        );
      }
      for (const b of list.bindings)
        for (const line of bindingLines(ctx, '$item', b, alt)) body.line(line);
      for (const id of list.collapsedAtStart) body.line(`$item(${str(`#${id}`)}).collapse();`);
      writeConditions(ctx, list.conditions);
      for (const e of list.edits) writeItemEdit(ctx, e);
      writeToggles(ctx, list);
      for (const action of list.actions) writeItemAction(ctx, list, action);
    },
    '});',
  );
  body.blank();
}

function writeItemAction(ctx: PageContext, list: ListPlan, action: ItemAction): void {
  const { body } = ctx;
  const button = `$item(${str(`#${action.buttonId}`)})`;
  switch (action.kind) {
    case 'navigate':
      ctx.needs.add('location');
      body.block(
        `${button}.onClick(() => {`,
        () => {
          body.line(`${ctx.location}.to(${itemUrl(action, 'item')});`);
        },
        '});',
      );
      return;
    case 'toggle':
      body.line(`${button}.onClick(${toggleFn(action.targetId)});`);
      return;
    case 'hover': {
      const part = `$item(${str(`#${action.targetId}`)})`;
      body.comment(
        `#${action.targetId} shows while the pointer is over the item: it covers #${action.buttonId}, so it hides on its own mouse-out.`,
      );
      body.line(`${part}.hide();`);
      body.line(`${button}.onMouseIn(() => ${part}.show());`);
      body.line(`${part}.onMouseOut(() => ${part}.hide());`);
      return;
    }
    case 'show':
      writeShowHere(ctx, button);
      return;
    case 'join':
      writeJoinClick(ctx, action);
      return;
    case 'openBox':
      writeBoxOpen(ctx, action);
      return;
    case 'addRow':
      writeItemRowAdd(ctx, list, action);
      return;
    case 'lightbox':
      ctx.needs.add('window');
      body.block(
        `${button}.onClick(async () => {`,
        () => {
          body.tryCatch(
            () => body.line(`await ${ctx.window}.openLightbox(${str(action.name)}, item);`),
            () =>
              body.line(
                `console.error(${str(`Could not open the ${action.name} lightbox`)}, error);`,
              ),
          );
        },
        '});',
      );
      return;
    case 'link':
      body.line(`${button}.link = ${linkValue(action, list.collection)};`);
      if (ctx.plan.prompt.newTab || action.scheme === 'maps' || action.scheme === 'document')
        body.line(`${button}.target = '_blank';`);
      return;
    case 'update':
      writeItemUpdate(ctx, list, action);
      return;
    case 'share': {
      // The item's own page when the list opens one, else the page the list is on.
      ctx.needs.add('location');
      const page = list.actions.find((a) => a.kind === 'navigate');
      const url = page
        ? `${ctx.location}.baseUrl + ${itemUrl(page, 'item')}`
        : `${ctx.location}.url`;
      const title = list.collection ? displayField(list.collection) : null;
      body.line(
        `${button}.link = ${shareLink(action.network, url, title ? `item.${title}` : null)};`,
      );
      if (action.network !== 'email') body.line(`${button}.target = '_blank';`);
      return;
    }
    case 'remove':
      writeItemRemoval(ctx, list, action);
  }
}

const toggleFn = (targetId: string) => `toggle${pascal(targetId)}`;

/** One function per part the item's buttons open and close, however many buttons do. */
function writeToggles(ctx: PageContext, list: ListPlan): void {
  const { body } = ctx;
  const toggles = list.actions.flatMap((a) => (a.kind === 'toggle' ? [a] : []));
  for (const targetId of new Set(toggles.map((t) => t.targetId))) {
    const target = `$item(${str(`#${targetId}`)})`;
    const onlyOne = toggles.some((t) => t.targetId === targetId && t.onlyOne);
    body.comment(`Opens and closes #${targetId}.`);
    body.block(`function ${toggleFn(targetId)}() {`, () =>
      body.ifElse(
        `${target}.collapsed`,
        () => {
          if (onlyOne) {
            body.comment('Only one open at a time: the other items close theirs.');
            body.block(
              `$w(${str(`#${list.id}`)}).forEachItem(($other, other) => {`,
              () =>
                body.block('if (other._id !== item._id) {', () =>
                  body.line(`$other(${str(`#${targetId}`)}).collapse();`),
                ),
              '});',
            );
          }
          body.line(`${target}.expand();`);
        },
        () => body.line(`${target}.collapse();`),
      ),
    );
  }
}

/** An input inside an item: shows the item's value, and saves a new one to the item. */
function writeItemEdit(ctx: PageContext, edit: ItemEdit): void {
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
  body.comment(`A change is saved to this ${one} at once.`);
  body.block(
    `${el}.onChange(async () => {`,
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
    ctx.body.line(`const current = await wixData.get(${c}, ${args[0] ?? 'item._id'});`);
    ctx.body.line(`${saved}await wixData.update(${c}, { ...current, ${changes} });`);
  } else {
    ctx.imports.add(fn.name);
    ctx.body.line(`${saved}await ${fn.name}(${args.join(', ')});`);
  }
}

/** Shows each conditional repeated element for the items its condition holds for. */
function writeConditions(ctx: PageContext, conditions: ItemCondition[]): void {
  for (const c of conditions) {
    const el = `$item(${str(`#${c.elementId}`)})`;
    const test = c.op === 'truthy' ? `item.${c.field}` : `item.${c.field} ${c.op} ${c.value}`;
    ctx.body.ifElse(
      test,
      () => ctx.body.line(`${el}.show();`),
      () => ctx.body.line(`${el}.hide();`),
    );
  }
}

/**
 * An item button that changes its item: saved, then the item shows what changed (a repeater
 * does not run onItemReady again for an item it already has).
 */
function writeItemUpdate(
  ctx: PageContext,
  list: ListPlan,
  action: Extract<ItemAction, { kind: 'update' }>,
): void {
  const { body } = ctx;
  const { fn } = action;
  const button = `$item(${str(`#${action.buttonId}`)})`;
  const said = fn.constants.map((c) => changeSaid(c, (f) => f.key)).join(', ');
  body.comment(`On this ${singularLabel(fn.collection.name)}: ${said}.`);
  // A like or a vote: once per visitor, remembered in this browser.
  const counted = countsReactions(fn)
    ? str(`${fn.collection.name}.${fn.constants.map((c) => c.field.key).join('.')}`)
    : null;
  if (counted) {
    ctx.needs.add('countedIds').add('local');
    body.comment('Once per visitor: this browser keeps the ids it has counted.');
    body.block(`if (countedIds(${counted}).includes(item._id)) {`, () =>
      body.line(`${button}.disable();`),
    );
  }
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      body.line(`${button}.disable();`);
      body.tryCatch(
        () => {
          writeItemSave(ctx, fn, savedChanges(fn), ['item._id']);
          body.line('Object.assign(item, saved);');
          const changed = new Set(fn.constants.map((c) => c.field.key));
          const alt = altFieldOf(ctx, fn.collection);
          for (const b of list.bindings.filter((b) => changed.has(b.field.key)))
            for (const line of bindingLines(ctx, '$item', b, alt)) body.line(line);
          writeConditions(
            ctx,
            list.conditions.filter((c) => changed.has(c.field)),
          );
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
    },
    '});',
  );
}

/** An item's delete button: asks the lightbox the prompt names first, removes, reloads the list. */
function writeItemRemoval(
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
  body.block(
    `${button}.onClick(async () => {`,
    () => {
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

/** A table's row click: the row's item page, or a lightbox given the row (its _id included). */
export function writeRowSelect(ctx: PageContext, list: ListPlan): void {
  const { body } = ctx;
  const action = list.rowAction;
  const label = singularLabel(list.collection?.name ?? 'item');
  const table = `$w(${str(`#${list.id}`)})`;
  if (action?.kind === 'navigate') {
    ctx.needs.add('location');
    body.comment(`Clicking a row opens that ${label}'s page.`);
    body.block(
      `${table}.onRowSelect((event) => {`,
      () => body.line(`${ctx.location}.to(${itemUrl(action, 'event.rowData')});`),
      '});',
    );
  } else if (action?.kind === 'select') {
    writeRowButtons(ctx, list, action.buttons);
  } else if (action?.kind === 'openBox') {
    writeRowBoxOpen(ctx, list, action);
  } else if (action?.kind === 'lightbox') {
    ctx.needs.add('window');
    body.comment(
      `Clicking a row opens the "${action.name}" lightbox with that row (its _id reads the whole ${label}).`,
    );
    body.block(
      `${table}.onRowSelect(async (event) => {`,
      () =>
        body.tryCatch(
          () => body.line(`await ${ctx.window}.openLightbox(${str(action.name)}, event.rowData);`),
          () =>
            body.line(
              `console.error(${str(`Could not open the ${action.name} lightbox`)}, error);`,
            ),
        ),
      '});',
    );
  }
  body.blank();
}

/** The item page's URL as a template literal: '/products/${item.category}/${item.slug}'. */
function itemUrl(page: { pathPrefix: string; fields: string[] }, item: string): string {
  return `\`${page.pathPrefix}${page.fields.map((f) => `/\${${item}.${f}}`).join('')}\``;
}

/** A related item opened on the page that shows one: shown there, the URL naming it. */
function writeShowHere(ctx: PageContext, button: string): void {
  const { body, plan } = ctx;
  const spot = plan.spotlights[0];
  const param = spot?.urlParam;
  if (!spot || !param) return;
  const { state, show } = spotlightNames(spot);
  const top = spot.containerId ?? spot.bindings[0]?.elementId;
  ctx.needs.add('location');
  body.block(
    `${button}.onClick(() => {`,
    () => {
      body.comment(
        `This page shows the ${singularLabel(spot.collection.name)} its URL names: it shows this one, and the URL names it for sharing.`,
      );
      const key = /^[A-Za-z_]\w*$/.test(param.name) ? param.name : str(param.name);
      body.line(`${ctx.location}.queryParams.add({ ${key}: item.${param.field} });`);
      body.line(`${state}.items = [item];`);
      body.line(`${show}(0);`);
      if (top) body.line(`$w(${str(`#${top}`)}).scrollTo();`);
    },
    '});',
  );
}
