import type { FaqItem } from './faq-defaults';

/** Case-insensitive match on question or answer; a blank query keeps everything (spec section 2). */
export function filterFaqs(items: readonly FaqItem[], query: string): FaqItem[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter(
    (item) =>
      item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle),
  );
}
