import { escapeRegExp } from '../regexp';
import type { SiteCollection } from '../structure';
import { anyQuotedTexts, clausesOf, sentencesOf } from './keywords';
import { nounForms, words } from './naming';
import type { FixedCondition } from './plan-types';

/**
 * Conditions on a list's yes/no fields said in words: 'published posts only', 'lists open jobs',
 * 'unpaid invoices', 'Hide sold items'; never a field `found` already has a condition on.
 */
export function flagConditions(
  text: string,
  collection: SiteCollection,
  found: FixedCondition[],
): FixedCondition[] {
  const conditions: FixedCondition[] = [];
  const known = (key: string) => [...found, ...conditions].some((f) => f.field === key);
  // 'published posts only', 'lists open jobs': a yes/no field said of the items themselves, not
  // what a control does ('the furnished switch shows only furnished listings when on').
  const items = nounForms(collection.name).join('|');
  const said = sentencesOf(text)
    .filter((s) => !CONTROL_WORDS.test(unpaged(s)))
    .map(withoutMessages)
    .join(' ');
  for (const field of collection.fields) {
    const flag = words(field.key).filter((w) => !['is', 'has'].includes(w));
    if (field.type !== 'boolean' || flag.length === 0 || known(field.key)) continue;
    // 'in-stock ones' names inStock.
    const name = flag.join('[\\s-]+');
    // 'requests that were shared' names shareOnWall: what was done, where said no more.
    const done =
      flag.length > 1 && PLACES.includes(flag[1] ?? '') ? participle(flag[0] ?? '') : null;
    // 'my loans that are not returned', 'orders which haven't been shipped', 'jobs that are open',
    // 'members who haven't paid dues' (duesPaid, its words either way round).
    const that = new RegExp(
      // 'Cars of that type that are available': a few words of what kind may come between.
      String.raw`\b(?:${items}|${escapeRegExp(collection.name)}|ones|items)(?:\s+(?:of|in|from)(?:\s+\w+){1,3}?)?\s+(?:that|which|who)\s+(?:are|is|were|was|have|has)\s*(n't|not)?\s+(?:yet\s+)?(?:been\s+)?(?:${name}|${[...flag].reverse().join('[\\s-]+')}${done ? `|${done}` : ''})\b`,
      'i',
    ).exec(said);
    if (that) {
      conditions.push({ field: field.key, op: that[1] ? 'ne' : 'eq', value: 'true' });
      continue;
    }
    // 'Comments not yet approved', 'orders still not shipped': those whose box is not ticked.
    if (
      new RegExp(
        String.raw`\b(?:${items}|ones|items)\s+(?:still\s+)?not\s+(?:yet\s+)?${name}\b`,
        'i',
      ).test(said)
    ) {
      conditions.push({ field: field.key, op: 'ne', value: 'true' });
      continue;
    }
    // 'count of guests attending', 'how many orders shipped': the flagged ones, counted.
    if (
      new RegExp(
        String.raw`\b(?:(?:count|number|total)\s+of|how\s+many)\s+(?:the\s+)?(?:${items}|items)\s+${name}\b`,
        'i',
      ).test(said)
    ) {
      conditions.push({ field: field.key, op: 'eq', value: 'true' });
      continue;
    }
    // 'Admins see pendingRepeater with pending messages': an approval not yet given.
    if (awaiting(said, name)) {
      conditions.push({ field: field.key, op: 'ne', value: 'true' });
      continue;
    }
    // '(startTime after now, not booked)': a condition in the brackets after the items.
    if (new RegExp(String.raw`\([^)]*\bnot\s+${name}\b[^)]*\)`, 'i').test(said)) {
      conditions.push({ field: field.key, op: 'ne', value: 'true' });
      continue;
    }
    // 'shows unclaimed items', 'unpaid invoices', 'still unreturned': the items whose box is not
    // ticked.
    if (
      new RegExp(
        String.raw`\b(?:un|non-?)${name}\s+(?:${items}|items?|ones|entries)\b|\b(?:are|is)\s+(?:still\s+)?un${name}\b`,
        'i',
      ).test(said)
    ) {
      conditions.push({ field: field.key, op: 'ne', value: 'true' });
      continue;
    }
    // 'Hide sold items': the others; before 'sold items' is read as the ones shown.
    const hidden = hiddenWhen(said, name);
    if (hidden !== null) conditions.push({ field: field.key, ...hidden });
    else if (
      // 'Featured businesses first' orders them; it keeps the others.
      new RegExp(
        String.raw`\b${name}\s+(?:${items})\b(?!\s+(?:\([^)]{0,40}\)\s+)?(?:(?:always|should|must|will)\s+)?(?:(?:come|comes|go|goes|appear|appears)\s+)?(?:first|on top|at the top)\b)`,
        'i',
      ).test(said) ||
      // '(only approved ones)', 'approved only', 'only approved messages show' (not members).
      new RegExp(
        // 'only active ppl' on a leaderboard of people: said of them, unless of what they may do.
        String.raw`\bonly\s+(?:the\s+)?${name}\s+(?:ones|items|entries|ppl|(?!${PEOPLE})[a-z]{2,}s|${PEOPLE}(?!\s+(?:can|may|are allowed|get|see|should|must|will|have)\b))\b|\b${name}\s+(?:ones\s+)?only\b`,
        'i',
      ).test(said) ||
      // 'only testimonials with approved ticked', 'reviews whose approved box is checked'
      new RegExp(
        String.raw`\b(?:with|where|whose)\s+(?:the\s+|their\s+|its\s+)?${name}\s+(?:box\s+|field\s+|checkbox\s+)?(?:is\s+|are\s+)?(?:ticked|checked|set|true|on|turned on|switched on)\b`,
        'i',
      ).test(text)
    )
      conditions.push({ field: field.key, op: 'eq', value: 'true' });
  }
  return conditions;
}

/**
 * A sentence without the messages it quotes: "Tell them 'Your comment is awaiting moderation'" is
 * what the page says, not which comments show.
 */
function withoutMessages(sentence: string): string {
  return anyQuotedTexts(sentence)
    .filter((quote) => quote.trim().split(/\s+/).length >= 3)
    .reduce((text, quote) => text.replace(quote, ''), sentence);
}

/** Words that say where a yes/no field's action puts the item: showOnHome, shareOnWall. */
const PLACES = ['on', 'to', 'in', 'at'];

/** 'share' → 'shared', 'publish' → 'published'. */
function participle(verb: string): string {
  return verb.endsWith('e') ? `${verb}d` : `${verb}ed`;
}

/**
 * A sentence without its paging clauses: 'with a #loadMore button for the next 12' pages the list
 * and says nothing of which items it shows.
 */
function unpaged(sentence: string): string {
  return clausesOf(sentence)
    .filter(
      (c) =>
        !/\b(?:button|link)\b[^,;]*\b(?:next|more|previous|page)\b|\bload\s*more\b/i.test(c) ||
        CONTROL_WORDS.test(c.replace(/\b(?:button|link)\b/gi, '')),
    )
    .join(',');
}

/**
 * Words of a sentence that says what a control does: 'the furnished switch shows only …' ('people
 * can switch between sort orders' names no switch).
 */
const CONTROL_WORDS =
  /\b(?:when|if|while|unless|switch(?!\s+between)|checkbox|toggle|ticked|checked|click|clicking|button)\b/i;

/** People a yes/no word may be said of ('only approved members can post'): never the items. */
const PEOPLE =
  '(?:members|users|visitors|admins|customers|clients|people|staff|employees|students|guests|owners|sellers|buyers|vendors|volunteers)\\b';

/** Yes/no fields an item waits for: 'pending' ones are those not yet approved. */
const APPROVAL = /^(?:approved|accepted|confirmed|verified|reviewed|moderated)$/;

/**
 * 'pending messages', 'reviews awaiting approval', beside a yes/no approval field: the items not
 * (yet) approved. Not 'saved as pending', which is what a form saves.
 */
function awaiting(said: string, name: string): boolean {
  if (!APPROVAL.test(name)) return false;
  return /(?<!\bas\s)\b(?:pending|awaiting)\s+(?:(?:approval|review|moderation)\b|(?:ones|items|entries|[a-z]{2,}s)\b(?!\s+can\b))/i.test(
    said,
  );
}

const HIDE = String.raw`(?:should(?:\s+not|n't)\s+be\s+shown|must(?:\s+not|n't)\s+be\s+shown|(?:are|is|stay|be)\s+hidden|(?:are|is)\s+not\s+shown|never\s+show)`;

/**
 * Items a sentence hides by a yes/no field: 'Dishes marked as not available should not be shown'
 * keeps the available ones (true); 'Hide products marked discontinued', 'archived posts are
 * hidden' keeps the others (not true: a box never ticked has no value).
 */
function hiddenWhen(said: string, name: string): Omit<FixedCondition, 'field'> | null {
  for (const sentence of sentencesOf(said)) {
    // '… sort by date ascending and hide cancelled stops' too: hiding said mid-sentence.
    const hides =
      new RegExp(String.raw`\b${HIDE}\b`, 'i').test(sentence) ||
      /^\s*(?:hide|don'?t show|do not show|never show)\b/i.test(sentence) ||
      new RegExp(
        String.raw`\b(?:hide|hides|hiding|exclude|excluding)\s+(?:the\s+|any\s+|all\s+)?${name}\b`,
        'i',
      ).test(sentence);
    if (!hides) continue;
    // 'hide rooms that are inactive' keeps the active ones.
    if (new RegExp(String.raw`\b(?:(?:not|un)\s*|in|non-?)${name}\b`, 'i').test(sentence))
      return { op: 'eq', value: 'true' };
    const flagged = [
      String.raw`\b(?:marked|flagged|set)\s+(?:as\s+)?${name}\b`,
      String.raw`^\s*(?:the\s+|any\s+|all\s+)?${name}\s+\w+`,
      String.raw`^\s*(?:hide|don'?t show|do not show|never show)\s+(?:the\s+|any\s+|all\s+)?${name}\b`,
      String.raw`\b(?:hide|hides|hiding|exclude|excluding)\s+(?:the\s+|any\s+|all\s+)?${name}\b`,
      String.raw`\b${name}\s+(?:ones|items)\b`,
    ];
    if (flagged.some((pattern) => new RegExp(pattern, 'i').test(sentence)))
      return { op: 'ne', value: 'true' };
  }
  return null;
}
