import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

/** Credits must have delta > 0, spends delta < 0, adjustments any non-zero delta (CHECK). */
export const LEDGER_CREDIT_REASONS = ['purchase', 'refund', 'admin_grant'] as const;
export const LEDGER_SPEND_REASONS = ['generation', 'troubleshoot', 'instruction'] as const;
export const LEDGER_REASONS = [
  ...LEDGER_CREDIT_REASONS,
  ...LEDGER_SPEND_REASONS,
  'adjustment',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Append-only; users.tokens is updated in the same transaction as each insert. */
export interface TokenLedgerTable {
  /** bigint identity, read as a number (see createDb); gives the order entries were written. */
  id: GeneratedAlways<number>;
  userId: string;
  delta: number;
  reason: LedgerReason;
  /** UNIQUE: e.g. `refund:<generationId>`, so a retried write is applied at most once. */
  idempotencyKey: string;
  refId: string | null;
  actorId: string | null;
  note: string | null;
  createdAt: Generated<Date>;
}

export type TokenLedgerRow = Selectable<TokenLedgerTable>;
export type NewTokenLedgerRow = Insertable<TokenLedgerTable>;
export type TokenLedgerUpdate = Updateable<TokenLedgerTable>;
