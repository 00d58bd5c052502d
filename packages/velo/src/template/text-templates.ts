import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { anyQuotedTexts, sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import type { Binding } from './plan-types';

/**
 * A text's own words around its fields, as the prompt quotes them: "stockText says 'Only {stock}
 * left'", "locationText shows '{city}, {country}'". Each {placeholder} is a field of the item,
 * shown as its binding would show it; the rest is kept as written. Before, the quoted words were
 * dropped and the text showed the bare value. A placeholder naming no field leaves the text as
 * it was.
 */

const PLACEHOLDER = /\{\s*([A-Za-z][\w ]{0,40}?)\s*\}/g;
const HAS_PLACEHOLDER = /\{\s*[A-Za-z][\w ]{0,40}?\s*\}/;

/** The bindings with their quoted templates, texts bound by a template alone added. */
export function withTextTemplates(
  prompt: string,
  bindings: Binding[],
  texts: SiteElement[],
  collection: SiteCollection,
): Binding[] {
  const result = bindings.map((b) => {
    if (b.element !== 'text' || b.field.type === 'rich-text') return b;
    const template = templateFor(prompt, b.elementId, collection);
    return template ? { ...b, template } : b;
  });
  for (const text of texts) {
    if (text.veloType !== 'Text' || result.some((b) => b.elementId === text.id)) continue;
    const template = templateFor(prompt, text.id, collection);
    const first = template?.find((part) => typeof part !== 'string');
    if (template && first && typeof first !== 'string')
      result.push({ elementId: text.id, element: 'text', field: first, template });
  }
  return result;
}

/** The first quote after the id in a sentence naming it that has placeholders, all of them fields. */
function templateFor(
  prompt: string,
  id: string,
  collection: SiteCollection,
): (string | SiteField)[] | null {
  const quote = sentencesOf(prompt)
    .filter((s) => new RegExp(String.raw`\b${id}\b`).test(s))
    .flatMap((s) => anyQuotedTexts(ownWords(s, id)))
    .find((q) => HAS_PLACEHOLDER.test(q));
  if (!quote) return null;
  const parts: (string | SiteField)[] = [];
  let last = 0;
  for (const match of quote.matchAll(PLACEHOLDER)) {
    const field = fieldNamed(match[1] ?? '', collection);
    if (!field) return null;
    parts.push(quote.slice(last, match.index), field);
    last = match.index + match[0].length;
  }
  parts.push(quote.slice(last));
  return parts.filter((part) => part !== '');
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
