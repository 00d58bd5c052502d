/** Pages of an admin list: 1-based, at least one page even when the list is empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "21–40 of 57" for the rows a page shows; "No results" for an empty list. */
export function rangeLabel(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'No results';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}

/**
 * The page to show once the total is known: a page past the end (the list shrank, e.g. a search
 * narrowed it) becomes the last page.
 */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}
