import { itemsLabel, str } from './naming';
import type { PageContext } from './page-context';
import type { SummaryPlan, SummaryValue } from './plan-types';
import { OP_NAME } from './plan-summaries';
import { summaryAggregate } from './queries';

/** Page code of one collection summary: its figures, read once, into their texts. */
export function writeSummary(ctx: PageContext, summary: SummaryPlan): void {
  const { body } = ctx;
  const fn = `load${summary.name}Summary`;
  const label = itemsLabel(summary.collection.name);
  ctx.needs.add('formatNumber');
  body.comment(
    `Shows ${summary.values.map((v) => `the ${describeValue(v)} in #${v.textId}`).join(', ')}, over all ${label}.`,
  );
  body.block(`async function ${fn}() {`, () => {
    body.tryCatch(
      () => {
        if (ctx.plan.dataAccess === 'direct') {
          ctx.needs.add('wixData');
          body.line(`const result = await ${summaryAggregate(summary)};`);
          body.comment('No items: no result row, and the texts stay empty.');
          body.line('const summary = result.items[0] || {};');
        } else {
          ctx.imports.add(summary.fnName);
          body.line(`const summary = await ${summary.fnName}();`);
        }
        for (const v of summary.values) {
          const value = `summary.${v.as}`;
          const shown =
            v.op === 'avg'
              ? `typeof ${value} === 'number' ? formatNumber(Math.round(${value} * 10) / 10) : ''`
              : `formatNumber(${value})`;
          body.line(`$w(${str(`#${v.textId}`)}).text = ${shown};`);
        }
      },
      () => body.line(`console.error(${str(`Could not load the ${label} summary`)}, error);`),
    );
  });
  body.blank();
  ctx.initialLoads.push(`${fn}()`);
}

/** 'average rating', 'total amount', 'lowest price'. */
export function describeValue(value: SummaryValue): string {
  return `${OP_NAME[value.op]} ${value.field.key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
}
