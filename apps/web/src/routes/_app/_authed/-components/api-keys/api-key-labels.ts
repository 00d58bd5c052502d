import type { TApiKey } from '@veloforge/shared';

import { formatDate, formatDateTime } from '../../../../../lib/format';

/** 'Never' until the key is first used, then the date and time (recorded to the minute). */
export function lastUsedLabel(key: Pick<TApiKey, 'lastUsedAt'>): string {
  return key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never';
}

/** The line under a key's name: when it was made, last used, and revoked if it was. */
export function keyDetails(key: TApiKey): string {
  const parts = [`Created ${formatDate(key.createdAt)}`, `Last used ${lastUsedLabel(key)}`];
  if (key.revokedAt) parts.push(`Revoked ${formatDate(key.revokedAt)}`);
  return parts.join(' · ');
}

export function activeCount(keys: readonly TApiKey[]): number {
  return keys.filter((key) => key.revokedAt === null).length;
}
