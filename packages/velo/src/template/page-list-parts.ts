import { camel, inTemplate, singularLabel, str, pageElement as $ } from './naming';
import { type PageContext, dateText, viewName } from './page-context';
import { numberText } from './number-texts';
import type { ListPlan } from './plan-types';
import { countedText } from './count-words';

/** Parts of a list view's page code: table rows and what follows each load. */

/** Table rows are plain objects whose keys are the columns' dataPath values. */
export function writeRowBuilder(ctx: PageContext, list: ListPlan): void {
  const { top } = ctx;
  top.comment(`One #${list.id} row per item, with values formatted for display.`);
  top
    .block(`function ${camel(list.name)}Row(item) {`, () => {
      top.block(
        'return {',
        () => {
          top.line('_id: item._id,');
          const action = list.rowAction;
          const used =
            action?.kind === 'navigate'
              ? action.fields
              : action?.kind === 'openBox' || action?.kind === 'select'
                ? action.shows.map((s) => s.field)
                : [];
          const pathFields = [...new Set(used)].filter(
            (key) => key !== '_id' && !list.columns.some((c) => c.field.key === key),
          );
          if (pathFields.length > 0) {
            const them = pathFields.length > 1 ? 'them' : 'it';
            top.comment(
              `Not ${pathFields.length > 1 ? 'columns' : 'a column'}: the row click ${action?.kind === 'openBox' ? `shows ${them} in #${action.boxId}'s texts` : action?.kind === 'select' ? `shows ${them} beside the table` : `opens the item page by ${them}`}.`,
            );
            for (const key of pathFields) top.line(`${key}: item.${key},`);
          }
          for (const c of list.columns) {
            const value = `item.${c.field.key}`;
            const money = ctx.plan.money[c.field.key];
            if (c.refDisplay) {
              ctx.needs.add('asText');
              top.line(`${c.field.key}: asText(${value}?.${c.refDisplay}),`);
            } else if (money) top.line(`${c.field.key}: ${numberText(ctx, c.field.key, value)},`);
            else if (c.type === 'number' || c.type === 'image')
              top.line(`${c.field.key}: ${value},`);
            else if (c.field.type === 'address') {
              ctx.needs.add('asText');
              top.line(`${c.field.key}: asText(${value}?.formatted),`);
            } else if (c.field.type === 'date') {
              ctx.needs.add('formatDate');
              top.line(`${c.field.key}: ${dateText(ctx, c.field.key, value)},`);
            } else {
              ctx.needs.add('asText');
              top.line(`${c.field.key}: asText(${value}),`);
            }
          }
        },
        '};',
      );
    })
    .blank();
}

export function writeAfterLoad(
  ctx: PageContext,
  list: ListPlan,
  size: string,
  label: string,
): void {
  const { body } = ctx;
  const view = viewName(list);
  // Figures over the items this list shows: read again for each load (plan-summaries.ts).
  for (const summary of ctx.plan.summaries.filter((s) => s.follows?.listName === list.name))
    body.line(`await load${summary.name}Summary();`);
  if (list.countTextId) {
    const words = list.countWords ?? {
      one: singularLabel(list.collection?.name ?? 'item'),
      many: label,
    };
    body.line(`${$(list.countTextId)}.text = ${countedText('result.totalCount', words)};`);
  }
  const empty = list.empty;
  if (empty) {
    // A box makes room when it shows (collapse/expand); a text keeps its place (hide/show).
    const e = $(empty.id);
    const [on, off] = empty.box ? ['expand', 'collapse'] : ['show', 'hide'];
    const listEl = $(list.id);
    body.ifElse(
      'result.totalCount === 0',
      () => {
        if (empty.message) body.line(`${e}.text = ${emptyWords(empty.message, list, view)};`);
        body.line(`${e}.${on}();`);
        if (empty.hidesList) body.line(`${listEl}.collapse();`);
      },
      () => {
        body.line(`${e}.${off}();`);
        if (empty.hidesList) body.line(`${listEl}.expand();`);
      },
    );
  }
  if (list.loadMore) {
    const b = $(list.loadMore.id);
    body.ifElse(
      `${view}.items.length < result.totalCount`,
      () => body.line(`${b}.show();`),
      () => body.line(`${b}.hide();`),
    );
  }
  if (list.prevId) {
    const b = $(list.prevId);
    body.ifElse(
      `${view}.page > 0`,
      () => body.line(`${b}.enable();`),
      () => body.line(`${b}.disable();`),
    );
  }
  if (list.nextId) {
    const b = $(list.nextId);
    body.ifElse(
      `(${view}.page + 1) * ${size} < result.totalCount`,
      () => body.line(`${b}.enable();`),
      () => body.line(`${b}.disable();`),
    );
  }
  if (list.pagerId) {
    const pager = $(list.pagerId);
    body.line(`${pager}.totalPages = Math.max(1, Math.ceil(result.totalCount / ${size}));`);
    body.line(`${pager}.currentPage = ${view}.page + 1;`);
  }
  if (list.pageTextId) {
    body.line(
      `${$(list.pageTextId)}.text = \`Page \${${view}.page + 1} of \${Math.max(1, Math.ceil(result.totalCount / ${size}))}\`;`,
    );
  }
}

/**
 * The empty state's words, the search put where the prompt's placeholder is ("No results for
 * 'term'", 'No results for {search}'): a list without a search keeps them as written.
 */
function emptyWords(message: string, list: ListPlan, view: string): string {
  const placeholder =
    /\{(?:term|search|query|text)\}|\[(?:term|search|query)\]|\b(?:term|query)\b/i;
  if (!list.search || !placeholder.test(message)) return str(message);
  const [before = '', after = ''] = message.split(placeholder);
  return `\`${inTemplate(before)}\${${view}.filters.search}${inTemplate(after)}\``;
}
