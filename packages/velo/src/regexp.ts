/** `text` as a regular expression that matches it literally (ids, field keys, words from the user). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
