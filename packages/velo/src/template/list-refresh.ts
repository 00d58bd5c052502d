import { idPattern, sentencesOf } from './keywords';
import type { PageContext } from './page-context';
import type { ListPlan } from './plan-types';

/**
 * 'Refresh the table every 30 seconds': the list loads again on a timer, with the visitor's
 * filters and sort as they stand, so prices that change in the CMS show without a reload. Said
 * of the list by its id, or of 'the table' / 'the list' on a page with one list. At least 5 s
 * between loads: quicker would spend the site's data requests for nothing a visitor sees.
 */
export function refreshEvery(prompt: string, list: ListPlan, onlyList: boolean): number | null {
  for (const sentence of sentencesOf(prompt)) {
    const named =
      idPattern(list.id).test(sentence) ||
      (onlyList && /\bthe\s+(?:table|list|repeater|grid|results?)\b/i.test(sentence));
    const every =
      /\b(?:refresh|refreshes|reload|reloads|update|updates|poll|polls)\b[^.;]{0,40}?\bevery\s+(\d{1,4})\s*(seconds?|secs?|s|minutes?|mins?)\b/i.exec(
        sentence,
      );
    if (!named || !every) continue;
    const n = Number(every[1]);
    const ms = /^m/i.test(every[2] ?? '') ? n * 60_000 : n * 1000;
    return Math.max(5000, ms);
  }
  return null;
}

/** The timer, once the first load has run. */
export function writeListRefresh(ctx: PageContext, list: ListPlan): void {
  if (!list.refreshMs) return;
  ctx.body.comment(
    `#${list.id} loads again every ${list.refreshMs / 1000} seconds, with the filters as they stand.`,
  );
  ctx.body.line(`setInterval(() => load${list.name}(), ${list.refreshMs});`);
}
