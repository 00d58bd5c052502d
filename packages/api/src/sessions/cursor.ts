import { z } from 'zod';

import { isUuid } from '../generation/runs';

/**
 * The keyset cursor of sessions.list: where the previous page ended, as (createdAt, id).
 * Clients treat it as opaque (base64url); only this file knows its layout.
 */
export type SessionCursor = {
  /**
   * UTC, to the microsecond: PostgreSQL keeps microseconds, and a Date's milliseconds would
   * repeat or skip generations made within the same millisecond.
   */
  createdAt: string;
  id: string;
};

export const SESSION_CURSOR_ERROR =
  'The cursor is not valid. Pass the nextCursor of the previous page, or leave it out for the first page.';

const TIMESTAMP = /^(\d{4})-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

export function encodeSessionCursor(cursor: SessionCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** A real calendar time PostgreSQL accepts; anything else would be a database error (a 500). */
function isTimestamp(text: string): boolean {
  const year = TIMESTAMP.exec(text)?.[1];
  if (!year || Number(year) < 1970) return false;
  const millis = `${text.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  // Round-tripping refuses what Date would roll over (Feb 30, 25:00).
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

export function decodeSessionCursor(text: string): SessionCursor | null {
  if (!BASE64URL.test(text)) return null;
  const raw = Buffer.from(text, 'base64url');
  // Node's decoder skips what it cannot read; only the exact encoding of a cursor is one.
  if (raw.toString('base64url') !== text) return null;
  const [createdAt, id, ...rest] = raw.toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id || !isTimestamp(createdAt) || !isUuid(id)) return null;
  return { createdAt, id };
}

/** An opaque cursor, decoded; a malformed one is a 400 naming `cursor`, never a database error. */
export const ZSessionCursor = z.string().transform((text, ctx) => {
  const cursor = decodeSessionCursor(text);
  if (!cursor) {
    ctx.addIssue({ code: 'custom', message: SESSION_CURSOR_ERROR });
    return z.NEVER;
  }
  return cursor;
});

/** GET /api/my-sessions?cursor=: the first page without one. */
export const ZSessionListQuery = z.object({ cursor: ZSessionCursor.optional() });

/**
 * sessions.list: optional as a whole, so a call without input is the first page. tRPC's
 * useInfiniteQuery passes the page's cursor as `cursor` (null for the first) and adds a
 * `direction`, which the object drops.
 */
export const ZSessionListInput = z.object({ cursor: ZSessionCursor.nullish() }).optional();
