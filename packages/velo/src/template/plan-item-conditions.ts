import type { SiteCollection, SiteElement } from '../structure';
import { sentencesOf } from './keywords';
import { keyWords, words } from './naming';
import type { PlanContext } from './plan-context';
import { differenceSaid, openingHours } from './field-names';
import type { ItemCondition } from './plan-types';
import { withoutOverrides } from './text-overrides';

/**
 * Repeated elements the prompt shows for some items only: 'items with stock below 5 show the
 * lowStockBadge, others hide it', 'the featuredBadge shows when featured is true', 'show the
 * soldOutText for sold out items' (a yes/no field). From the sentence naming the element.
 */
export function itemConditions(
  ctx: PlanContext,
  children: SiteElement[],
  collection: SiteCollection,
): ItemCondition[] {
  const found: ItemCondition[] = [];
  for (const child of children) {
    const own = new RegExp(`\\b${child.id}\\b`, 'i');
    // "show 'Anonymous' instead of the name when anonymous is ticked" says what a text shows.
    const sentence = sentencesOf(ctx.promptText)
      .map((s) => withoutOverrides(s))
      .find(
        (s) =>
          own.test(s) &&
          // 'sorted alphabetically by stallName' names the field the text shows, not the text.
          !new RegExp(String.raw`\bby\s+#?${child.id}\b`, 'i').test(s) &&
          /\b(?:show|shows|shown|visible|display|displays|appear|appears|hide|hides|disabled|enabled)\b/i.test(
            s,
          ),
      );
    if (!sentence) continue;
    // 'postsRepeater shows published posts only, with postTitle, postExcerpt …' lists what each
    // item shows: a filter of the list, not a condition on one element.
    const named = children.filter((c) => new RegExp(`\\b${c.id}\\b`, 'i').test(sentence));
    // '… with nameText and soldOutBadge, shown only when stock is 0': the badge's own words.
    const clause =
      named.length > 1 ? ownClause(sentence, child, named) : sentence.replace(own, ' ');
    if (clause === null) continue;
    const rest = clause;
    // 'buyButton is disabled when stock is 0': the button stays, only usable or not.
    const effect = /\bdisabled\b/i.test(rest)
      ? { effect: 'disable' as const }
      : /\benabled\b/i.test(rest)
        ? { effect: 'enable' as const }
        : {};
    // 'When there are no spots left … disable the bookButton': spots are capacity minus booked.
    const difference = differenceSaid(ctx.promptText, collection);
    const head = difference?.words.split(/\s+/)[0] ?? '';
    if (
      difference &&
      /\bdisabl(?:e|es|ed)\b/i.test(rest) &&
      new RegExp(
        String.raw`\bno\s+${head}\s+(?:left|remaining|available)\b|\bsold out\b`,
        'i',
      ).test(rest)
    ) {
      found.push({
        elementId: child.id,
        field: difference.from.key,
        op: '<=',
        value: `item.${difference.minus.key}`,
        effect: 'disable',
      });
      continue;
    }
    const hours = openingHours(collection);
    if (hours && /\b(?:open now|currently open|open right now|open at the moment)\b/i.test(rest)) {
      found.push({
        elementId: child.id,
        field: hours.opens.key,
        op: 'openNow',
        value: hours.closes.key,
      });
      continue;
    }
    const compared =
      /\b([a-z]\w*)\s+(below|under|less than|lower than|above|over|more than|greater than|at least|at most|of|is|equals?)\s+(-?\d+(?:\.\d+)?)\b/i.exec(
        rest,
      );
    const number = compared
      ? collection.fields.find(
          (f) =>
            f.type === 'number' && keyWords(f.key).join() === keyWords(compared[1] ?? '').join(),
        )
      : undefined;
    if (compared && number) {
      found.push({
        elementId: child.id,
        field: number.key,
        op: COMPARISONS[(compared[2] ?? '').toLowerCase()] ?? '===',
        value: compared[3] ?? '0',
        ...effect,
      });
      continue;
    }
    // '#hidePostButton … sets isHidden to true' is what the click does, not when it shows.
    const flag = collection.fields.find(
      (f) =>
        f.type === 'boolean' &&
        new RegExp(`\\b${words(f.key).join('\\s*')}\\b`, 'i').test(rest) &&
        !new RegExp(String.raw`\bsets?\s+(?:its\s+|the\s+)?${f.key}\s+to\b`, 'i').test(rest),
    );
    if (flag)
      found.push({ elementId: child.id, field: flag.key, op: 'truthy', value: '', ...effect });
  }
  return found;
}

const COMPARISONS: Record<string, ItemCondition['op']> = {
  below: '<',
  under: '<',
  'less than': '<',
  'lower than': '<',
  above: '>',
  over: '>',
  'more than': '>',
  'greater than': '>',
  'at least': '>=',
  'at most': '<=',
};

/**
 * The words right after `child` up to the next element named, when they say when it shows
 * ('soldOutBadge, shown only when stock is 0'); null when they do not.
 */
function ownClause(sentence: string, child: SiteElement, named: SiteElement[]): string | null {
  const after = sentence.slice(sentence.indexOf(child.id) + child.id.length);
  const next = named
    .filter((e) => e !== child)
    .map((e) => after.indexOf(e.id))
    .filter((at) => at >= 0);
  const own = next.length > 0 ? after.slice(0, Math.min(...next)) : after;
  return /\b(?:only\s+)?(?:when|if|for)\b/i.test(own) ? own : null;
}
