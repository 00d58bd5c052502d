import { str } from './naming';
import type { SummaryPlan } from './plan-summaries';

/** The one aggregate a collection summary runs: every figure over all the collection's items. */
export function summaryAggregate(
  summary: SummaryPlan,
  followed = '',
  suppressAuth = false,
  /** The field naming the signed-in `member`'s own items, for a summary of theirs. */
  ownerKey = '_owner',
): string {
  const ops = uniqueFigures(summary)
    .filter((v) => !v.counts)
    .map((v) => `.${v.op}(${str(v.field.key)}, ${str(v.as)})`)
    .join('');
  const count = summary.values.some((v) => v.countNoun || v.counts) ? '.count()' : '';
  // A followed list's item: `followed` is the expression of its id.
  const tied = summary.follows && followed ? `.eq(${str(summary.follows.field)}, ${followed})` : '';
  const mine = summary.own ? `.eq(${str(ownerKey)}, member._id)` : '';
  const only =
    mine +
    tied +
    (summary.fixed ?? []).map((c) => `.${c.op}(${str(c.field)}, ${c.value})`).join('');
  const filter = only ? `.filter(wixData.filter()${only})` : '';
  const options = suppressAuth ? '{ suppressAuth: true }' : '';
  return `wixData.aggregate(${str(summary.collection.name)})${filter}${ops}${count}.run(${options})`;
}

/** A summary's figures once each: a text and a slider may need the same lowest price. */
export function uniqueFigures(summary: SummaryPlan): SummaryPlan['values'] {
  return summary.values.filter((v, i) => summary.values.findIndex((w) => w.as === v.as) === i);
}
