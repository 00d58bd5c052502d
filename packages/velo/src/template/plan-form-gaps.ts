import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { fieldsNamedIn } from './field-names';
import { sentencesOf } from './keywords';
import { ROLE_WORDS, words } from './naming';

/**
 * Form inputs whose id names no field by its words: 'fieldDropdown' for the field `field` (a
 * word that is otherwise an element's role), and '#cakeDropdown' between the name and quantity
 * inputs when the prompt saves 'name, email, product, quantity' (the one field between theirs).
 * Before, both values were never saved.
 */

/** The field whose key is the id without its role word: 'fieldDropdown' → `field`. */
export function keyOfId(input: SiteElement, fields: SiteField[]): SiteField | undefined {
  const own = words(input.id);
  while (own.length > 1 && ROLE_WORDS.has(own.at(-1) ?? '')) own.pop();
  return fields.find((f) => words(f.key).join(' ') === own.join(' '));
}

/**
 * The field an unmatched input fills by its place: inputs in the page's order, fields in the
 * order the prompt's save list names them ('saves to Preorders (name, email, product, …)'); the
 * one unused field between those of the matched inputs around it.
 */
export function fieldByPlace(
  input: SiteElement,
  inputs: SiteElement[],
  matched: ReadonlyMap<SiteElement, SiteField>,
  usable: (f: SiteField) => boolean,
  prompt: string,
  collection: SiteCollection,
): SiteField | undefined {
  const order = saveList(prompt, collection);
  if (order.length < 2) return undefined;
  const at = inputs.indexOf(input);
  const placeOf = (i: SiteElement | undefined) => {
    const field = i ? matched.get(i) : undefined;
    return field ? order.indexOf(field) : -1;
  };
  const before = placeOf(inputs.slice(0, at).findLast((i) => placeOf(i) >= 0));
  const next = inputs.slice(at + 1).find((i) => placeOf(i) >= 0);
  const after = next ? placeOf(next) : order.length;
  if (before < 0 || after <= before) return undefined;
  const between = order.slice(before + 1, after).filter(usable);
  return between.length === 1 ? between[0] : undefined;
}

/**
 * The prompt's sentence or line naming the most of the collection's fields, three or more,
 * without those it gives a value ('… slot and status "requested"': no input fills status).
 */
function saveList(prompt: string, collection: SiteCollection): SiteField[] {
  const lines = sentencesOf(prompt).flatMap((s) => s.split('\n'));
  const given = (line: string, field: SiteField) =>
    new RegExp(
      String.raw`\b${words(field.key).join('\\s*')}\s*(?:=\s*|(?:set )?to\s+|as\s+)?(?:["'“]|(?:true|false|\d+)\b)`,
      'i',
    ).test(line);
  const best = lines
    .map((line) => ({ line, named: fieldsNamedIn(line, collection) }))
    .reduce((a, b) => (b.named.length > a.named.length ? b : a), {
      line: '',
      named: [] as SiteField[],
    });
  return best.named.length < 3 ? [] : best.named.filter((f) => !given(best.line, f));
}
