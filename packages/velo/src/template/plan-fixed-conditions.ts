import type { FieldType } from '@veloforge/shared';

import { escapeRegExp } from '../regexp';
import type { SiteCollection } from '../structure';
import { sentenceNaming } from './keywords';
import type { PlanContext } from './plan-context';
import { keyWords, str, words, nounForms } from './naming';
import type { FixedCondition, ListPlan } from './plan-types';
import { OPS, WORD_OPS, countedConditions, placesLeft } from './number-conditions';
import { flagConditions } from './flag-conditions';
import {
  STATE_VALUES,
  STATE_WORDS,
  WHEN_CHANGED,
  stateAsWritten,
  stateBefore,
} from './state-values';

/**
 * Conditions written out in the prompt about the list's items: 'open jobs (isOpen = true)',
 * 'products with stock > 0', "status is 'Published'". Only a declared field's exact key counts,
 * compared with a value of its type.
 */
const SAVED_WITH =
  /\b(?:sav(?:e|es|ed|ing)|stor(?:e|es|ed|ing)|go(?:es)?\s+(?:in)?to|lands?\s+in|insert(?:s|ed|ing)?|creat(?:e|es|ed|ing)|submit(?:s|ted|ting)?|add(?:s|ed|ing)?)\b(?:[^.;]{0,30}\b(?:with|as)\s*|[^.;()]{0,40}\((?:\s*\w+\s*,)*\s*)$/i;
/**
 * What follows a condition that says how such items look: 'show "Sold out"', 'are greyed out',
 * 'are shown in red' (but 'are shown.' says which show).
 */
const SHOWN_AS =
  /^\)?\s*(?:show|shows|display|displays|get|gets|have|has|(?:are|is) shown (?:in|as|with)|are (?:marked|highlighted|greyed|grayed|disabled|labelled|labeled)|is (?:marked|highlighted|greyed|grayed|disabled))\b/i;
/** '(pinned = true) always come first': an order (plan-sorting.ts), not which items show. */
const FIRST =
  /^\)?\s*(?:(?:always|should|must|will)\s+)?(?:come|comes|go|goes|appear|appears|are shown|are listed|show|sit)?\s*(?:first|on top|at the top)\b/i;
/**
 * 'set returned = true on the loan', 'mark status = 'Done'', 'to mark an item as returned
 * (returned = true)': what a click changes.
 */
const SETS =
  /\b(?:set|sets|setting|mark|marks|marking|update|updates|updating)\s+(?:the\s+)?$|\bmark(?:s|ing)?\s+[^.;()]{0,40}\bas\s+[\w ]{1,20}\(\s*$/i;

/**
 * Comparisons written in words, as signs: 'seats more than 0' (or 'more then', as written) is
 * 'seats > 0', 'with status "Pending"' is 'status = "Pending"'.
 */
function spelledOut(text: string): string {
  return (
    text
      .replace(
        /\b([A-Za-z_]\w*)\s+(?:is\s+)?(?:more|greater|higher|bigger)\s+th[ae]n\s+(?=-?\d)/g,
        '$1 > ',
      )
      .replace(
        /\b([A-Za-z_]\w*)\s+(?:is\s+)?(?:less|fewer|lower|smaller)\s+th[ae]n\s+(?=-?\d)/g,
        '$1 < ',
      )
      .replace(/\b(with|whose|where)\s+([A-Za-z_]\w*)\s+(?=["'][^"'\n]{1,40}["'])/g, '$1 $2 = ')
      // "status is not 'Closed'", "status isn't 'Closed'".
      .replace(/\b([A-Za-z_]\w*)\s+(?:is\s+not|isn't)\s+(?=["'\d]|true\b|false\b)/g, '$1 != ')
      // 'expiresAt is after today', 'startDate before today'
      .replace(/\b([A-Za-z_]\w*)\s+(?:is\s+)?after\s+(?=today\b)/g, '$1 > ')
      .replace(/\b([A-Za-z_]\w*)\s+(?:is\s+)?before\s+(?=today\b)/g, '$1 < ')
  );
}

/**
 * "#cancelBtn sets status to "Cancelled" (… and only if status is "Scheduled")": a condition on
 * a change (checked where it is made), not on which items show.
 */
function onChange(before: string): boolean {
  return (
    /\bonly\s+(?:if|when)\s+(?:the\s+|its\s+)?$/i.test(before) &&
    /\b(?:sets?|cancels?|deletes?|removes?|updates?|approves?|rejects?|marks?|edits?|changes?)\b/i.test(
      before,
    )
  );
}

/** The start of today, as a written condition compares dates with it. */
export const TODAY = 'new Date(new Date().setHours(0, 0, 0, 0))';

export function fixedConditions(
  prose: string,
  collection: SiteCollection,
  /** The whole prompt, where a state's value may be written as the site stores it. */
  prompt = prose,
): FixedCondition[] {
  const text = spelledOut(prose);
  const found: FixedCondition[] = [];
  const written =
    /\b([A-Za-z_]\w*)\s*(===|==|!=|>=|<=|=|>|<|\bis\b|\bequals\b|(?<=\s)(?:is\s+)?(?:under|below|less than|fewer than|over|above|more than|greater than|at least|at most)\b)\s*('[^']*'|"[^"]*"|true|false|-?\d+(?:\.\d+)?|today\b)/g;
  for (const match of text.matchAll(written)) {
    const [, key = '', op = '', raw = ''] = match;
    // 'new reviews are saved with approved = false' is what a form saves, not which items show.
    const before = text.slice(Math.max(0, match.index - 60), match.index);
    // 'Items with soldOut = true show "Sold out"': how those items look, not which are listed.
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    // 'Deposit is 30% of the style price' works a value out; it is no condition.
    const share = /^\s*(?:%|percent\b|of\b)/i.test(after);
    if (
      SAVED_WITH.test(before) ||
      // '#submitHwBtn -> Homework with status "Submitted"': what the button saves.
      /(?:->|→|=>)\s*[\w/]+\s+(?:with|as)\s*$/.test(before) ||
      SETS.test(before) ||
      onChange(text.slice(Math.max(0, match.index - 120), match.index)) ||
      SHOWN_AS.test(after) ||
      FIRST.test(after) ||
      share
    )
      continue;
    const field = collection.fields.find((f) => f.key.toLowerCase() === key.toLowerCase());
    const value = field ? typedLiteral(field.type, raw) : null;
    const word = op.toLowerCase().replace(/^is\s+/, '');
    const said = OPS[word];
    if (!field || value === null || !said) continue;
    if (WORD_OPS.test(word) && field.type !== 'number') continue;
    // 'Threads with hidden = true should not be shown', "Don't show tours where active is false":
    // the items kept are the others.
    const compare = leftOut(text, match.index, match.index + match[0].length)
      ? OPPOSITE[said]
      : said;
    // 'whose date is today' is a day's window (plan-date-window.ts); 'endDate >= today' a bound.
    if (raw === 'today' && !['ge', 'le', 'gt', 'lt'].includes(compare)) continue;
    // A box never ticked has no value: 'approved = false' means not true, which includes it.
    if (field.type === 'boolean' && value === 'false' && (compare === 'eq' || compare === 'ne'))
      found.push({ field: field.key, op: compare === 'eq' ? 'ne' : 'eq', value: 'true' });
    else found.push({ field: field.key, op: compare, value });
  }
  found.push(...countedConditions(text, collection, found), ...placesLeft(text, collection, found));
  found.push(...flagConditions(text, collection, found));
  return [...found, ...statusConditions(text, collection, found, prompt)];
}

/**
 * A status written as a capitalised value, unquoted: 'how many pickups are still Pending', 'tasks
 * that are not Done', 'status not Done', 'status is Open'. Only a text field named for a state.
 */
function statusConditions(
  text: string,
  collection: SiteCollection,
  found: FixedCondition[],
  prompt: string,
): FixedCondition[] {
  const field = collection.fields.find(
    (f) =>
      f.type === 'text' &&
      words(f.key).some((w) => STATE_WORDS.includes(w)) &&
      !found.some((c) => c.field === f.key),
  );
  if (!field) return [];
  const items = nounForms(collection.name).join('|');
  const said = new RegExp(
    String.raw`\b(?:(?:${items}|ones|items)\s+(?:that\s+|which\s+)?(?:are|is)\s+(?:still\s+)?(not\s+)?|${escapeRegExp(field.key)}\s+(?:is\s+(not\s+)?|(not|isn't|!=)\s*|=\s*))([A-Z][\w-]*)\b`,
    'gi',
  );
  for (const match of text.matchAll(said)) {
    const value = match[4] ?? '';
    const before = text.slice(Math.max(0, match.index - 60), match.index);
    // A value the items are saved with or set to is no condition; a capital marks a value, as
    // does a state's word after the field ('whose status is pending').
    const afterField = match[0].toLowerCase().startsWith(field.key.toLowerCase());
    if (
      !(/^[A-Z]/.test(value) || (afterField && A_STATE.test(value))) ||
      SAVED_WITH.test(before) ||
      SETS.test(before) ||
      WHEN_CHANGED.test(before)
    )
      continue;
    const not = Boolean(match[1] ?? match[2] ?? match[3]);
    const written = /^[A-Z]/.test(value) ? value : stateAsWritten(value, prompt);
    return [{ field: field.key, op: not ? 'ne' : 'eq', value: str(written) }];
  }
  // 'only show orders not done', 'status not done': those in any other state.
  const not = new RegExp(
    String.raw`\b(?:${items}|ones|items|${escapeRegExp(field.key)})\s+(?:that\s+are\s+|which\s+are\s+|is\s+)?not\s+(?:yet\s+)?(${STATE_VALUES}|done|finished)\b`,
    'i',
  ).exec(text);
  if (not?.[1]) return [{ field: field.key, op: 'ne', value: str(stateAsWritten(not[1], prompt)) }];
  // 'shows only approved testimonials', 'on each pending one', 'their approved total hours': a
  // state said of the items, as written.
  const adjective = stateBefore(text, items);
  // 'available cars' beside a yes/no `available` is that field's (above), not a status.
  const flagged = (word: string) =>
    collection.fields.some(
      (f) => f.type === 'boolean' && keyWords(f.key).includes(word.replace(/^un/, '')),
    );
  if (adjective?.[1] && !flagged(adjective[1].toLowerCase())) {
    // 'sold ones shouldn't appear at all': the others.
    const out = leftOut(text, adjective.index, adjective.index + adjective[0].length);
    return [
      { field: field.key, op: out ? 'ne' : 'eq', value: str(stateAsWritten(adjective[1], prompt)) },
    ];
  }
  return [];
}

/** A state's word on its own: 'pending', 'Approved'. */
const A_STATE = new RegExp(String.raw`^(?:${STATE_VALUES})$`, 'i');

const OPPOSITE: Record<FixedCondition['op'], FixedCondition['op']> = {
  eq: 'ne',
  ne: 'eq',
  gt: 'le',
  ge: 'lt',
  lt: 'ge',
  le: 'gt',
};

/** Words before a condition that leave its items out: 'Exclude products where …'. */
const LEAVE_OUT_BEFORE =
  /\b(?:exclude|excluding|hide|hiding|skip|omit|leave out|filter out|don'?t (?:show|list|display|include)|do not (?:show|list|display|include)|never (?:show|list|display|include))\b/i;
/** Words after it that do: '… should not be shown', "… shouldn't appear", '… are hidden'. */
const LEAVE_OUT_AFTER =
  /^[^.;!?\n]{0,40}?\b(?:(?:should|must|do|does|will|can)\s*(?:not|n'?t)|shouldnt|mustnt|dont|cannot|never)\s+(?:be\s+)?(?:show|shown|appear|appears|display|displayed|listed|visible|included)\b|^[^.;!?\n]{0,40}?\b(?:are|is|stay|stays|get|gets)\s+(?:hidden|excluded|left out)\b/i;

/** Whether the sentence says the items meeting the condition at `start`…`end` are left out. */
function leftOut(text: string, start: number, end: number): boolean {
  const before =
    text
      .slice(0, start)
      .split(/[.!?;\n]\s*/)
      .pop() ?? '';
  const after = text.slice(end).replace(/^\s*\([^)]{0,40}\)/, '');
  return LEAVE_OUT_BEFORE.test(before) || LEAVE_OUT_AFTER.test(after);
}

function typedLiteral(type: FieldType, raw: string): string | null {
  // 'endDate >= today': the start of today where the query runs.
  if (raw === 'today') return type === 'date' ? TODAY : null;
  const text = raw.replace(/^['"]|['"]$/g, '');
  if (type === 'boolean') return /^(?:true|false)$/.test(text) ? text : null;
  if (type === 'number') return /^-?\d+(?:\.\d+)?$/.test(text) ? text : null;
  return type === 'text' && /^['"]/.test(raw) ? str(text) : null;
}

/** What the sentence naming a choice control keeps its choices to: 'the available Pets (status = 'Available')'. */
export function ownConditions(
  ctx: PlanContext,
  elementId: string,
  collection: string,
): FixedCondition[] {
  const source = ctx.structure.collections.find((c) => c.name === collection);
  const sentence = sentenceNaming(ctx.promptText, elementId);
  if (!source || !sentence) return [];
  // 'only those with dueDate in the future': the days still to come.
  const future =
    /\b(\w+)\s+(?:is\s+|are\s+)?(?:in the future|still to come|not yet passed)\b/i.exec(
      sentence,
    )?.[1];
  // '#fixtureDropdown lists upcoming Fixtures': from today on, by their day.
  const dates = source.fields.filter((f) => f.type === 'date');
  const upcoming = new RegExp(
    String.raw`\b(?:upcoming|future)\s+(?:${nounForms(collection).join('|')})\b`,
    'i',
  ).test(sentence);
  const day =
    source.fields.find((f) => f.type === 'date' && f.key.toLowerCase() === future?.toLowerCase()) ??
    (upcoming && dates.length === 1 ? dates[0] : undefined);
  return [
    ...fixedConditions(sentence, source),
    ...(day ? [{ field: day.key, op: 'ge' as const, value: TODAY }] : []),
  ];
}

/**
 * A sentence about another collection's items and not the list's: 'petDropdown lists the
 * available Pets (status = 'Available')' beside a list of Applications, which have a status too.
 */
export function aboutOtherItems(ctx: PlanContext, list: ListPlan, sentence: string): boolean {
  const said = new Set(sentence.toLowerCase().split(/[^a-z]+/));
  const names = (c: { name: string }) => nounForms(c.name).some((n) => said.has(n));
  return (
    !said.has(list.id.toLowerCase()) &&
    !(list.collection && names(list.collection)) &&
    ctx.structure.collections.some((c) => c !== list.collection && names(c))
  );
}
