import { escapeRegExp } from '../regexp';
import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { clausesOf, idPattern, sentencesOf, wholeSentencesOf } from './keywords';
import { fieldsInPromptOrder } from './matching';
import { isCountText, isEmptyText, isStatusText } from './text-roles';
import { hasWord, isDefaultId, words } from './naming';
import { type PlanContext, isButton, isInput, nearest, pageLevel } from './plan-context';

/**
 * How a prompt tells a form's elements their jobs: a default-id button that sends ('button1 to
 * post it'), an input's field ('input1 (their name)'), a text that confirms or takes the errors,
 * a value no two items share. Used by plan-forms.ts.
 */

/**
 * On a page with lists, a dropdown, slider or picker filters them unless the prompt names it
 * (by id or in words: 'a rating from the ratingSlider', 'the due date picker') only in sentences
 * that do not filter, sort or show: then it is one of the form's inputs.
 */
export function saidToFill(prompt: string, element: SiteElement): boolean {
  const byId = new RegExp(`\\b${escapeRegExp(element.id)}\\b`, 'i');
  // 'preferred date' names preferredDatePicker: a picker's own word is seldom said ('date'
  // alone, for datePicker, says too little).
  const said = words(element.id);
  const named = said.length > 2 && said.at(-1) === 'picker' ? said.slice(0, -1) : said;
  const inWords = new RegExp(`\\b${named.join('\\s+')}\\b`, 'i');
  // A default id is told its job in its own clause ('input2 for searching reviews, …').
  const parts = isDefaultId(element.id) ? clausesOf(prompt) : sentencesOf(prompt);
  const saying = parts.filter((s) => byId.test(s) || inWords.test(s));
  return saying.length > 0 && saying.every((s) => !FILTERING.test(s));
}

const SENDS = String.raw`(?:submit|send|post|save|add|sign up|subscribe|register|book|apply|join|reserve|order)(?:s|es)?`;

/**
 * '#checkoutBtn: create a Loans record (…)', 'checkoutBtn creates a loan': a button of any name the
 * prompt says saves a new item.
 */
export function saidToCreate(prompt: string, id: string): boolean {
  const after = String.raw`\b${id}\b(?:\s*[:—–]\s*|\s+)`;
  return (
    new RegExp(
      String.raw`${after}(?:creates?|inserts?|adds?|saves?|submits?|stores?|records?)\s+(?:a|an|one)\s+(?:new\s+)?\w+`,
      'i',
    ).test(prompt) ||
    // 'Pressing #giveBtn saves to Donations': a collection's name, capitalised.
    new RegExp(
      String.raw`${after}(?:[Ss]aves?|[Ss]ubmits?|[Aa]dds?|[Ss]tores?)\s+(?:it\s+|them\s+|everything\s+)?(?:to|into|in)\s+(?:the\s+)?[A-Z]\w*`,
    ).test(prompt) ||
    // 'can add a bug with titleInput, priorityDropdown … and newBugButton', 'log their daily
    // workout into WorkoutLogs using #activityDropdown … and #logButton': the button last.
    new RegExp(
      String.raw`\b(?:add|adds|create|creates|submit|submits|post|posts|log|logs|report|reports|record|records)\s+(?:a|an|one|their|his or her|my|your)\s+(?:new\s+)?(?:\w+\s+){0,2}?\w+\s+(?:(?:in|into|to)\s+[A-Z]\w*\s+)?(?:with|using)\b[^.;]{0,160}\band\s+(?:the\s+|click\s+|clicking\s+)?#?${id}\b`,
      'i',
    ).test(prompt) ||
    // 'Submit with #logHoursBtn into HoursLog', 'save it using #saveBtn'.
    new RegExp(
      String.raw`\b(?:submit|save|send)\s+(?:it\s+|them\s+|everything\s+)?(?:with|using|via|by clicking)\s+(?:the\s+)?#?${id}\b`,
      'i',
    ).test(prompt)
  );
}

/**
 * The inputs a sentence names before clicking a button: 'they pick the slot in #slotPicker, type
 * #volName and #volEmail and hit #volunteerBtn', 'choose in #attendingRadio … and press
 * #sendRsvpBtn'. Two or more make the button the form's.
 */
export function filledBeforeClick(prompt: string, id: string, inputIds: string[]): string[] {
  // Clicked ('and hit #volunteerBtn'), or saving after the inputs ('#a, #b and #logHoursBtn ->
  // VolunteerHours', '… and #reportBtn saves to FoundItems'), or next ('…, then #logButton').
  const click = new RegExp(
    String.raw`\b(?:click|clicks|clicking|hit|hits|press|presses|pressing|tap|taps)\s+(?:on\s+)?(?:the\s+)?#?${id}\b|#?\b${id}\b(?=\s*(?:->|→|=>|[-–—:]?\s*(?:saves?|submits?|adds?|stores?|inserts?)\b))|(?:,\s*|\s)(?:and\s+)?then\s+(?:the\s+)?#?${id}\b`,
    'i',
  );
  const filled = new Set<string>();
  // 'report a found item with the form: #itemNameInput (required), … and #reportBtn.'
  const formEnd = new RegExp(String.raw`\bform\s*:.*\band\s+#?${id}\s*\.?\s*$`, 'is');
  for (const sentence of wholeSentencesOf(prompt)) {
    const at = formEnd.test(sentence)
      ? sentence.search(new RegExp(String.raw`#?\b${id}\b`))
      : sentence.search(click);
    if (at < 0) continue;
    const before = sentence.slice(0, at);
    for (const input of inputIds)
      if (new RegExp(String.raw`\b${input}\b`).test(before)) filled.add(input);
  }
  return [...filled];
}

/** 'button1 to post it', 'button1 submits', 'send it with button1': a default-id button that sends. */
export function saidToSend(prompt: string, id: string): boolean {
  return (
    new RegExp(String.raw`\b${id}\s+(?:(?:to|that|which)\s+)?${SENDS}\b`, 'i').test(prompt) ||
    new RegExp(
      String.raw`\b${SENDS}\b[^.;,]{0,30}\b(?:with|using|via|by clicking|clicking)\s+(?:the\s+)?${id}\b`,
      'i',
    ).test(prompt)
  );
}

/** "text3 says 'Thanks!' after posting": a default-id text that confirms a sending. */
export function saidToConfirm(prompt: string, id: string): boolean {
  return sentencesOf(prompt).some(
    (s) =>
      new RegExp(String.raw`\b${id}\s+(?:says|shows|displays|reads)\b`, 'i').test(s) &&
      /\b(?:after|once|when|then|success\w*|confirm\w*|thanks?)\b/i.test(s),
  );
}

/**
 * The field the prompt gives an input: in brackets after it ('input1 (their name)'), as its role
 * ('input3 as the comment'), put in it ('a time slot in timeDropdown'); for a default id, else
 * the one field its sentence names when it names no other default id.
 */
export function saidFieldOf(prompt: string, id: string, collection: SiteCollection): SiteField[] {
  const bracket = new RegExp(String.raw`\b${id}\s*\(([^)]{1,60})\)`, 'i').exec(prompt)?.[1];
  // 'timeDropdown (18:00, 19:00)' lists its choices, not its field.
  const bracketFields = bracket ? fieldsInPromptOrder(bracket, collection) : [];
  if (bracketFields.length > 0) return bracketFields;
  const putIn = new RegExp(
    String.raw`\b(?:a|an|the|their|your)\s+((?:[a-z]+\s+){0,2}[a-z]+)\s+(?:in|into|with|from)\s+(?:the\s+)?${id}\b`,
    'i',
  ).exec(prompt)?.[1];
  const putFields = putIn ? fieldsInPromptOrder(putIn, collection) : [];
  if (putFields.length === 1) return putFields;
  // 'input1 for the author', 'input3 as the comment'.
  const role = new RegExp(
    String.raw`\b${id}\s+(?:is\s+)?(?:for|as)\s+(?:the\s+|their\s+|a\s+)?([a-z]+(?:\s[a-z]+)?)`,
    'i',
  ).exec(prompt)?.[1];
  const roleFields = role ? fieldsInPromptOrder(role, collection) : [];
  if (roleFields.length > 0 || !isDefaultId(id)) return roleFields;
  const sentences = sentencesOf(prompt).filter(
    (s) =>
      namedIn(s, id) &&
      !/\b(?:input|textBox|dropdown|checkbox)\d+\b/i.test(
        s.replace(new RegExp(`\\b${id}\\b`, 'gi'), ''),
      ),
  );
  const fields = sentences.flatMap((s) => fieldsInPromptOrder(s, collection));
  return fields.length === 1 ? fields : [];
}

export const namedIn = (prompt: string, id: string) => new RegExp(`\\b${id}\\b`, 'i').test(prompt);

const FILTERING =
  /\b(?:filter|filters|filtered|filtering|sort|sorts|sorted|narrow|narrows|search|searches|searching|shows?|display|displays|keeps?|hides?|only show)\b/i;

const ERROR_WORDS = ['error', 'errors', 'err', 'warning', 'problem'];

/** A text for the form's errors ('errorText'), inside the form or the one the prompt names. */
export function pickErrorText(
  ctx: PlanContext,
  root: SiteElement | null,
  members: SiteElement[],
  status: string | null,
): string | null {
  const isError = (e: SiteElement) => e.veloType === 'Text' && hasWord(e.id, ERROR_WORDS);
  const inside = members.find(isError);
  if (inside) return inside.id;
  const page = pageLevel(ctx.structure).filter(
    (e) => isError(e) && (e.id === status || namedIn(ctx.promptText, e.id)),
  );
  return nearest(ctx.structure, root?.id ?? members[0]?.id ?? '', page)?.id ?? null;
}

/** The form's status text other than its error text, or null when it has only that one. */
export function otherStatusText(
  ctx: PlanContext,
  members: SiteElement[],
  errorText: string,
): string | null {
  const other = (e: SiteElement) =>
    e.veloType === 'Text' &&
    e.id !== errorText &&
    isStatusText(e.id) &&
    !hasWord(e.id, ERROR_WORDS);
  return (
    members.find(other)?.id ??
    pageLevel(ctx.structure).find((e) => other(e) && !ctx.claimed.has(e.id))?.id ??
    null
  );
}

export function pickStatusText(
  ctx: PlanContext,
  root: SiteElement | null,
  members: SiteElement[],
): string | null {
  const inside = members.find(
    (m) => m.veloType === 'Text' && isStatusText(m.id) && !showsAFigure(ctx, m.id),
  );
  if (inside) return inside.id;
  const outside = pageLevel(ctx.structure).filter(
    (e) =>
      e.veloType === 'Text' &&
      (isStatusText(e.id) || (isDefaultId(e.id) && saidToConfirm(ctx.promptText, e.id))) &&
      // 'noResultsText', 'countText': a list's, whose words a form's thanks would replace.
      !isEmptyText(e.id) &&
      !isCountText(e.id) &&
      !showsAField(ctx, e.id) &&
      !showsAFigure(ctx, e.id),
  );
  // 'subscribe with #subscribeEmail and #subscribeBtn; show … in #subscribeStatus' beside a
  // contact form and its #sendStatus: the text said with the form's elements is its own.
  // So is one said in the next sentence, when that names no other form's elements ('emailInput
  // and joinButton save to Subscribers. Show 'Joined' in joinStatus.').
  const names = (s: string, ids: string[]) => ids.some((id) => idPattern(id).test(s));
  const own = members.map((m) => m.id);
  const others = pageLevel(ctx.structure)
    .filter((e) => (isInput(e) || isButton(e)) && !own.includes(e.id))
    .map((e) => e.id);
  const sentences = wholeSentencesOf(ctx.promptText);
  const saidWith = sentences.flatMap((s, i) => {
    const next = sentences[i + 1] ?? '';
    return names(s, own) ? [s, ...(names(next, [...own, ...others]) ? [] : [next])] : [];
  });
  const ownTexts = outside.filter((e) => saidWith.some((s) => idPattern(e.id).test(s)));
  const from = ownTexts.length > 0 ? ownTexts : outside;
  return nearest(ctx.structure, root?.id ?? members[0]?.id ?? '', from)?.id ?? null;
}

/** 'resultsText shows total votes': a text the prompt gives a figure to show, not a form's thanks. */
function showsAFigure(ctx: PlanContext, id: string): boolean {
  return new RegExp(
    String.raw`#?\b${escapeRegExp(id)}\s+(?:shows|displays)\s+(?:the\s+)?(?:total|number|count|sum|average|how many)\b`,
    'i',
  ).test(ctx.promptText);
}

/** 'show its description in #roomInfo': a text the prompt gives a field of an item to show. */
function showsAField(ctx: PlanContext, id: string): boolean {
  const said = new RegExp(
    String.raw`\b(?:show|shows|display|displays|put|puts)\s+(?:its|the|their|that \w+'s)\s+([a-z][\w ]{0,30}?)\s+(?:in|into|on)\s+#?${escapeRegExp(id)}\b`,
    'i',
  ).exec(ctx.promptText);
  return (
    said !== null &&
    ctx.structure.collections.some((c) => fieldsInPromptOrder(said[1] ?? '', c).length > 0)
  );
}
