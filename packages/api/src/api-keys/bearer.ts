import { API_KEY_PREFIX } from '@veloforge/shared';

/** What the Authorization header says about API-key authentication. */
export type BearerCredentials =
  { kind: 'none' } | { kind: 'key'; key: string } | { kind: 'malformed' };

const BEARER_SCHEME = /^bearer(?:\s|$)/i;
const BEARER_KEY = /^bearer +(\S+) *$/i;

/** Does the header use the Bearer scheme (well-formed or not)? Browsers never add one on their own. */
export function usesBearerScheme(header: string | undefined): boolean {
  return header !== undefined && BEARER_SCHEME.test(header);
}

/**
 * Reads `Authorization: Bearer <key>` (scheme case-insensitive, RFC 7235). A Bearer header
 * without exactly one token, or one of our keys sent without the Bearer scheme, is malformed.
 * Other schemes (e.g. Basic added by a proxy in front of the app) are not ours: 'none'.
 */
export function readBearer(header: string | undefined): BearerCredentials {
  if (header === undefined || header.trim() === '') return { kind: 'none' };
  if (usesBearerScheme(header)) {
    const key = BEARER_KEY.exec(header)?.[1];
    return key ? { kind: 'key', key } : { kind: 'malformed' };
  }
  return header.includes(API_KEY_PREFIX) ? { kind: 'malformed' } : { kind: 'none' };
}
