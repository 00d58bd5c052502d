import type { SiteCollection, SiteField } from '../structure';
import { type FigureOp, FIGURE_NAME, figureOfWord } from './figure-words';
import { camel, keyWords, singular, words } from './naming';
import type { PromptFunction } from './plan-types';

/**
 * Reads that return figures rather than items: 'getAverageRating(productId) returns { average,
 * count }', 'getReviewCount(productId)', 'getTotalSales returns the total amount of all orders'.
 * Each is one wixData.aggregate over the matching items (backend-functions.ts).
 */

/** One figure a read the prompt names returns (plan-function-figures.ts). */
export interface FunctionFigure {
  op: FigureOp | 'count';
  /** The number field it is over; null for a count of the matching items. */
  field: SiteField | null;
  /** Its key in the returned object ('average'), or its name when it is returned alone. */
  as: string;
}

type Op = FunctionFigure['op'];

/** The figure a word of a function's name or result names: 'average', 'total', 'count'. */
function opOf(word: string): Op | undefined {
  return word === 'count' || word === 'number' ? 'count' : figureOfWord(word);
}

/** What a figure is called in a name made for it: averageRating, totalAmount, count. */
const OP_NAME: Record<Op, string> = { ...FIGURE_NAME, count: 'count' };

/**
 * The figures a read returns, or null when it returns items. `after` is its sentence from the
 * function's name on. The figures come from the object it says it returns ('{ average, count }'),
 * else from the name ('getAverageRating'), else from what it says it returns ('returns the
 * average rating and the number of reviews').
 */
export function figuresOf(
  after: string,
  name: string,
  collection: SiteCollection,
): PromptFunction['figures'] {
  const numbers = collection.fields.filter((f) => f.type === 'number');
  const nameWords = words(name).slice(1);
  const returned = /\breturns?\s+(?:an?\s+(?:object\s+)?)?\{([^{}]{1,120})\}/i.exec(after)?.[1];
  if (returned) {
    const keys = returned
      .split(',')
      .map((k) => k.split(':')[0]?.trim() ?? '')
      .filter((k) => /^[A-Za-z_$][\w$]*$/.test(k));
    const values = keys.map((key) => figureNamed(key, words(key), nameWords, numbers));
    if (keys.length === 0 || values.some((v) => v === null)) return undefined;
    return { values: values.filter((v) => v !== null), asObject: true };
  }
  const fromName = figureIn(nameWords, numbers, collection);
  if (fromName) return { values: [fromName], asObject: false };
  // 'returns the average rating and the number of reviews': a figure right after 'returns'.
  const said = /\breturns?\s+(?:the\s+|its\s+|their\s+)?([^.;]{1,160})/i.exec(after)?.[1] ?? '';
  const parts = said.split(/\s*(?:,|\band\b)\s*(?:the\s+|its\s+|their\s+)?/i);
  const values: FunctionFigure[] = [];
  for (const part of parts) {
    const figure = figureIn(words(part).slice(0, 4), numbers, collection);
    if (!figure) break;
    if (!values.some((v) => v.as === figure.as)) values.push(figure);
  }
  if (values.length === 0) return undefined;
  return { values, asObject: values.length > 1 };
}

/**
 * A figure led by its op's word: 'average rating', 'number of reviews', 'review count', 'total
 * amount'. Null when the words lead with something else ('products with the highest price').
 */
function figureIn(
  list: readonly string[],
  numbers: readonly SiteField[],
  collection: SiteCollection,
): FunctionFigure | null {
  const opAt = list.findIndex((w) => opOf(w) !== undefined);
  if (opAt < 0) return null;
  const op = opOf(list[opAt] ?? '') as Op;
  const before = list.slice(0, opAt).map(singular);
  const rest = list.slice(opAt + 1).map(singular);
  const items = new Set(keyWords(collection.name.split('/').pop() ?? collection.name));
  if (op === 'count') {
    // 'reviewCount', 'number of reviews': counting the collection's items, not a field.
    const counted = list[opAt] === 'count' ? before : rest.filter((w) => w !== 'of');
    if (!counted.every((w) => items.has(w))) return null;
    return { op, field: null, as: 'count' };
  }
  // The op leads ('averageRating'): nothing before it but the collection's own words.
  if (!before.every((w) => items.has(w))) return null;
  const field = numbers.find((f) => keyWords(f.key).every((w) => rest.includes(w)));
  if (!field) return null;
  return { op, field, as: camel(`${OP_NAME[op]} ${keyWords(field.key).join(' ')}`) };
}

/**
 * One key of a returned object: 'average' (of the field the function's name or the collection's
 * one number field says), 'averageRating', 'count', 'reviewCount', 'total'. Null when the key is
 * not a figure ('reviews', 'name').
 */
function figureNamed(
  key: string,
  keyList: readonly string[],
  nameWords: readonly string[],
  numbers: readonly SiteField[],
): FunctionFigure | null {
  const op = keyList.map(opOf).find((o) => o !== undefined);
  if (!op) return null;
  if (op === 'count' || (op === 'sum' && keyList.length === 1 && numbers.length === 0))
    return { op: 'count', field: null, as: key };
  const named = (list: readonly string[]) =>
    numbers.find((f) => keyWords(f.key).every((w) => list.map(singular).includes(w)));
  const field = named(keyList) ?? named(nameWords) ?? (numbers.length === 1 ? numbers[0] : null);
  return field ? { op, field, as: key } : null;
}
