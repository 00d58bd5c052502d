import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NullableJsonbObject } from './json';

export const IDEMPOTENCY_STATUSES = ['pending', 'completed'] as const;
export type IdempotencyStatus = (typeof IDEMPOTENCY_STATUSES)[number];

/**
 * One row per (user, Idempotency-Key) of a charged call: 'pending' while it runs, 'completed'
 * with the response to replay. Failed calls delete their row (the charge was refunded).
 */
export interface IdempotencyRequestTable {
  userId: string;
  /** 1..255 characters (CHECK). */
  key: string;
  /** 'generate' | 'troubleshoot' | 'instruction'. */
  operation: string;
  /** Hex SHA-256 of the validated input as stable JSON. */
  requestHash: string;
  status: Generated<IdempotencyStatus>;
  /** The JSON answer, set exactly when completed (CHECK); write it as JSON text. */
  response: NullableJsonbObject;
  createdAt: Generated<Date>;
}

export type IdempotencyRequestRow = Selectable<IdempotencyRequestTable>;
export type NewIdempotencyRequestRow = Insertable<IdempotencyRequestTable>;
export type IdempotencyRequestUpdate = Updateable<IdempotencyRequestTable>;
