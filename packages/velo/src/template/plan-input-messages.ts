import type { SiteElement } from '../structure';
import { wholeSentencesOf } from './keywords';
import { MESSAGE } from './plan-form-messages';
import { saidAbout } from './plan-input-rules';

/**
 * The prompt's own words for a form's problems: an input left empty ('Name is required — "Tell
 * us your name"', 'if something is missing show "Please fill everything"') and a value that is
 * not one ('email must be valid ("That email looks wrong")'). Null where the prompt quotes none,
 * so the form says its own.
 */

const LEFT_EMPTY = String.raw`\b(?:required|missing|empty|blank|left (?:out|empty|blank)|not filled(?: in| out)?|unfilled|fill (?:in |out )?(?:everything|all|every))\b`;
/** What a sentence about the whole form names: 'all fields', 'something', 'the form'. */
const WHOLE_FORM =
  /\b(?:fields?|inputs?|form|something|anything|everything|all|any|every(?:thing)?)\b/i;
/** A number's bounds: 'between 0 and 50', 'more than 0', 'at most 12', '1 to 20'. */
const BOUNDS = String.raw`\b(?:between|(?:more|greater|less|lower|smaller)\s+than|at (?:least|most)|above|below|under|over|min(?:imum)?|max(?:imum)?|\d+\s*(?:to|-|–)\s*\d+)\b`;
const NOT_VALID = String.raw`\b(?:valid|invalid|wrong|correct|real|proper|format|looks? like)\b`;

function quoteIn(text: string): string | null {
  const said = new RegExp(MESSAGE).exec(text);
  return said ? (said[1] ?? said[2] ?? said[3] ?? '').trim() || null : null;
}

/** A quote after the rule in one of the input's own sentences. */
function saidAfter(rule: string, parts: string[]): string | null {
  for (const part of parts) {
    const at = new RegExp(rule, 'i').exec(part);
    if (!at) continue;
    const quote = quoteIn(part.slice(at.index));
    if (quote) return quote;
  }
  return null;
}

/** What the form says for `input` left empty: its own sentence's quote, else the whole form's. */
export function missingMessage(prompt: string, input: SiteElement, ids: string[]): string | null {
  const own = saidAfter(LEFT_EMPTY, saidAbout(prompt, input, ids, true));
  if (own) return own;
  const named = new RegExp(String.raw`\b(?:${ids.join('|')})\b`, 'g');
  for (const sentence of wholeSentencesOf(prompt)) {
    const at = new RegExp(LEFT_EMPTY, 'i').exec(sentence);
    if (!at) continue;
    // '#nameInput, #emailInput are required: "…"' is theirs; 'if the list is empty show "No
    // results"' is a list's: the whole form's sentence names its fields.
    const before = sentence.slice(0, at.index);
    const names: string[] = before.match(named) ?? [];
    if (names.length > 0 ? !names.includes(input.id) : !WHOLE_FORM.test(before)) continue;
    // Up to the next input it names: "subjectInput (required), detailsInput …, status starts as
    // 'Open'" quotes no message for the subject.
    const after = sentence.slice(at.index);
    const next = new RegExp(String.raw`\b(?:${ids.join('|')})\b`).exec(after);
    const quote = quoteIn(next ? after.slice(0, next.index) : after);
    if (quote) return quote;
  }
  return null;
}

/** What the form says for a number of `input` out of its bounds ('less than 50 (show "…")'). */
export function outOfBoundsMessage(
  prompt: string,
  input: SiteElement,
  ids: string[],
): string | null {
  return saidAfter(BOUNDS, saidAbout(prompt, input, ids));
}

/** What the form says for a value of `input` that is not one (an email, a phone, a web address). */
export function invalidMessage(prompt: string, input: SiteElement, ids: string[]): string | null {
  return saidAfter(NOT_VALID, saidAbout(prompt, input, ids));
}
