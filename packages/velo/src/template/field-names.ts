import type { SiteCollection, SiteField } from '../structure';
import { sentencesOf } from './keywords';
import { keyWords, words } from './naming';

/** Which of a collection's fields a piece of the prompt names, and in what order. */

/** The fields a clause gives an element: '<field> in <id>', '<id> shows the <field>'. */
export function fieldsSaidFor(prompt: string, id: string, collection: SiteCollection): SiteField[] {
  return sentencesOf(prompt).flatMap((sentence) => {
    const at = new RegExp(String.raw`\b${id}\b`).exec(sentence)?.index;
    if (at === undefined) return [];
    // ('the instrument in #instText': the '#' is the id's.)
    const before =
      sentence
        .slice(0, at)
        .replace(/#$/, '')
        .split(/[,;:(]|\band\b/)
        .pop() ?? '';
    const after = sentence.slice(at + id.length).split(/[,;.(]|\band\b|\bwhile\b/)[0] ?? '';
    return [
      ...(/\b(?:in|into|on)\s+(?:the\s+)?$/i.test(before)
        ? fieldsNamedIn(before, collection).slice(-1)
        : []),
      // Not '#wallDate — never the name or email', what the list keeps back.
      ...(/^\s*(?:shows?|displays?|holds?|has|with|for|gets?|=|—|-)\s/i.test(after) &&
      !/\b(?:never|not|no|without|except)\b/i.test(after)
        ? fieldsNamedIn(after, collection).slice(0, 1)
        : []),
    ];
  });
}

/**
 * The field a clause right after `id` names and nothing else: '#kayakPrice shows the daily rate
 * like "…"', '#guideRate shows guideFee'. Not an item ('show a random quote'), nor a field among
 * other words ('shows how many …'). So does a bracket after it: '#wallText (the request)'.
 */
export function fieldShownBy(
  prompt: string,
  id: string,
  collection: SiteCollection,
): SiteField | null {
  for (const sentence of sentencesOf(prompt)) {
    const at = new RegExp(String.raw`\b${id}\b`).exec(sentence);
    if (!at) continue;
    const rest = sentence.slice(at.index + id.length);
    const clause =
      /^\s*(?:shows?|displays?|=|:)\s+(?:the\s+|its\s+|their\s+)?([\w ]{1,40}?)\s*(?:$|[,.;(:"“']|\b(?:like|e\.g|as|in|from|and)\b)/i.exec(
        rest,
      )?.[1] ??
      // '#wallText (the request)', '#appName (fullName)'.
      /^\s*\(\s*(?:the\s+|its\s+|their\s+)?([\w ]{1,40}?)\s*\)/i.exec(rest)?.[1] ??
      '';
    const [field] = fieldsNamedIn(clause, collection);
    if (field && words(clause).length === words(field.key).length) return field;
  }
  return null;
}

/**
 * The fields a prompt names ('price', 'order number'), in the order it names them. A list in
 * brackets naming two or more ('shows the messages (name, message)') gives the order first: the
 * collection's own name before it ('messages') is not its field.
 */
export function fieldsInPromptOrder(prompt: string, collection: SiteCollection): SiteField[] {
  const listed = [...prompt.matchAll(/\(([^()]{3,200})\)/g)]
    .map((m) => fieldsNamedIn(m[1] ?? '', collection))
    .find((fields) => fields.length >= 2);
  const all = fieldsNamedIn(prompt, collection);
  return listed ? [...listed, ...all.filter((f) => !listed.includes(f))] : all;
}

/**
 * Fields the text names, in the order it names them, by their key's words ('event date' or
 * 'eventDate'). With `byLastWord`, also by the last word of a longer key that no other field
 * ends in ('Name' for fullName), as a table's column headings name them.
 */
export function fieldsNamedIn(
  text: string,
  collection: SiteCollection,
  byLastWord = false,
): SiteField[] {
  const lastWords = collection.fields.map((f) => words(f.key).at(-1) ?? '');
  const keys = new Set(collection.fields.map((f) => f.key.toLowerCase()));
  const at = (field: SiteField, i: number): number => {
    const full = phraseAt(text, words(field.key));
    if (full >= 0 || !byLastWord) return full;
    const last = lastWords[i] ?? '';
    const unique = lastWords.filter((w) => w === last).length === 1 && !keys.has(last);
    return unique && words(field.key).length > 1 ? phraseAt(text, [last]) : -1;
  };
  return collection.fields
    .map((field, i) => ({ field, index: at(field, i) }))
    .filter((f) => f.index >= 0)
    .sort((a, b) => a.index - b.index)
    .map((f) => f.field);
}

function phraseAt(text: string, phrase: string[]): number {
  if (phrase.length === 0) return -1;
  return new RegExp(`\\b${phrase.join('\\s*')}(?:e?s)?\\b`, 'i').exec(text)?.index ?? -1;
}

/** The number fields of an opening and a closing hour: opensAt and closesAt, openingHour … */
export function openingHours(
  collection: SiteCollection,
): { opens: SiteField; closes: SiteField } | null {
  const hour = (stems: string[]) =>
    collection.fields.find(
      (f) => f.type === 'number' && keyWords(f.key).some((w) => stems.includes(w)),
    );
  const opens = hour(['open', 'opens', 'opening']);
  const closes = hour(['close', 'closes', 'closing']);
  return opens && closes ? { opens, closes } : null;
}

/**
 * The first and last name fields of items that keep them apart ('firstName', 'surname'), for a
 * text showing the whole name ('fullNameText', or 'nameText' where no field is just the name).
 */
export function nameParts(
  collection: SiteCollection,
): { first: SiteField; last: SiteField } | null {
  const part = (...names: string[][]) =>
    collection.fields.find(
      (f) => f.type === 'text' && names.some((n) => keyWords(f.key).join(' ') === n.join(' ')),
    );
  const first = part(['first', 'name'], ['given', 'name'], ['forename'], ['first']);
  const last = part(['last', 'name'], ['family', 'name'], ['surname'], ['last']);
  return first && last ? { first, last } : null;
}

/**
 * A figure the prompt works out as one field minus another: 'spots left (capacity minus
 * booked)', 'seats remaining (seats - sold)': its words, the two fields, and what to show when
 * none is left ('When there are no spots left show "Sold out"').
 */
export function differenceSaid(
  prompt: string,
  collection: SiteCollection,
): { words: string; from: SiteField; minus: SiteField; noneText: string | null } | null {
  const said =
    /\b([a-z]+(?:\s+[a-z]+){0,2})\s*\(\s*(?:the\s+)?([a-z]\w*)\s+(?:minus|-|less|take away)\s+(?:the\s+)?([a-z]\w*)\s*\)/i.exec(
      prompt,
    ) ??
    // 'spots left in #spotsText = capacity minus seatsTaken': the words before the text's id.
    /\b([a-z]+(?:\s+[a-z]+){0,2})\s+in\s+#?[a-z]\w*\s*(?:=|:|shows?|is)\s*(?:the\s+)?([a-z]\w*)\s+(?:minus|-|less|take away)\s+(?:the\s+)?([a-z]\w*)\b/i.exec(
      prompt,
    );
  if (!said) return null;
  const field = (name: string) =>
    collection.fields.find(
      (f) => f.type === 'number' && f.key.toLowerCase() === name.toLowerCase(),
    ) ??
    fieldsNamedIn(name, {
      ...collection,
      fields: collection.fields.filter((f) => f.type === 'number'),
    })[0];
  const from = field(said[2] ?? '');
  const minus = field(said[3] ?? '');
  if (!from || !minus || from === minus) return null;
  // '#spotsLeft (capacity minus booked)': the element's words, 'spots left'.
  const named = (said[1] ?? '').replace(/^(?:and|the|its|their|with)\s+/i, '').trim();
  const shown = /^[a-z]+[A-Z]\w*$/.test(named) ? words(named).join(' ') : named;
  const head = shown.split(/\s+/)[0] ?? '';
  const none = sentencesOf(prompt).find((s) =>
    new RegExp(
      String.raw`\bno\s+${head}\s+(?:left|remaining|available)\b|\bsold out\b|\bfully booked\b`,
      'i',
    ).test(s),
  );
  const noneText = none ? (/["“]([^"”]{1,40})["”]/.exec(none)?.[1] ?? null) : null;
  return { words: shown, from, minus, noneText };
}
