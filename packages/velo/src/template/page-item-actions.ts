import { camel, itemsLabel, pascal, singularLabel, str } from './naming';
import { type PageContext, altFieldOf, bindingLines } from './page-context';
import { spotlightNames } from './page-extras';
import { writeJoinClick } from './item-joins';
import { writeRowButtons } from './page-row-buttons';
import { writeBoxOpen, writeBoxSetup, writeRowBoxOpen } from './page-item-boxes';
import { linkValue } from './contact-links';
import { shareLink } from './share-links';
import { writeLightboxOpen } from './lightbox-answers';
import { displayField } from './matching';
import {
  writeConditions,
  writeItemEdit,
  writeItemRemoval,
  writeItemUpdate,
} from './page-item-changes';
import { writeItemRowAdd } from './item-rows';
import { writeItemControlAccess } from './page-item-access';
import type { ItemAction, ListPlan } from './plan-types';

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
      writeItemControlAccess(ctx, list);
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
    case 'children': {
      const child = ctx.plan.lists.find((l) => l.id === action.listId);
      const label = itemsLabel(child?.collection?.name ?? 'items');
      body.block(
        `${button}.onClick(async () => {`,
        () => {
          body.comment(`#${action.listId} shows the ${label} of this one.`);
          body.line(`${camel(action.listName)}View.filters.${action.key} = item._id;`);
          body.line(`await load${action.listName}();`);
          body.line(`$w(${str(`#${action.listId}`)}).scrollTo();`);
        },
        '});',
      );
      return;
    }
    case 'join':
      writeJoinClick(ctx, action, list);
      return;
    case 'openBox':
      writeBoxOpen(ctx, action, list);
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
            () =>
              writeLightboxOpen(ctx, action.name, {
                passesId: action.passesId ?? false,
                ...(action.passesFields ? { passesFields: action.passesFields } : {}),
                answer: action.answer ?? null,
              }),
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
    case 'preview':
      body.block(
        `${button}.onClick(() => {`,
        () => body.line(`$w(${str(`#${action.targetId}`)}).src = item.${action.field};`),
        '});',
      );
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
  } else if (action?.kind === 'children') {
    const child = ctx.plan.lists.find((l) => l.id === action.listId);
    body.comment(
      `Clicking a row shows its ${itemsLabel(child?.collection?.name ?? 'items')} in #${action.listId}.`,
    );
    body.block(
      `${table}.onRowSelect(async (event) => {`,
      () => {
        body.line(`${camel(action.listName)}View.filters.${action.key} = event.rowData._id;`);
        body.line(`await load${action.listName}();`);
      },
      '});',
    );
  } else if (action?.kind === 'select') {
    writeRowButtons(ctx, list, action);
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
export function itemUrl(page: { pathPrefix: string; fields: string[] }, item: string): string {
  // '/apply?jobId=': the value goes in the query, encoded; otherwise each field is a path part.
  if (page.pathPrefix.endsWith('='))
    return `\`${page.pathPrefix}\${encodeURIComponent(${item}.${page.fields[0] ?? '_id'})}\``;
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
