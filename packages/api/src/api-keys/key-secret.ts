import { randomUUID } from 'node:crypto';

import { API_KEY_PREFIX } from '@veloforge/shared';

import { generateSessionToken, hashSecret } from '../auth/session-token';

/**
 * API key secrets: `vf_live_` + 8 hex characters of the key's row id (so the list can show a
 * prefix the owner recognises without storing any part of the secret) + 32 random characters
 * from the session tokens' alphabet (160 random bits). The database keeps the hex SHA-256 of
 * the whole key, in the unique key_hash column.
 */
const TAG_LENGTH = 8;
const KEY_PATTERN = /^vf_live_[0-9a-f]{8}[a-z2-9]{32}$/;

function tagOf(keyId: string): string {
  return keyId.replaceAll('-', '').slice(0, TAG_LENGTH);
}

/** What the owner sees in the list instead of the secret, e.g. 'vf_live_3f2a9c1b'. */
export function apiKeyPrefix(keyId: string): string {
  return `${API_KEY_PREFIX}${tagOf(keyId)}`;
}

/** A new key: its row id (a v4 uuid, whose first 8 hex digits are random) and its secret. */
export function generateApiKey(): { id: string; secret: string } {
  const id = randomUUID();
  // The session token's secret part: the same CSPRNG, alphabet and length (160 bits).
  const { secret } = generateSessionToken();
  return { id, secret: `${apiKeyPrefix(id)}${secret}` };
}

/** Whether a presented key could be one of ours at all (checked before any database read). */
export function isWellFormedApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function hashApiKey(key: string): string {
  return Buffer.from(hashSecret(key)).toString('hex');
}
