/**
 * Prices are stored in cents and shown in dollars (spec section 9). `currency` is an ISO 4217
 * code in either case ('usd' as the payment provider writes it).
 */
export function formatCents(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** Long date 'at' time, e.g. "March 4, 2025 at 2:05 PM" (spec section 9). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Long date only, e.g. "March 4, 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}
