import { camel, inTemplate, itemsLabel, singular, str } from './naming';
import type { PageContext } from './page-context';
import { FIGURE_NAME } from './figure-words';
import { countedText } from './count-words';
import type { SummaryPlan, SummaryValue } from './plan-summaries';
import { summaryAggregate } from './summary-aggregate';
import { summaryOwnerKey } from './own-items-key';

/** The items a summary's figures are over: 'the products whose stock < 5', 'all products'. */
export function summaryItems(summary: SummaryPlan): string {
  const label = itemsLabel(summary.collection.name);
  const only = (summary.fixed ?? []).map((c) => `${c.field} ${OP_WORDS[c.op]} ${c.value}`);
  const whose = summary.own ? "the signed-in member's own" : 'the';
  if (only.length > 0) return `${whose} ${label} whose ${only.join(' and ')}`;
  return summary.own ? `${whose} ${label}` : `all ${label}`;
}

/** Page code of one collection summary: its figures, read once, into their texts and sliders. */
export function writeSummary(ctx: PageContext, summary: SummaryPlan): void {
  const { body } = ctx;
  const fn = `load${summary.name}Summary`;
  const label = itemsLabel(summary.collection.name);
  const texts = summary.values.filter((v) => v.shows === 'text' || v.shows === 'rating');
  const sliders = [
    ...new Set(
      summary.values
        .filter((v) => v.shows === 'sliderMin' || v.shows === 'sliderMax')
        .map((v) => v.elementId),
    ),
  ];
  const follows = summary.follows;
  const followed = follows ? `${camel(follows.listName)}View.filters.${follows.key}` : '';
  const parts = [
    ...texts.map((v) => `the ${describeValue(v)} in #${v.elementId}`),
    ...sliders.map((id) => `the range of #${id}`),
  ];
  body.comment(`Sets ${parts.join(', ')}, from ${summaryItems(summary)}.`);
  body.block(`async function ${fn}() {`, () => {
    if (follows) {
      body.comment(`Over the ${label} #${follows.listId} shows: none until its item is known.`);
      body.block(`if (!${followed}) {`, () => body.line('return;'));
    }
    if (summary.own) {
      ctx.needs.add('members');
      body.comment(`Over the member's own ${label}: a visitor has none.`);
      body.line('const member = await currentMember.getMember();');
      body.block('if (!member) {', () => body.line('return;'));
    }
    body.tryCatch(
      () => {
        if (ctx.plan.dataAccess === 'direct') {
          ctx.needs.add('wixData');
          body.line(
            `const result = await ${summaryAggregate(summary, followed, false, summaryOwnerKey(ctx.plan, summary))};`,
          );
          body.comment('No items: no result row, and nothing changes.');
          body.line('const summary = result.items[0] || {};');
        } else {
          ctx.imports.add(summary.fnName);
          const args = follows ? `{ ${follows.key}: ${followed} }` : '';
          body.line(`const summary = await ${summary.fnName}(${args});`);
        }
        for (const v of texts) writeFigure(ctx, v);
        for (const id of sliders) writeSliderRange(ctx, summary, id);
      },
      () => body.line(`console.error(${str(`Could not load the ${label} summary`)}, error);`),
    );
  });
  body.blank();
  // A followed list reads it after each of its loads (page-list-parts.ts).
  if (!follows) ctx.initialLoads.push(`${fn}()`);
}

const OP_WORDS = { eq: 'is', ne: 'is not', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** A total as its example shows it, as money or a number; a total of no items is 0. */
function summed(ctx: PageContext, v: SummaryValue, value: string): string {
  if (!v.money) return `formatNumber(${value} ?? 0)`;
  ctx.needs.add('formatMoney');
  return `formatMoney(${value} ?? 0, ${str(v.money.currency)}, ${v.money.decimals})`;
}

function writeFigure(ctx: PageContext, v: SummaryValue): void {
  // formatNumber shows anything but a number through asText.
  ctx.needs.add('formatNumber');
  ctx.needs.add('asText');
  const value = `summary.${v.as}`;
  const figure = v.counts
    ? 'formatNumber(summary.count ?? 0)'
    : v.op === 'avg'
      ? `formatNumber(Math.round(${value} * 10) / 10)`
      : v.op === 'sum' && v.money
        ? summed(ctx, v, value)
        : `formatNumber(${value})`;
  const shown = v.countWords
    ? countedText('summary.count ?? 0', v.countWords)
    : v.countNoun
      ? `typeof ${value} === 'number' ? \`\${${figure}} (\${summary.count} \${summary.count === 1 ? ${str(singular(v.countNoun))} : ${str(v.countNoun)}})\` : ''`
      : v.words
        ? // A total of no items is 0: '$0 raised of $25,000'.
          `\`${inTemplate(v.words[0])}\${${v.op === 'sum' ? summed(ctx, v, value) : figure}}${inTemplate(v.words[1])}\``
        : v.op === 'avg'
          ? `typeof ${value} === 'number' ? ${figure} : ''`
          : figure;
  if (v.shows === 'rating') {
    // A ratings display takes 1 to 5; null shows it empty (no ratings yet).
    ctx.body.line(
      `$w(${str(`#${v.elementId}`)}).rating = typeof ${value} === 'number' && ${value} >= 1 ? Math.min(Math.round(${value} * 10) / 10, 5) : null;`,
    );
    return;
  }
  ctx.body.line(`$w(${str(`#${v.elementId}`)}).text = ${shown};`);
  if (v.progress) {
    // The bar's goal is the prompt's; its value stops there.
    const bar = `$w(${str(`#${v.progress.elementId}`)})`;
    ctx.body.line(`${bar}.targetValue = ${v.progress.goal};`);
    ctx.body.line(`${bar}.value = Math.min(Number(${value}) || 0, ${v.progress.goal});`);
  }
}

/**
 * A filtering slider spans the field's values (max first: a new min above the editor's max would
 * be refused), resting at the end that lets every item through.
 */
function writeSliderRange(ctx: PageContext, summary: SummaryPlan, id: string): void {
  const { body } = ctx;
  const ends = summary.values.filter((v) => v.elementId === id);
  const low = `summary.${ends.find((v) => v.shows === 'sliderMin')?.as ?? ''}`;
  const high = `summary.${ends.find((v) => v.shows === 'sliderMax')?.as ?? ''}`;
  const filter = ctx.plan.lists.flatMap((l) => l.filters).find((f) => f.elementId === id);
  const slider = `$w(${str(`#${id}`)})`;
  body.block(`if (typeof ${low} === 'number' && typeof ${high} === 'number') {`, () => {
    body.line(`${slider}.max = ${high};`);
    body.line(`${slider}.min = ${low};`);
    body.line(
      `${slider}.value = ${filter?.end !== undefined ? `[${low}, ${high}]` : filter?.op === 'ge' ? low : high};`,
    );
  });
}

/** 'average rating', 'total amount', 'lowest price'. */
export function describeValue(value: SummaryValue): string {
  if (value.counts) return 'number of items';
  const field = value.field.key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  // A field called 'total': the sum of total, not 'the total total'.
  return field.split(' ')[0] === FIGURE_NAME[value.op]
    ? `sum of ${field}`
    : `${FIGURE_NAME[value.op]} ${field}`;
}
