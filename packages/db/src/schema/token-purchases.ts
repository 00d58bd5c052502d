import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export const PURCHASE_PROVIDERS = ['stripe', 'test'] as const;
export type PurchaseProvider = (typeof PURCHASE_PROVIDERS)[number];

export const PURCHASE_STATUSES = ['pending', 'completed', 'failed', 'expired'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Price and package size are snapshotted from settings at checkout. */
export interface TokenPurchaseTable {
  id: Generated<string>;
  userId: string;
  provider: PurchaseProvider;
  /** UNIQUE; null until the provider session exists (NULLs never collide). */
  providerSessionId: string | null;
  /** Minor units (cents), >= 0. */
  amountPaid: number;
  /** > 0. */
  tokens: number;
  /** Lower-case ISO 4217 code, as Stripe uses. */
  currency: Generated<string>;
  status: Generated<PurchaseStatus>;
  createdAt: Generated<Date>;
  /** Required (CHECK) once status is 'completed'. */
  completedAt: Date | null;
}

export type TokenPurchaseRow = Selectable<TokenPurchaseTable>;
export type NewTokenPurchaseRow = Insertable<TokenPurchaseTable>;
export type TokenPurchaseUpdate = Updateable<TokenPurchaseTable>;
