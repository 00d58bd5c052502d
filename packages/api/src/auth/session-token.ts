import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Session tokens by Lucia's design: `<id>.<secret>`, each part 32 characters from a 32-letter
 * alphabet (160 random bits); the database keeps SHA-256(secret) only. The id finds the row; the
 * secret proves it.
 */
const PART_LENGTH = 32;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomPart(): string {
  // 256 is a multiple of 32, so `byte % 32` keeps every letter equally likely.
  const bytes = randomBytes(PART_LENGTH);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

export function generateSessionToken(): { id: string; secret: string; token: string } {
  const id = randomPart();
  const secret = randomPart();
  return { id, secret, token: `${id}.${secret}` };
}

/**
 * Letters and digits only: a token that could never have been issued is refused before the
 * database. Session lookups are batched (session-lookup.ts), so a value PostgreSQL rejects (a NUL)
 * must not reach the query and fail the other requests of its batch.
 */
const TOKEN_PART = /^[a-z0-9]{1,64}$/;

export function parseSessionToken(token: string): { id: string; secret: string } | null {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined) return null;
  if (!TOKEN_PART.test(id) || !TOKEN_PART.test(secret)) return null;
  return { id, secret };
}

export function hashSecret(secret: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(secret).digest());
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const actual = hashSecret(secret);
  return actual.length === storedHash.length && timingSafeEqual(actual, storedHash);
}
