import { escapeRegExp } from '../regexp';

/** States items are in, said before them: 'pending requests', 'approved testimonials'. */
export const STATE_VALUES =
  'pending|approved|rejected|declined|accepted|published|unpublished|archived|confirmed|cancell?ed|completed|resolved|answered|unanswered|shipped|delivered|sold|reserved|available|claimed|unclaimed|paid|unpaid|failed|refunded|draft|expired';

/**
 * A state as the prompt writes it as a value: quoted ("status is 'paid'"), or capitalised where
 * it, or another state, is so written where no sentence starts ('filters by status (All,
 * Pending, Confirmed)', 'marks it Approved'); else in lower case. wix-data
 * compares text exactly: a count of 'pending' beside stored 'Pending' values was always 0.
 */
export function stateAsWritten(word: string, prompt: string): string {
  const lower = word.toLowerCase();
  const quoted = new RegExp(String.raw`["'‘“](${escapeRegExp(lower)})["'’”]`, 'i').exec(prompt);
  if (quoted?.[1]) return quoted[1];
  const capital = lower.charAt(0).toUpperCase() + lower.slice(1);
  // 'pending shifts … #approveBtn marks it Approved': the states are written capitalised.
  return new RegExp(String.raw`[^.!?\s]\s+(?:${escapeRegExp(capital)}|${CAPITALISED})\b`).test(
    prompt,
  )
    ? capital
    : lower;
}

const CAPITALISED = STATE_VALUES.split('|')
  .map((v) => v.charAt(0).toUpperCase() + v.slice(1))
  .join('|');

/** Words of a text field holding an item's state ('status', 'orderState'). */
export const STATE_WORDS = ['status', 'state', 'stage', 'phase'];

/**
 * "Show 'Marked as done' in #cardMsg when the new status is Done": what a message waits for, once
 * an item changes, not which items are listed (the board showed the finished tasks alone).
 */
export const WHEN_CHANGED =
  /\b(?:when|if|once|after)\s+(?:the\s+|its\s+|their\s+)?(?:new|chosen|picked|selected|updated)\s+$|["'‘“][^"'’”]{1,60}["'’”][^.;]{0,40}\b(?:when|if|once)\s+(?:the\s+|its\s+)?$/i;

/** States that are verbs too ('members open tickets'): said after what shows them alone. */
const VERB_STATES = 'open|closed|active|inactive';
const AFTER_SHOWING = String.raw`(?<=\b(?:the|all|any|only|my|your|their|our|of|shows?|lists?|displays?|many|currently|still|X|\d+|[{}])\s+)`;

/**
 * A state said before the items (`items`: their nouns), as a match whose group 1 is the state:
 * 'shows only approved testimonials', 'their approved total hours', 'Show the open tickets'.
 */
export function stateBefore(text: string, items: string): RegExpExecArray | null {
  const nouns = String.raw`(?:${items}|ones?|items?|entries|total|sum|average|count|number)\b`;
  return (
    new RegExp(String.raw`\b(${STATE_VALUES})\s+${nouns}`, 'i').exec(text) ??
    new RegExp(String.raw`${AFTER_SHOWING}(${VERB_STATES})\s+${nouns}`, 'i').exec(text)
  );
}
