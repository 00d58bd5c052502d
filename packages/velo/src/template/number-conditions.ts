import type { SiteCollection } from '../structure';
import { keyWords } from './naming';
import type { FixedCondition } from './plan-types';

/** Conditions on a number field: the operators written or said, and bounds said in words. */

export const OPS: Record<string, FixedCondition['op']> = {
  '=': 'eq',
  '==': 'eq',
  '===': 'eq',
  is: 'eq',
  equals: 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  under: 'lt',
  below: 'lt',
  'less than': 'lt',
  'fewer than': 'lt',
  over: 'gt',
  above: 'gt',
  'more than': 'gt',
  'greater than': 'gt',
  'at least': 'ge',
  'at most': 'le',
};

/** Comparisons said in words, of numbers only: 'stock under 5', 'price over 100'. */
export const WORD_OPS =
  /^(?:under|below|less than|fewer than|over|above|more than|greater than|at least|at most)$/;

/**
 * A bound said before the number field it bounds: 'only players with at least 1 goal', 'rooms
 * that have more than 2 beds'. The field's key or its words name it ('goal' is `goals`).
 */
export function countedConditions(
  text: string,
  collection: SiteCollection,
  found: FixedCondition[],
): FixedCondition[] {
  const said =
    /\b(?:with|having|that have|who have|which have)\s+(at least|at most|more than|fewer than|less than|over|under)\s+(\d+(?:\.\d+)?)\s+([a-z]\w*)/gi;
  const conditions: FixedCondition[] = [];
  for (const [, op = '', value = '', word = ''] of text.matchAll(said)) {
    const field = collection.fields.find(
      (f) =>
        f.type === 'number' &&
        (f.key.toLowerCase() === word.toLowerCase() ||
          keyWords(f.key).join(' ') === keyWords(word).join(' ')),
    );
    const compare = OPS[op.toLowerCase()];
    if (!field || !compare || [...found, ...conditions].some((c) => c.field === field.key))
      continue;
    conditions.push({ field: field.key, op: compare, value });
  }
  return conditions;
}

/** 'hide full ones', 'no sold-out slots': the items with places left. */
const FULL_HIDDEN =
  /\b(?:hide|hides|hiding|without|exclude|excluding|no|not)\s+(?:the\s+)?(?:full|sold[- ]out|fully[- ]booked)\b|\b(?:full|sold[- ]out|fully[- ]booked)\s+(?:ones|\w+s)\s+(?:are\s+)?(?:hidden|not shown|left out)\b/i;

/**
 * 'list open slots …, hide full ones' beside a count of places left (spotsLeft): only those with
 * one left. A yes/no field for it ('isFull') is read as such above.
 */
export function placesLeft(
  text: string,
  collection: SiteCollection,
  found: FixedCondition[],
): FixedCondition[] {
  if (!FULL_HIDDEN.test(text)) return [];
  if (collection.fields.some((f) => f.type === 'boolean' && keyWords(f.key).includes('full')))
    return [];
  const left = collection.fields.find(
    (f) =>
      f.type === 'number' &&
      keyWords(f.key).some((w) => ['left', 'remaining', 'available', 'free'].includes(w)),
  );
  if (!left || found.some((c) => c.field === left.key)) return [];
  return [{ field: left.key, op: 'gt', value: '0' }];
}
