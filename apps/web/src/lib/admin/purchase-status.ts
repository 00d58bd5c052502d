/** Mantine colours of the purchase status badge (spec section 2). */
export type PurchaseStatusColor = 'green' | 'orange' | 'red';

/**
 * completed is green, pending amber (Mantine's orange: its badge text keeps AA contrast, which
 * yellow's does not), and anything else (failed, expired, unknown) red.
 */
export function purchaseStatusColor(status: string): PurchaseStatusColor {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'orange';
  return 'red';
}
