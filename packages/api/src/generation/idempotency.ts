import { createHash } from 'node:crypto';

import type { Database, JsonObject, Kysely } from '@veloforge/db';
import type { z } from 'zod';

import type { Logger } from '../context';
import { AppError } from '../errors';
import { GENERATION_ERRORS, IDEMPOTENCY_KEY_MAX_CHARS, IDEMPOTENCY_KEY_TTL_MS } from './limits';

/**
 * Idempotency-Key for the charged calls (DESIGN §5, security-checklist L6): the first request
 * with a key claims it (a 'pending' row) before anything is charged; a retry with the same key
 * and the same input gets the stored answer and is charged nothing. A failed request deletes its
 * row, because its charge was refunded and a retry should run again.
 */

export type ChargedOperation = 'generate' | 'troubleshoot' | 'instruction';

/** The header as the context carries it: trimmed, empty = none, over 255 characters = 400. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim();
  if (value === '') return null;
  if (value.length > IDEMPOTENCY_KEY_MAX_CHARS) {
    throw new AppError('BAD_REQUEST', GENERATION_ERRORS.idempotencyKeyTooLong);
  }
  return value;
}

/** JSON with object keys sorted, so equal inputs hash equally whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(input: unknown): string {
  return createHash('sha256').update(stableJson(input)).digest('hex');
}

export type IdempotencyScope<T> = {
  db: Kysely<Database>;
  log: Logger;
  userId: string;
  key: string | null;
  operation: ChargedOperation;
  /** The validated input: what "the same request" means. */
  input: unknown;
  /** Parses a stored answer on replay. */
  response: z.ZodType<T>;
  now?: () => number;
};

/** Runs `work` once per (user, key); without a key it simply runs. */
export async function withIdempotency<T>(
  scope: IdempotencyScope<T>,
  work: () => Promise<T>,
): Promise<T> {
  const { db, userId, key } = scope;
  if (key === null) return work();
  const hash = requestHash(scope.input);
  const replay = await claim(scope, key, hash);
  if (replay) return scope.response.parse(replay);

  let result: T;
  try {
    result = await work();
  } catch (error) {
    await db
      .deleteFrom('idempotencyRequests')
      .where('userId', '=', userId)
      .where('key', '=', key)
      .execute()
      .catch((deleteError: unknown) =>
        scope.log.error({ err: deleteError, userId, key }, 'could not release an idempotency key'),
      );
    throw error;
  }
  try {
    await db
      .updateTable('idempotencyRequests')
      .set({ status: 'completed', response: JSON.stringify(result) })
      .where('userId', '=', userId)
      .where('key', '=', key)
      .execute();
  } catch (error) {
    // The work is done and paid for: answer it. The pending row expires through the sweeper.
    scope.log.error({ err: error, userId, key }, 'could not store an idempotent response');
  }
  return result;
}

/** Claims the key (null) or returns the stored answer of the completed request it names. */
async function claim<T>(
  scope: IdempotencyScope<T>,
  key: string,
  hash: string,
): Promise<JsonObject | null> {
  const { db, userId, operation } = scope;
  const now = scope.now?.() ?? Date.now();
  // Two rounds: the second follows the removal of an expired row (or a row deleted meanwhile).
  for (let round = 0; round < 2; round += 1) {
    const inserted = await db
      .insertInto('idempotencyRequests')
      .values({ userId, key, operation, requestHash: hash })
      .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return null;

    const existing = await db
      .selectFrom('idempotencyRequests')
      .select(['operation', 'requestHash', 'status', 'response', 'createdAt'])
      .where('userId', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!existing) continue;
    const expiredBefore = new Date(now - IDEMPOTENCY_KEY_TTL_MS);
    if (existing.createdAt < expiredBefore) {
      await db
        .deleteFrom('idempotencyRequests')
        .where('userId', '=', userId)
        .where('key', '=', key)
        .where('createdAt', '<', expiredBefore)
        .execute();
      continue;
    }
    if (existing.operation !== operation || existing.requestHash !== hash) {
      throw new AppError('UNPROCESSABLE_CONTENT', GENERATION_ERRORS.idempotencyKeyReused);
    }
    if (existing.status === 'completed' && existing.response) return existing.response;
    throw new AppError('CONFLICT', GENERATION_ERRORS.idempotencyKeyRunning);
  }
  throw new AppError('CONFLICT', GENERATION_ERRORS.idempotencyKeyRunning);
}
