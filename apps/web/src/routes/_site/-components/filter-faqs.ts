import type { TFaqItem } from '@veloforge/shared';

/** Case-insensitive match on question or answer; a blank query keeps everything (spec section 2). */
export function filterFaqs(items: readonly TFaqItem[], query: string): TFaqItem[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter(
    (item) =>
      item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle),
  );
}
