import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { IN_SINGLE_QUOTES, anyQuotedTexts, sentencesOf } from './keywords';
import { differenceSaid, nameParts, openingHours } from './field-names';
import { fieldsNamedIn } from './matching';
import { hasWord, keyWords } from './naming';
import type { Binding } from './plan-types';
import { withInsteadTexts } from './text-overrides';

/**
 * A text's own words around its fields, as the prompt quotes them: "stockText says 'Only {stock}
 * left'", "locationText shows '{city}, {country}'". Each {placeholder} is a field of the item,
 * shown as its binding would show it; the rest is kept as written. Before, the quoted words were
 * dropped and the text showed the bare value. A placeholder naming no field leaves the text as
 * it was. Capital letters stand for fields too when the sentence says which: "raisedText shows
 * '$X raised of $Y' using the raised amount and the goal", "'X of Y seats left', where X is the
 * booked count and Y the capacity".
 */

const PLACEHOLDER = /\{\s*([A-Za-z][\w ]{0,40}?)\s*\}/g;
const HAS_PLACEHOLDER = /\{\s*[A-Za-z][\w ]{0,40}?\s*\}/;
// X, Y, Z and N as words: A, I and the sizes (S, M, L) are words of their own.
const LETTER = /(?<![\w'’/])[XYZN](?![\w'’/])/g;
const HAS_LETTER = new RegExp(LETTER.source);

/** The bindings with their quoted templates, texts bound by a template alone added. */
export function withTextTemplates(
  prompt: string,
  bindings: Binding[],
  texts: SiteElement[],
  collection: SiteCollection,
): Binding[] {
  // 'spots left (capacity minus booked)': the text named for it shows the difference.
  const difference = differenceSaid(prompt, collection);
  const showsDifference = (id: string) =>
    difference !== null && hasWord(id, [difference.words.split(/\s+/)[0] ?? '']);
  const minus = (b: Binding): Binding =>
    difference
      ? {
          ...b,
          field: difference.from,
          minus: {
            field: difference.minus,
            words: difference.words,
            noneText: difference.noneText,
          },
        }
      : b;
  const result = bindings.map((b) => {
    if (b.element === 'text' && showsDifference(b.elementId)) return minus(b);
    if (b.element !== 'text' || b.field.type === 'rich-text') return b;
    if (b.field.type === 'boolean') {
      const labels = saidLabels(prompt, b.elementId);
      return labels ? { ...b, labels } : b;
    }
    const flagged = flagOfLabels(prompt, b.elementId, collection);
    if (flagged) return { ...b, ...flagged };
    const template =
      templateFor(prompt, b.elementId, collection) ??
      pairFor(prompt, b.elementId, collection) ??
      ownNumberTemplate(prompt, b) ??
      exampleTemplate(prompt, b);
    if (template) return { ...b, template };
    const name = showsWholeName(b, collection);
    if (name) return { ...b, field: name.first, template: [name.first, ' ', name.last] };
    // 'shopHours' where items have opening and closing hours: both, '7:00–19:00'.
    const hours = hasWord(b.elementId, ['hours', 'hour']) ? openingHours(collection) : null;
    return hours
      ? { ...b, field: hours.opens, template: [hours.opens, ':00–', hours.closes, ':00'] }
      : b;
  });
  for (const text of texts) {
    if (text.veloType !== 'Text' || result.some((b) => b.elementId === text.id)) continue;
    if (difference && showsDifference(text.id)) {
      result.push(minus({ elementId: text.id, element: 'text', field: difference.from }));
      continue;
    }
    const template =
      templateFor(prompt, text.id, collection) ?? pairFor(prompt, text.id, collection);
    const first = template?.find((part) => typeof part !== 'string');
    if (template && first && typeof first !== 'string')
      result.push({ elementId: text.id, element: 'text', field: first, template });
  }
  return withInsteadTexts(prompt, result, collection);
}

/** The first quote after the id in a sentence naming it that has placeholders, all of them fields. */
function templateFor(
  prompt: string,
  id: string,
  collection: SiteCollection,
): (string | SiteField)[] | null {
  const sentences = sentencesOf(prompt).filter((s) => new RegExp(String.raw`\b${id}\b`).test(s));
  const quote = sentences
    .flatMap((s) => anyQuotedTexts(ownWords(s, id)))
    .find((q) => HAS_PLACEHOLDER.test(q));
  if (quote) return partsOf(quote, PLACEHOLDER, (name) => fieldNamed(name, collection));
  for (const sentence of sentences) {
    const letters = anyQuotedTexts(ownWords(sentence, id)).find((q) => HAS_LETTER.test(q));
    if (!letters) continue;
    const fields = lettersNamed(letters, sentence, collection);
    return fields && partsOf(letters, LETTER, (letter) => fields.get(letter) ?? null);
  }
  // "'X of Y spots filled' (signedUp of slotsNeeded)" in a list's sentence names no text: the
  // one whose id shares a word with the quote ('spotsText').
  const own = keyWords(id);
  if (sentences.length === 0)
    for (const sentence of sentencesOf(prompt)) {
      const letters = anyQuotedTexts(sentence).find(
        (q) => HAS_LETTER.test(q) && keyWords(q.replace(LETTER, ' ')).some((w) => own.includes(w)),
      );
      const fields = letters ? lettersNamed(letters, sentence, collection) : null;
      if (letters && fields)
        return partsOf(letters, LETTER, (letter) => fields.get(letter) ?? null);
    }
  return null;
}

/**
 * One letter standing for the number a text already shows: "update playsText to 'N plays'"
 * where playsText shows plays.
 */
function ownNumberTemplate(prompt: string, b: Binding): (string | SiteField)[] | null {
  if (b.field.type !== 'number') return null;
  for (const sentence of sentencesOf(prompt)) {
    if (!new RegExp(String.raw`\b${b.elementId}\b`).test(sentence)) continue;
    const quote = anyQuotedTexts(ownWords(sentence, b.elementId)).find(
      (q) => new Set(q.match(LETTER)).size === 1,
    );
    if (quote) return partsOf(quote, LETTER, () => b.field);
  }
  return null;
}

/**
 * A number's example after its field's name: "rating as '8/10'", "score shown as '7 out of 10'":
 * the value, then the example's words after its first number.
 */
function exampleTemplate(prompt: string, b: Binding): (string | SiteField)[] | null {
  if (b.field.type !== 'number') return null;
  const name = b.field.key.replace(/([a-z])([A-Z])/g, '$1\\s+$2');
  const example = new RegExp(
    String.raw`\b${name}\s+(?:as|like|shown as|e\.g\.)\s+["'“‘]\d+(?:\.\d+)?(\s*(?:\/|out of|of)\s*\d+)["'”’]`,
    'i',
  ).exec(prompt);
  return example?.[1] ? [b.field, example[1]] : null;
}

/** The quote cut at each match of `placeholder`, the matches replaced by their fields. */
function partsOf(
  quote: string,
  placeholder: RegExp,
  fieldOf: (name: string) => SiteField | null,
): (string | SiteField)[] | null {
  const parts: (string | SiteField)[] = [];
  let last = 0;
  for (const match of quote.matchAll(placeholder)) {
    const field = fieldOf(match[1] ?? match[0]);
    if (!field) return null;
    parts.push(quote.slice(last, match.index), field);
    last = match.index + match[0].length;
  }
  parts.push(quote.slice(last));
  return parts.filter((part) => part !== '');
}

/**
 * Each letter's field: said outright ('where X is the booked count'), else the fields the rest
 * of the sentence names, in the letters' order ('using the raised amount and the goal'). Null
 * when a letter has none.
 */
function lettersNamed(
  quote: string,
  sentence: string,
  collection: SiteCollection,
): Map<string, SiteField> | null {
  const letters = [...new Set(quote.match(LETTER))];
  const rest = sentence.slice(sentence.indexOf(quote) + quote.length + 1);
  // Only a sentence that goes on to say what fills the quote: 'N/A' or 'Plan X' alone is text.
  if (
    !/^\s*[,(:—-]?\s*(?:using|with|from|where|filled|taking)\b/i.test(rest) &&
    // '(signedUp of slotsNeeded)': the fields in the letters' order.
    !/^\s*\(\s*\w+\s+(?:of|out of|\/)\s+\w+\s*\)/i.test(rest)
  )
    return null;
  const inOrder = fieldsNamedIn(rest, collection);
  const fields = new Map<string, SiteField>();
  for (const [i, letter] of letters.entries()) {
    const said = new RegExp(
      String.raw`\b${letter}\s+(?:is|=|means|stands for)\s+([^,;]{1,40}?)(?=,|;|\band\s+[XYZN]\b|$)`,
    ).exec(rest)?.[1];
    const field = said ? fieldsNamedIn(said, collection)[0] : inOrder[i];
    if (!field) return null;
    fields.set(letter, field);
  }
  return fields;
}

/**
 * Two fields one text shows, without a quote: 'amountText shows the amount and unit' ('2 cups'),
 * 'placeText shows the city and country' ('Leeds, UK'). Only a clause right after the id that
 * names exactly those two.
 */
function pairFor(
  prompt: string,
  id: string,
  collection: SiteCollection,
): (string | SiteField)[] | null {
  for (const sentence of sentencesOf(prompt)) {
    if (!new RegExp(String.raw`\b${id}\b`).test(sentence)) continue;
    const said =
      /^\s*(?:shows?|displays?|has|holds?|with|:|=|—|-)\s+(?:the\s+|its\s+|their\s+)?([a-z][\w ]{0,30}?)\s+and\s+(?:the\s+|its\s+|their\s+)?([a-z][\w]{0,30})\b/i.exec(
        ownWords(sentence, id).split(/[,;.(]/)[0] ?? '',
      );
    if (!said) continue;
    const texts = {
      ...collection,
      fields: collection.fields.filter((f) => f.type !== 'rich-text'),
    };
    const [first] = fieldsNamedIn(said[1] ?? '', texts);
    const [second] = fieldsNamedIn(said[2] ?? '', texts);
    if (!first || !second || first === second) return null;
    const unitLike = hasWord(second.key, ['unit', 'units', 'currency', 'suffix', 'measure']);
    const between = unitLike ? ' ' : first.type === 'text' && second.type === 'text' ? ', ' : ' · ';
    return [first, between, second];
  }
  return null;
}

/** The words after `id` up to the next element id: "nameText shows the name and stockText …". */
function ownWords(sentence: string, id: string): string {
  const after = sentence.slice(sentence.indexOf(id) + id.length);
  // An id is camelCase outside braces: '{firstName}' is a placeholder, not the next element.
  const next = /(?<![{\w])[a-z]+[A-Z][A-Za-z0-9]*\b(?!\s*\})/.exec(after);
  return next ? after.slice(0, next.index) : after;
}

function fieldNamed(name: string, collection: SiteCollection): SiteField | null {
  const exact = collection.fields.find((f) => f.key.toLowerCase() === name.toLowerCase());
  return exact ?? fieldsNamedIn(name, collection)[0] ?? null;
}

/** A yes/no field's two words as quoted after its text: "inspQueen 'Queen seen' / 'Queen not seen'". */
function saidLabels(prompt: string, id: string, close = false): [string, string] | undefined {
  const quote = String.raw`(?:'(${IN_SINGLE_QUOTES}{1,40})'|"([^"\n]{1,40})"|“([^”\n]{1,40})”)`;
  // `close`: right after the id or a verb of showing, not after another text's ('#toolText, …').
  const between = close
    ? String.raw`\s+(?:shows?|showing|says|saying|reads|reading|displays?|displaying)\s+`
    : String.raw`[^'"“.;]{0,30}?`;
  const said =
    new RegExp(String.raw`\b${id}\b${between}${quote}\s*(?:\/|\bor\b|,)\s*${quote}`).exec(prompt) ??
    // "'Returned' or 'Out' in #stateText": the words first.
    new RegExp(
      String.raw`${quote}\s*(?:\/|\bor\b|,)\s*${quote}\s+(?:in|into|on)\s+(?:the\s+)?#?${id}\b`,
    ).exec(prompt);
  const yes = said?.[1] ?? said?.[2] ?? said?.[3];
  const no = said?.[4] ?? said?.[5] ?? said?.[6];
  return yes && no ? [yes, no] : undefined;
}

/**
 * "'Returned' or 'Out' in #stateText" beside a yes/no `returned`: the text shows that field in
 * those words, whatever the text was matched to by its id (it showed the member's id).
 */
function flagOfLabels(
  prompt: string,
  id: string,
  collection: SiteCollection,
): Pick<Binding, 'field' | 'labels'> | null {
  const labels = saidLabels(prompt, id, true);
  if (!labels) return null;
  const [first, second] = labels.map((l) => l.toLowerCase());
  for (const field of collection.fields.filter((f) => f.type === 'boolean')) {
    const name = keyWords(field.key).join(' ');
    if (name === first) return { field, labels };
    if (name === second) return { field, labels: [labels[1], labels[0]] };
  }
  return null;
}

/** 'fullNameText' bound to one part of a name kept in two fields: it shows both. */
function showsWholeName(b: Binding, collection: SiteCollection) {
  const parts = nameParts(collection);
  if (!parts || (b.field !== parts.first && b.field !== parts.last)) return null;
  const own = keyWords(b.elementId).filter((w) => !['text', 'label', 'title'].includes(w));
  const whole =
    own.join(' ') === 'full name' ||
    (own.join(' ') === 'name' && !collection.fields.some((f) => f.key === 'name'));
  return whole ? parts : null;
}
