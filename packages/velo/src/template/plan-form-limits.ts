import type { SiteCollection, SiteField } from '../structure';
import { anyQuotedTexts, sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import {
  hasWord,
  humanize,
  itemsLabel,
  keyWords,
  singular,
  singularLabel,
  wordScore,
} from './naming';
import { SUMMED_BY, dailyCap, perDay } from './plan-daily-limits';

/**
 * Checked on saving by counting the items with the same values (all items when `fields` is
 * empty), or by adding up `sum` over all items with the new one's; `message` tells the visitor.
 */
export interface FormLimit {
  fields: SiteField[];
  max: number;
  message: string;
  sum: SiteField | null;
  /** `fields` is the id of the member who sent it, set by the web method: a limit per member. */
  perMember?: true;
  /** Only the items saved since midnight count ('max 5 logs per member per day'). */
  perDay?: true;
}

/**
 * How many items a form may save with the same values, as the prompt says: one per email ('Don't
 * allow the same email twice') or a capacity ('At most 3 reservations per date and time slot').
 * The web method counts the items already there before it saves.
 */
export function formLimit(
  prompt: string,
  collection: SiteCollection | null,
  filled: SiteField[],
): FormLimit | null {
  if (!collection) return null;
  const unique = uniqueField(prompt, filled);
  if (unique)
    return perDay(
      prompt,
      {
        fields: [unique],
        max: 1,
        message:
          quotedRefusal(prompt, /\b(?:already|taken|unique|exists)\b/i) ?? duplicateMessage(unique),
        sum: null,
      },
      filled,
    );
  const cap = dailyCap(prompt, filled);
  return perDay(
    prompt,
    sameValues(prompt, filled) ??
      capacity(prompt, collection, filled) ??
      total(prompt, collection, filled) ??
      (cap && { ...cap, message: quotedRefusal(prompt, FULL) ?? cap.message }),
    filled,
  );
}

const A_MEMBER = String.raw`(?:logged[- ]in\s+)?(?:members?|persons?|people|users?|accounts?|customers?|students?|players?|participants?|applicants?|parents?|famil(?:y|ies))`;

/**
 * How many items one member may save, as the prompt says: 'One application per member', 'max 3
 * entries per user', 'each member can only apply once', 'members can't vote twice'. Counted by
 * the field naming the member who sent it (`key`), which the web method sets from the session.
 */
export function memberLimit(prompt: string, key: SiteField): FormLimit | null {
  const per = String.raw`(?:[a-z-]+\s+){0,2}?(?:per|for each|each)\s+${A_MEMBER}\b`;
  const max =
    new RegExp(String.raw`\b(?:one|1|a single|only one)\s+${per}`, 'i').test(prompt) ||
    new RegExp(String.raw`\bonly\s+once\s+(?:per|for each|each)\s+${A_MEMBER}\b`, 'i').test(
      prompt,
    ) ||
    new RegExp(
      String.raw`\b(?:each|every|a|the|one)?\s*${A_MEMBER}\s+(?:can|may)\s+only\s+(?:[a-z]+\s+){1,4}?(?:once|one time)\b|\b${A_MEMBER}\s+(?:can'?t|cannot|can not|may not|must not|shouldn'?t)\s+(?:[a-z]+\s+){1,4}?twice\b`,
      'i',
    ).test(prompt)
      ? 1
      : Number(
          (new RegExp(
            String.raw`\b(?:at most|max(?:imum)?(?: of)?|up to|no more than|only)\s+(\d{1,3})\s+${per}`,
            'i',
          ).exec(prompt) ??
            // 'each member can submit at most 3 entries'
            new RegExp(
              String.raw`\b(?:each|every|a|one)\s+${A_MEMBER}\s+(?:can|may)\s+(?:only\s+)?[a-z]+\s+(?:at most|up to|no more than|a maximum of|max(?:imum)?)\s+(\d{1,3})\b`,
              'i',
            ).exec(prompt))?.[1] ?? 0,
        );
  if (max < 1) return null;
  return {
    fields: [key],
    perMember: true,
    max,
    message:
      quotedRefusal(prompt, /\b(?:already|once|twice|limit|only)\b/i) ??
      (max === 1 ? 'You have already sent one.' : `You can send at most ${max}.`),
    sum: null,
  };
}

/** 'Each email only once', 'At most 3 reservations per date and slot'. */
export function limitWords(limit: FormLimit, collectionName: string): string {
  const fields = limit.fields.map((f) => humanize(f.key).toLowerCase());
  // 'room, date and start time'.
  const listed =
    fields.length > 2
      ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`
      : fields.join(' and ');
  const day = limit.perDay ? ' a day' : '';
  if (limit.perMember)
    return limit.max === 1
      ? `One ${singularLabel(collectionName)} per member${day}`
      : `At most ${limit.max} ${itemsLabel(collectionName)} per member${day}`;
  if (limit.sum)
    return `At most ${limit.max} ${humanize(limit.sum.key).toLowerCase()} ${fields.length > 0 ? `per ${fields.join(' and ')}` : 'in all'}`;
  if (fields.length === 0)
    return `At most ${limit.max} ${itemsLabel(collectionName)} ${day ? day.trim() : 'in all'}`;
  return limit.max === 1
    ? `Each ${listed} only once${day}`
    : `At most ${limit.max} ${itemsLabel(collectionName)} per ${listed}${day}`;
}

/** 'full', 'sold out', 'no more seats': a sentence about a limit on how many may join. */
export const FULL =
  /\b(?:full|fully booked|booked up|sold out|capacity|no (?:more )?(?:room|space|seats?|spots?|places?))\b/i;

/**
 * 'At most 3 reservations per date and time slot', 'max 20 signups per class', '3 per slot': the
 * fields after 'per' that the form fills.
 */
function capacity(
  prompt: string,
  collection: SiteCollection,
  filled: SiteField[],
): FormLimit | null {
  const saids = [
    ...prompt.matchAll(
      /\b(?:at most|max(?:imum)?(?: of)?|up to|no more than|only|limit(?:ed)? to)\s+(\d{1,4}|one)\s+(?:[a-z-]+\s+){0,2}?(?:per|for each|each)\s+([a-z][a-z ]{0,60})/gi,
    ),
    ...prompt.matchAll(/\b(\d{1,4})\s+(?:[a-z-]+\s+){0,2}?per\s+([a-z][a-z ]{0,60})/gi),
    // 'Reject the booking if there are already 10 reservations for the same date and time'.
    ...prompt.matchAll(
      /\balready\s+(\d{1,4})\s+(?:[a-z-]+\s+){0,2}?(?:for|on|at|in)\s+(?:the\s+)?same\s+([a-z][a-z ]{0,60})/gi,
    ),
  ];
  for (const said of saids) {
    const counted = said[0].slice(0, said[0].search(/\s(?:per|for each|each|for|on|at|in)\s/i));
    // '10 guests per slot' adds up a field: not a count of items.
    if (fieldsNamedIn(counted, collection).some((f) => f.type === 'number')) return null;
    // '6 tables per time slot, so if there are already 6 reservations for that date and slot':
    // the sentence's other groupings count too.
    const sentence = sentencesOf(prompt).find((s) => s.includes(said[0])) ?? '';
    const fields = [
      ...new Set([
        ...fieldsNamedIn(said[2] ?? '', { ...collection, fields: filled }),
        ...groupingFields(sentence, filled),
      ]),
    ];
    const [first] = fields;
    const max = said[1]?.toLowerCase() === 'one' ? 1 : Number(said[1]);
    // '12 per page' names no field the form fills.
    if (!first || max < 1) continue;
    return {
      fields,
      max,
      message:
        quotedRefusal(prompt, FULL) ??
        // A date and its slot: the slot is what is full.
        `Sorry, this ${humanize((fields.find((f) => hasWord(f.key, ['slot'])) ?? first).key).toLowerCase()} is full. Please choose another.`,
      sum: null,
    };
  }
  return null;
}

/**
 * The quote of a sentence about a refusal: being full ('show "Sorry, we are full" instead'), or
 * a value already there ('if it is, show "You're already subscribed!"').
 */
function quotedRefusal(prompt: string, about: RegExp): string | undefined {
  // A quote with the words itself ('"Sorry, that slot is taken. Please pick another time."',
  // whose full stop would cut its sentence), else the first quote of a sentence with them.
  return (
    anyQuotedTexts(prompt).find((q) => about.test(q)) ??
    sentencesOf(prompt)
      .filter((s) => about.test(s))
      .flatMap((s) => anyQuotedTexts(s))[0]
  );
}

/**
 * A cap on the whole collection: 'Don't accept more RSVPs once we have 200 guests in total' adds
 * up the guests field the form fills, with the new item's; 'at most 100 signups in total' counts
 * the items.
 */
function total(prompt: string, collection: SiteCollection, filled: SiteField[]): FormLimit | null {
  // Only in a sentence that refuses: 'once we have 12 products' alone is not a cap.
  const refusing = sentencesOf(prompt)
    .filter((s) => FULL.test(s) || /\b(?:don'?t|do not|stop|no more|refuse|close)\b/i.test(s))
    .join(' ');
  const said =
    /\b(?:once|when|after)\s+(?:we\s+(?:have|reach|hit|get)|there\s+are)\s+(\d{1,6})\s+([a-z]+)/i.exec(
      refusing,
    ) ??
    /\b(?:at most|max(?:imum)?(?: of)?|up to|no more than|limit(?:ed)? to|only)\s+(\d{1,6})\s+([a-z]+)\s+(?:in total|in all|altogether|total)\b/i.exec(
      prompt,
    );
  const max = Number(said?.[1] ?? 0);
  if (!said || max < 1) return null;
  const numbers = { ...collection, fields: filled.filter((f) => f.type === 'number') };
  const sentence = sentencesOf(prompt).find((s) => s.includes(said[0])) ?? '';
  // '40 guests': the number field they name ('so sum partySize'), else one they mean (party).
  const summedBy = SUMMED_BY.exec(sentence)?.[1];
  const summed =
    fieldsNamedIn(said[2] ?? '', numbers)[0] ??
    (summedBy ? fieldsNamedIn(summedBy, numbers)[0] : undefined) ??
    numbers.fields.find((f) => wordScore(keyWords(said[2] ?? ''), keyWords(f.key)) > 0);
  // 'each time slot takes at most 40 guests in total per date, so sum partySize … for that date
  // and slot': the total of each date and slot, not of every reservation ever made.
  const grouped = summed ? groupingFields(sentence, filled) : [];
  return {
    fields: grouped,
    max,
    message: quotedRefusal(prompt, FULL) ?? 'Sorry, we are full.',
    sum: summed ?? null,
  };
}

/** The filled fields a sentence counts per: 'per date', 'each time slot', 'for that date and slot'. */
function groupingFields(sentence: string, filled: SiteField[]): SiteField[] {
  const values = { name: '', fields: filled.filter((f) => f.type !== 'number') };
  const found: SiteField[] = [];
  for (const m of sentence.matchAll(
    /\b(?:per|each|for\s+(?:that|the\s+same|each|the\s+chosen))\s+([a-z][a-z ]{0,40}?)(?=[,.;'"“]|\s+(?:so|takes?|and\s+refuse|if|when|is|has|must|can|show|shows|say|says|display|displays|then|otherwise)\b|$)/gi,
  ))
    for (const field of [
      ...fieldsNamedIn(m[1] ?? '', values, true),
      ...timeSaid(m[1] ?? '', values.fields),
    ])
      if (!found.includes(field)) found.push(field);
  // 'A slot can hold at most 40 guests': each slot's own; a time slot is one of its day.
  const holder =
    /\b(?:a|an|each|every|one)\s+([a-z][a-z ]{0,20}?)\s+(?:can\s+)?(?:holds?|takes?|seats?|fits?|allows?)\b/i.exec(
      sentence,
    )?.[1];
  for (const field of holder ? fieldsNamedIn(holder, values, true) : [])
    if (!found.includes(field)) found.push(field);
  const day = values.fields.find((f) => f.type === 'date');
  if (day && !found.includes(day) && found.some((f) => hasWord(f.key, ['slot', 'time'])))
    found.push(day);
  return found;
}

/** 'the same date and time' beside a timeSlot field: the slot, whatever its name's last word. */
function timeSaid(text: string, fields: SiteField[]): SiteField[] {
  if (!/\b(?:time|slot)s?\b/i.test(text)) return [];
  return fields.filter((f) => f.type !== 'date' && hasWord(f.key, ['time', 'slot']));
}

/**
 * 'Refuse if the same doctor already has an appointment at that date and slot': one item per
 * doctor, date and slot.
 */
function sameValues(prompt: string, filled: SiteField[]): FormLimit | null {
  const said =
    /\bsame\s+([a-z][a-z ]{0,30}?)\s+(?:already\s+)?(?:has|have|is|are)\s+(?:already\s+)?(?:an?\s+|been\s+)?[a-z]+\s+(?:at|on|for|in)\s+(?:that|the\s+same|this)\s+([a-z][a-z ,]{0,60}?)(?=[.;]|$)/i.exec(
      prompt,
    ) ??
    // 'the same instrument can't be booked twice at the same date and time slot', 'A teacher
    // can't be booked twice for the same date and slot'
    /\b(?:same|a|an|each|one)\s+([a-z][a-z ]{0,30}?)\s+(?:can'?t|cannot|can not|may not|must not|shouldn'?t)\s+be\s+[a-z]+\s+(?:twice|again|more than once)\s+(?:at|on|for|in)\s+(?:that|the\s+same|this)\s+([a-z][a-z ,]{0,60}?)(?=[.;:\-–—]|$)/i.exec(
      prompt,
    ) ??
    // "I don't want two bookings on the same date and same time"
    /\b(?:no|don'?t want|do not want|never|not allow|don'?t allow)\s+(?:any\s+)?two\s+()[a-z]+\s+(?:on|at|for|with)\s+(?:the\s+)?same\s+([a-z][a-z ]{0,40}?)(?=[.;!,]|$)/i.exec(
      prompt,
    ) ??
    // 'Same room/date/time can only be booked once'
    /\bsame\s+()([a-z][a-z /,]{0,60}?)\s+(?:can|may)\s+only\s+be\s+[a-z]+\s+once\b/i.exec(prompt) ??
    // 'a slot can only be booked once per date'
    /\b(?:a|an|the|each|every|one)\s+([a-z][a-z ]{0,30}?)\s+(?:can|may)\s+only\s+be\s+[a-z]+\s+once\s+(?:per|for each|on each|on the same|a)\s+([a-z][a-z ]{0,30}?)(?=[.;:,]|$)/i.exec(
      prompt,
    ) ??
    // 'check that no other booking exists for the same room + date + time slot'
    /\bno\s+(?:other\s+|existing\s+)?()[a-z]+\s+(?:already\s+)?exists?\s+(?:for|with|at|on)\s+(?:that|the\s+same|this|the\s+chosen)\s+([a-z][a-z +/,&]{0,60}?)(?=[.;:,]|$)/i.exec(
      prompt,
    ) ??
    // 'dont allow double booking same dentist same date+time', 'no double bookings for the same
    // room and date'
    /\b(?:(?:don'?t|do not|not)\s+allow|no|prevent|avoid|block)\s+(?:any\s+)?double[- ]?book(?:ing|ings|ed)?\b[^.;]*?\bsame\s+()([a-z][a-z +/,&]{0,60}?)(?=[.;]|$)/i.exec(
      prompt,
    ) ??
    // 'check that DeskBookings has no existing booking for that desk on that date'
    /\bno\s+(?:existing\s+|other\s+)?[a-z]+\s+(?:for|with|at|on)\s+(?:that|the\s+same|this|the\s+chosen)\s+([a-z][a-z ]{0,30}?)\s+(?:on|at|for|in|and)\s+(?:that|the\s+same|this|the\s+chosen)\s+([a-z][a-z ]{0,30}?)(?=[.;,]|$)/i.exec(
      prompt,
    );
  if (!said) return null;
  const values = { name: '', fields: filled };
  // 'on the same day': the form's one date field, whatever its name ('bookingDate').
  const days = filled.filter((f) => f.type === 'date');
  const named = (words: string) => [
    ...fieldsNamedIn(words, values, true),
    ...(/\bday\b/i.test(words) && days.length === 1 ? days : []),
  ];
  const fields = [
    ...new Set([
      ...named(said[1] ?? ''),
      ...named((said[2] ?? '').replace(/[/+&]|\bsame\b/g, ' and ')),
    ]),
  ];
  // 'the same room at overlapping times': a time of day is on the booking's day, not every day.
  const [day] = days;
  if (fields.some((f) => f.type === 'time') && days.length === 1 && day && !fields.includes(day))
    fields.splice(
      fields.findIndex((f) => f.type === 'time'),
      0,
      day,
    );
  const last = fields.at(-1);
  if (fields.length < 2 || !last) return null;
  return {
    fields,
    max: 1,
    message:
      quotedRefusal(prompt, /\b(?:already|taken|booked)\b/i) ??
      `Sorry, this ${humanize(last.key).toLowerCase()} is already taken. Please choose another.`,
    sum: null,
  };
}

const IDENTIFYING = [
  'email',
  'mail',
  'phone',
  'username',
  'handle',
  'code',
  'slug',
  'sku',
  'number',
];

/**
 * The field the prompt says no two items share: "don't allow the same email twice", 'only if the
 * email is not already there', 'unique email', 'one signup per email', 'no duplicate emails'.
 */
export function uniqueField(prompt: string, fields: SiteField[]): SiteField | null {
  const p = prompt.toLowerCase();
  const said = [
    /\b(?:don'?t|do not|never|doesn'?t|does not)\s+(?:allow|accept|let)\s+(?:\w+\s+)?(?:the\s+)?same\s+([a-z]+(?:\s[a-z]+)?)\s+twice\b/,
    /\b(?:if|when|unless|only if)\s+(?:the|that|this|their)\s+([a-z]+(?:\s[a-z]+)?)\s+(?:is|was)\s+(?:not\s+)?already\b/,
    /\bunique\s+([a-z]+(?:\s[a-z]+)?)/,
    /\b([a-z]+(?:\s[a-z]+)?)\s+(?:must|should|has to)\s+be\s+unique\b/,
    /\bone\s+(?:signup|sign-up|entry|registration|subscription|rsvp|account|application|submission|vote|booking|reservation|order|request|nomination|claim)\s+per\s+([a-z]+(?:\s[a-z]+)?)/,
    // 'email must be valid and not already subscribed', 'their email isn't already registered'
    /\b([a-z]+)\s+(?:must|should|has to)\s+(?:be\s+[a-z]+\s+and\s+)?(?:be\s+)?not\s+(?:be\s+)?already\s+(?:subscribed|registered|used|signed up|taken|in use|on the list)\b/,
    // 'no duplicate emails', 'dont allow duplicate emails', 'prevent duplicate emails'
    /\b(?:no|don'?t\s+allow|do\s+not\s+allow|disallow|prevent|block|refuse|reject)\s+duplicate\s+([a-z]+(?:\s[a-z]+)?)/,
    /\b(?:check|checks|make sure|makes sure|ensure|ensures|verify|verifies)\s+(?:that\s+)?(?:the|their|this)\s+([a-z]+(?:\s[a-z]+)?)\s+(?:isn'?t|is not|wasn'?t|was not)\s+already\b/,
    // 'if an RSVP with that email already exists, show …'
    /\b(?:if|when)\s+(?:an?|the|one)\s+[a-z]+\s+with\s+(?:that|the same|this|their)\s+([a-z]+)\s+already\s+exists\b/,
  ];
  for (const [index, pattern] of said.entries()) {
    const found = pattern.exec(p);
    const phrase = found?.[1];
    if (!found || !phrase) continue;
    const named = keyWords(phrase).map(singular);
    // Only a value that names someone or something once: an email, a username, a code; any
    // field the prompt calls unique outright ('team names must be unique') or counts one item
    // per ('Only one application per plate'), unless more fields follow ('per date and slot').
    const outright =
      index === 2 ||
      index === 3 ||
      (index === 4 &&
        !/\b(?:and|or)$/.test(phrase) &&
        !/^\s*(?:and|,|\+|&|\/)/.test(p.slice(found.index + found[0].length)));
    // A key of role words alone ('text') names nothing: it would match any phrase.
    const field = fields.find(
      (f) =>
        ['text', 'number'].includes(f.type) &&
        keyWords(f.key).length > 0 &&
        keyWords(f.key).every((w) => named.includes(w)) &&
        (outright || hasWord(f.key, IDENTIFYING)),
    );
    if (field) return field;
  }
  return null;
}

/** What a visitor is told when the form's unique value is taken: 'This email is already registered.' */
export function duplicateMessage(field: SiteField): string {
  return `This ${humanize(field.key).toLowerCase()} is already registered.`;
}
