import type { SiteCollection, SiteElement } from '../structure';
import { sentenceNaming } from './keywords';
import { fieldsNamedIn } from './matching';
import { hasWord } from './naming';
import type { Binding } from './plan-types';

/**
 * A progress bar showing an item's figure against its target: 'progressBar shows how much of the
 * goal has been raised', 'lessonsBar shows completedLessons of totalLessons'. The field named as
 * a goal (goal, target, total, capacity …) is the bar's `targetValue`, the other its `value`;
 * before, the bar was left as it is.
 */

const TARGET_WORDS = [
  'goal',
  'target',
  'total',
  'max',
  'maximum',
  'capacity',
  'needed',
  'required',
  'limit',
  'seats',
];

export function progressBinding(
  prompt: string,
  element: SiteElement,
  collection: SiteCollection,
): Binding | null {
  const sentence = sentenceNaming(prompt, element.id);
  if (!sentence) return null;
  const after = sentence.slice(sentence.indexOf(element.id) + element.id.length);
  // A figure a text shows too ('raisedText') is the bar's all the same.
  const named = fieldsNamedIn(after, collection).filter((f) => f.type === 'number');
  const target = named.find((f) => hasWord(f.key, TARGET_WORDS)) ?? null;
  const value = named.find((f) => f !== target);
  if (!value) return null;
  return {
    elementId: element.id,
    element: 'progress',
    field: value,
    ...(target ? { target: target.key } : {}),
  };
}

/** The bar's two lines: its target first, so the value is never above it. */
export function progressLines(target: string, b: Binding): string[] {
  const goal = b.target ? `Number(item.${b.target}) || 0` : '100';
  return [
    `${target}.targetValue = ${b.target ? `Math.max(${goal}, 1)` : goal};`,
    `${target}.value = Math.min(Math.max(Number(item.${b.field.key}) || 0, 0), ${target}.targetValue);`,
  ];
}

const PERCENT = /\b(?:percent(?:age)?|per cent)\b|%/i;

/**
 * '#percentText shows the percent of the goal reached (rounded)': a text of each item showing its
 * figure as a whole percentage of its target (amountRaised of goal). Before, it showed the goal
 * as money. The target is the field named as one; the figure, another number field named, else
 * the item's only other number field.
 */
export function percentBinding(
  prompt: string,
  element: SiteElement,
  collection: SiteCollection,
): Binding | null {
  const sentence = sentenceNaming(prompt, element.id);
  const after = sentence?.slice(sentence.indexOf(element.id) + element.id.length) ?? '';
  const clause = after.split(/[;.]|,\s*(?=#?[a-z]+[A-Z]\w*\b)|\band\s+(?=#)/)[0] ?? '';
  if (!PERCENT.test(clause)) return null;
  const numbers = collection.fields.filter((f) => f.type === 'number');
  const named = fieldsNamedIn(clause, collection).filter((f) => f.type === 'number');
  // 'of the goal' names goalAmount too.
  const target =
    named.find((f) => hasWord(f.key, TARGET_WORDS)) ??
    (/\b(?:goal|target)\b/i.test(clause)
      ? numbers.find((f) => hasWord(f.key, ['goal', 'target']))
      : undefined);
  if (!target) return null;
  const others = numbers.filter((f) => f !== target);
  const value = named.find((f) => f !== target) ?? (others.length === 1 ? others[0] : undefined);
  return value ? { elementId: element.id, element: 'text', field: value, percentOf: target } : null;
}
