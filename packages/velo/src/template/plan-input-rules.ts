import type { SiteElement, SiteField } from '../structure';
import { IN_SINGLE_QUOTES, clausesOf, sentencesOf, wholeSentencesOf } from './keywords';
import { escapeRegExp } from '../regexp';
import { keyWords, singular, words } from './naming';
import type { FormInput } from './plan-types';

/**
 * Rules the prompt gives one form input: a number's bounds ('guests (1 to 12)', 'quantity, at
 * least 1'), a text's length ('at least 8 characters', 'at most 500'), a date's days ('must be
 * in the past') and a box that must be ticked ('only if termsCheckbox is checked').
 */

/**
 * What the prompt says right after naming the input (by its id, or its last word: 'The message
 * must be …' for messageBox): up to the end of the sentence or the next element it names.
 */
/** An input's id by its role word: 'descriptionBox', 'emailInput', 'sizeDropdown'. */
const INPUT_ID =
  /(?:Input|Box|Dropdown|Picker|Select|Checkbox|Radio|Slider|Switch|Field|Upload|Area)$/;

export function saidAbout(
  prompt: string,
  input: SiteElement,
  ids: string[],
  /** After the id alone, not a word of it ('age' of ageInput). */
  byId = false,
): string[] {
  // 'prefDatePicker' is said by 'pref' ('the preferred date'): 'date' alone would take 'Date of
  // birth can't be in the future' for it.
  const said = keyWords(input.id);
  const last = said.length > 1 && GENERIC.includes(said.at(-1) ?? '') ? said.at(-2) : said.at(-1);
  const names = [
    escapeRegExp(input.id),
    ...(last && last.length > 2 && !byId ? [`${singular(last)}\\w*`] : []),
  ];
  // Up to the next element, by its id or (another input, said in words) its last word: 'Email
  // must be valid and description at most 500 characters' holds no length for the email.
  const others = ids.filter((id) => id !== input.id);
  const otherWords = byId
    ? []
    : others
        .filter((id) => INPUT_ID.test(id))
        .flatMap((id) => {
          const word = keyWords(id).at(-1);
          return word && word.length > 2 && word !== last ? [`${singular(word)}\\w*`] : [];
        });
  const otherNames = [...others.map(escapeRegExp), ...new Set(otherWords)];
  const otherElement =
    otherNames.length > 0 ? new RegExp(`\\b(?:${otherNames.join('|')})\\b`, 'i') : null;
  const parts: string[] = [];
  for (const mention of prompt.matchAll(new RegExp(`\\b(?:${names.join('|')})\\b`, 'gi'))) {
    let rest = prompt.slice((mention.index ?? 0) + mention[0].length);
    rest = rest.split(/[.!?](?:\s|$)/)[0] ?? '';
    const next = otherElement?.exec(rest);
    parts.push(next ? rest.slice(0, next.index) : rest);
  }
  return parts;
}

/** Last words of an id that say only what kind of value it holds. */
const GENERIC = ['date', 'day', 'time'];

export const CHARACTERS = String.raw`(?:characters?|chars?|letters?)`;
export const AT_LEAST = String.raw`(?:at least|min(?:imum)?(?: of)?|no (?:fewer|less) than)`;
export const AT_MOST = String.raw`(?:at most|max(?:imum)?(?: of)?|up to|no more than|not more than)`;

/** 'at least 8 characters', 'between 20 and 500 characters', '… at least 20 characters and at most 500'. */
export function textLength(prompt: string, input: SiteElement, ids: string[]): FormInput['length'] {
  for (const part of saidAbout(prompt, input, ids)) {
    if (!new RegExp(`\\b${CHARACTERS}\\b`, 'i').test(part)) continue;
    const between = new RegExp(
      String.raw`\b(?:between\s+)?(\d+)\s*(?:and|to|-|–)\s*(\d+)\s*${CHARACTERS}`,
      'i',
    ).exec(part);
    if (between) return lengthOf(Number(between[1]), Number(between[2]));
    const min = new RegExp(
      String.raw`\b${AT_LEAST}\s+(\d+)|(\d+)\s*(?:\+|or more)\s*${CHARACTERS}`,
      'i',
    ).exec(part);
    const max = new RegExp(
      String.raw`\b${AT_MOST}\s+(\d+)|(\d+)\s*${CHARACTERS}\s*(?:max(?:imum)?|or (?:less|fewer))`,
      'i',
    ).exec(part);
    if (min || max)
      return lengthOf(min ? Number(min[1] ?? min[2]) : null, max ? Number(max[1] ?? max[2]) : null);
  }
  return null;
}

function lengthOf(min: number | null, max: number | null): FormInput['length'] {
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

/**
 * 'termsCheckbox must be checked', 'only if termsCheckbox is checked', 'agreeBox (required)': a
 * box to tick, with the prompt's own words for the visitor when it is not ('otherwise show
 * "Please accept the terms"'). Null when the prompt sets no such rule.
 */
export function tickRule(
  prompt: string,
  input: SiteElement,
  ids: string[],
): { refusal: string | null } | null {
  const said = new RegExp(
    String.raw`\b(?:must|has to|needs? to|should)\s+(?:be\s+)?(?:checked|ticked|selected|accepted)\b|\brequired\b`,
    'i',
  );
  const onlyIf = new RegExp(
    String.raw`\b(?:only if|unless|until)\s+(?:the\s+)?${escapeRegExp(input.id)}\s+is\s+(?:checked|ticked)\b`,
    'i',
  ).exec(prompt);
  const part = onlyIf
    ? (prompt.slice(onlyIf.index).split(/[.!?](?:\s|$)/)[0] ?? '')
    : // 'the plus-one name is required only when the checkbox is ticked' asks for the name.
      saidAbout(prompt, input, ids).find((p) => said.test(p) && !REQUIRED_WHEN.test(p));
  if (part === undefined) return null;
  // 'otherwise show "…"', '(must be checked: "You must agree to the garden rules")'.
  const refusal =
    /\botherwise,?\s+(?:show|say|display)s?\s+(?:the message\s+)?["“]([^"”]{1,120})["”]/i.exec(
      part,
    ) ??
    /\b(?:checked|ticked|selected|accepted|required)\s*[:—–-]\s*["“]([^"”]{1,120})["”]/i.exec(part);
  return { refusal: refusal?.[1] ?? null };
}

/**
 * 'birthday … must be in the past' → 'past'; 'past dates must not be bookable', 'a future date'
 * → 'future' (from today on), from the clause naming the input or its field, or one about
 * dates in general.
 */
/** 'must be at least 3 days from today', '2 days in advance': the first day allowed, from today. */
export function daysAhead(prompt: string, input: SiteElement, ids: string[]): number | null {
  for (const part of saidAbout(prompt, input, ids)) {
    const said =
      /\bat least\s+(\d{1,3}|two|three|four|five|seven|ten|fourteen)\s+days?\s+(?:from (?:today|now)|ahead|in advance|away|out)\b/i.exec(
        part,
      ) ?? /\b(\d{1,3})\s+days?\s+(?:in advance|ahead)\b/i.exec(part);
    const n = said ? (WORD_NUMBERS[said[1]?.toLowerCase() ?? ''] ?? Number(said[1])) : 0;
    if (n >= 1) return n;
  }
  return null;
}

const WORD_NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  ten: 10,
  fourteen: 14,
};

export function dayBound(
  prompt: string,
  input: SiteElement,
  field: SiteField | null,
  ids: string[],
): FormInput['dayBound'] {
  if (daysAhead(prompt, input, ids)) return 'tomorrow';
  // "birthDateInput (date picker, can't be in the future)": today at the latest.
  const notFuture =
    /\b(?:not|never|can'?t|cannot|mustn'?t|no)\b[^.;]{0,20}\bfuture\b|\bfuture dates?\b[^.;]{0,30}\b(?:not|never|can'?t|cannot)\b/i;
  if (saidAbout(prompt, input, ids).some((part) => notFuture.test(part))) return 'today';
  // This input by its id or in words ('the appointment', 'event date'), not one word of it: 'events
  // in the past' about a list is no rule for the event date of a form.
  const phrases = [input.id, words(field?.key ?? '').join(' '), keyWords(input.id).join(' ')]
    .filter((p) => p !== '' && p !== 'date')
    .map((p) => new RegExp(`\\b${p.replace(/ /g, '\\s+')}\\b`, 'i'));
  const namesElement = (clause: string) => ids.some((id) => new RegExp(`\\b${id}\\b`).test(clause));
  for (const written of clausesOf(prompt)) {
    const clause = written.toLowerCase();
    const mine = phrases.some((p) => p.test(written));
    // 'Past dates must not be bookable', '… date must be in the future', 'No bookings on Sundays
    // or in the past': about every date input, unless it names an element.
    // ('can't be a past date' is about one thing, named in the clause; 'Date of birth can't be in
    // the future' about the birth date.)
    const general =
      /\b(?:past|future) dates\b|\bno past dates?\b|^\s*(?:the )?(?:date|day)\b(?!\s+of\b)[^.]{0,30}\b(?:past|future|tomorrow)\b|\bno (?:bookings?|appointments?|reservations?|orders?|pickups?|deliveries)\b[^.]{0,30}\bin the past\b/.test(
        clause,
      ) && !namesElement(written);
    if (!mine && !general) continue;
    // 'at least tomorrow', 'from tomorrow on', 'no same-day bookings': not today either.
    if (
      /\b(?:at least|from|starting|earliest)\s+tomorrow\b|\btomorrow or later\b|\bno same[- ]day\b|\bnot today\b/.test(
        clause,
      )
    )
      return 'tomorrow';
    if (
      !notFuture.test(clause) &&
      /\bpast dates?\b[^.]{0,30}\b(?:not|never|can't|cannot)\b|\b(?:not|never|can't|cannot)\b[^.]{0,20}\bpast\b|\bno past\b|\bno\s[^.]{0,40}\bin the past\b|\bfuture\b|\bfrom today\b|\btoday or later\b/.test(
        clause,
      )
    )
      return 'future';
    if (notFuture.test(clause)) return 'today';
    if (/\bin the past\b|\bbefore today\b|\bpast dates? only\b/.test(clause)) return 'past';
  }
  return null;
}

/** Choices are written from Monday, as timetables are. */
const CHOICE_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 'Monday to Sunday', 'Mon–Fri': the weekdays from one to the other. */
function weekdayRange(text: string): string[] | null {
  const day = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*';
  const said = new RegExp(
    String.raw`^[^.;]{0,40}?\b${day}\s*(?:to|through|until|-|–)\s*${day}\b`,
    'i',
  ).exec(text);
  if (!said) return null;
  const at = (short = '') =>
    CHOICE_DAYS.findIndex((d) => d.toLowerCase().startsWith(short.toLowerCase()));
  const [from, to] = [at(said[1]), at(said[2])];
  return from >= 0 && to > from ? CHOICE_DAYS.slice(from, to + 1) : null;
}

/**
 * The choices the prompt lists for a dropdown, radio or checkbox group: 'sizeDropdown with options
 * Small, Medium, Large', 'planDropdown (Basic/Pro)'. Null when it lists none.
 */
export function listedChoices(prompt: string, elementId: string, ids: string[]): string[] | null {
  const id = escapeRegExp(elementId);
  const others = ids.filter((i) => i !== elementId).map(escapeRegExp);
  // 'category dropdown: Noise, Vandalism' names categoryDropdown in words.
  const parts = words(elementId);
  const spelled = parts.length > 1 ? new RegExp(String.raw`\b${parts.join('\\s+')}\b`, 'i') : null;
  for (const sentence of wholeSentencesOf(prompt)) {
    const named = new RegExp(String.raw`\b${id}\b`).exec(sentence) ?? spelled?.exec(sentence);
    if (!named) continue;
    let rest = sentence.slice(named.index + named[0].length);
    const next =
      others.length > 0 ? new RegExp(String.raw`\b(?:${others.join('|')})\b`).exec(rest) : null;
    if (next) rest = rest.slice(0, next.index);
    // 'lets people pick Monday to Sunday': each weekday of the range, in order.
    const days = weekdayRange(rest);
    if (days) return days;
    // '(1 to 4 guests)', 'options 1-10': each whole number of the range.
    const range =
      /^[`'"]?\s*\((\d{1,3})\s*(?:to|-|–)\s*(\d{1,3})\b[^(),/]*\)|\b(?:options?|choices?|values?|from)\s*(?:are|of|:|=)?\s*(\d{1,3})\s*(?:to|-|–)\s*(\d{1,3})\b/i.exec(
        rest,
      );
    const [low, high] = [Number(range?.[1] ?? range?.[3]), Number(range?.[2] ?? range?.[4])];
    if (range && high > low && high - low < 20)
      return Array.from({ length: high - low + 1 }, (_, i) => String(low + i));
    const listed =
      // Not 'options from Teams collection, by name A-Z': a source of choices.
      /\b(?:options?|choices?|values?)\b\s*(?:are|of|:|=)?\s*(?![\s:]*(?:come\s+|loaded\s+|taken\s+)?from\b)([^;()]+)/i.exec(
        rest,
      )?.[1] ??
      // '(Small, Medium, Large)', not '(from Products, showing name and price)': a source.
      // 'categoryDropdown filters the category (Hair, Nails, Skin)', '#typeFilter dropdown (…)' too.
      /^[`'"]?\s*(?:(?:dropdown|radio(?:\s+buttons?)?|select|menu|picker)\s*)?(?:filters?\s+(?:by\s+)?(?:the\s+)?(?:\w+\s+)?\w+\s*)?\(((?![^()]*\b(?:from|showing|shows|listing|lists|loaded|sorted)\b)[^()]*[/,][^()]*)\)/i.exec(
        rest,
      )?.[1] ??
      dashedChoices(rest);
    if (!listed) continue;
    const values = listed
      .replace(/\.$/, '')
      // '(dropdown Morning/Afternoon/Evening)': the control's word is no choice.
      .replace(/^\s*(?:dropdown|radio(?:\s+buttons?)?|select|menu|picker)\b\s*:?\s*/i, '')
      .split(
        // '(Any, 1, 2, 3, 4+ — 4+ means 4 or more)': an explanation after a dash is no choice.
        // Lower case only: 'In Progress' and 'For Sale' are choices.
        /,?\s+(?:and\s+)?(?:which|that|to|filters?|shows?|saves?|sorts?|when|where|so|for|in|meaning|means|i\.e\.)(?![\w.])|\s+[—–]\s+/,
      )[0]
      // 'Basic/Pro', 'Low / Normal / Urgent, default Normal'; not 'Small $25/wk, Medium $35/wk':
      // beside commas, a slash without spaces is in a choice.
      ?.split(
        listed.includes(',')
          ? /\s*(?:,|\s\/\s|\bor\b|\band\b)\s*/
          : /\s*(?:,|\/|\bor\b|\band\b)\s*/,
      )
      // 'Parking: show the ones that have them' leaves 'Parking:' before its explanation.
      .map((v) =>
        v
          .trim()
          .replace(/[:;]+$/, '')
          // '(checkbox group: Nuts, Dairy)': the element's kind before its first choice.
          .replace(/^(?:checkbox group|checkboxes|dropdown|radio(?: group| buttons)?)\s*:\s*/i, '')
          // '"Crafts" filtering on category': a quoted choice ends at its closing quote.
          .replace(QUOTED_HEAD, '$1$2$3')
          .replace(/^["“'‘]|["”'’]$/g, ''),
      )
      .filter((v) => v !== '');
    if (
      values &&
      values.length >= 2 &&
      values.length <= 20 &&
      values.every((v) => v.length <= 40 && v.split(/\s+/).length <= 4)
    )
      return values;
  }
  return null;
}

const QUOTED_HEAD = new RegExp(
  String.raw`^(?:"([^"]*)"|“([^”]*)”|['‘](${IN_SINGLE_QUOTES}*)['’])(?=\s).*$`,
);

/**
 * '(`instrumentDropdown` - Guitar, Piano, Violin)', '`slotDropdown` with 15:00, 16:00, 17:00':
 * choices after a dash or 'with', not rules ('- required, valid email').
 */
function dashedChoices(rest: string): string | undefined {
  const listed =
    /^[`'"\s]*(?:[-–—:]|\bwith\b)\s*((?:[^,;()]+,)+[^,;()]+)/i.exec(rest)?.[1] ??
    // 'timeDropdown has 09:00, 11:00': values, written as values are (a digit or a capital).
    /^[`'"\s]*(?:has|have|offers?)\s+(?=["'“]?[\dA-Z])((?:[^,;()]+,)+[^,;()]+)/.exec(rest)?.[1];
  return listed &&
    !/\b(?:required|optional|valid|default|must|should|from|sorted|showing|loaded)\b/i.test(listed)
    ? listed
    : undefined;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY = String.raw`(?:(?:sun|mon|tues|wednes|thurs|fri|satur)days?|weekends?)`;

/**
 * Days of the week a date may not be, 0 for Sunday: 'we're closed on Sundays', 'no bookings on
 * weekends', 'weekdays only', 'Monday to Friday'. About every date a form takes: a business's
 * opening days are not one input's.
 */
export function closedDays(prompt: string): number[] | null {
  for (const sentence of sentencesOf(prompt.toLowerCase())) {
    if (
      /\b(?:weekdays? only|only (?:on )?weekdays|monday\s*(?:to|through|-|–)\s*friday)\b/.test(
        sentence,
      )
    )
      return [0, 6];
    const listed = new RegExp(
      String.raw`\b(?:closed|shut|not open|don'?t open|no \w+ on|not on|never on|(?:can'?t|cannot|must not|mustn'?t|may not|should not|shouldn'?t) be\b[^.;]{0,30}?\bon)\s+(?:on\s+)?(?:an?\s+)?(${DAY}(?:\s*(?:,|and|or|&)\s*${DAY})*)`,
    ).exec(sentence)?.[1];
    if (!listed) continue;
    const days = WEEKDAYS.flatMap((day, i) =>
      new RegExp(String.raw`\b${day.slice(0, 3)}`).test(listed) ||
      (/weekend/.test(listed) && (i === 0 || i === 6))
        ? [i]
        : [],
    );
    if (days.length > 0 && days.length < 7) return days;
  }
  return null;
}

/** 'Sunday', 'Saturday or Sunday': the days a date may not be, in words. */
export function closedDaysWords(days: number[]): string {
  const names = days.map((d) => (WEEKDAYS[d] ?? '').replace(/^./, (c) => c.toUpperCase()));
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
    : (names[0] ?? '');
}

const REQUIRED_WHEN =
  /\brequired\s+only\s+(?:when|if)\s+(?:the\s+)?#?(\w+)\s+(?:box\s+)?(?:is\s+)?(?:checked|ticked|on|selected)\b/i;

/**
 * 'the plus-one name is required only when the checkbox is ticked': the checkbox (named, or the
 * form's only one) that makes the input asked for; null when the prompt says no such thing.
 */
export function requiredWhen(
  prompt: string,
  input: SiteElement,
  checkboxes: SiteElement[],
): string | null {
  const own = keyWords(input.id);
  for (const sentence of prompt.split(/(?<=[.!?;])\s+/)) {
    const said = REQUIRED_WHEN.exec(sentence);
    if (!said) continue;
    const before = keyWords(sentence.slice(0, said.index));
    if (!sentence.includes(input.id) && !own.every((w) => before.includes(w))) continue;
    const named = checkboxes.find((c) => c.id === said[1]);
    if (named) return named.id;
    if (/^(?:checkbox|box)$/i.test(said[1] ?? '') && checkboxes.length === 1)
      return checkboxes[0]?.id ?? null;
  }
  return null;
}
