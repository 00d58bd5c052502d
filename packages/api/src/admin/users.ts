import { randomUUID } from 'node:crypto';

import type { Database, Kysely } from '@veloforge/db';
import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_MESSAGES,
  type TAdminUserList,
  type TGrantTokensInput,
  type TGrantTokensResult,
} from '@veloforge/shared';

import { AppError } from '../errors';
import { isUuid } from '../generation/runs';
import { credit } from '../tokens/ledger';
import { withIsoDates } from './activity';
import { findUsers, insertAuditEntry, lockUser, type Page } from './queries';

export async function listUsers(
  db: Kysely<Database>,
  input: Page & { search?: string | undefined },
): Promise<TAdminUserList> {
  const { rows, total } = await findUsers(db, input.search || undefined, input);
  return {
    users: withIsoDates(rows),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export type GrantOptions = {
  actorId: string;
  /** The request's Idempotency-Key: a retried grant with the same key credits nothing more. */
  idempotencyKey: string | null;
};

/**
 * Adds tokens to a user's balance through the ledger (reason admin_grant, the admin as actor),
 * audit-logged with the balance before and after in the same transaction.
 */
export async function grantTokens(
  db: Kysely<Database>,
  input: TGrantTokensInput,
  options: GrantOptions,
): Promise<TGrantTokensResult> {
  // A non-uuid would be a database error; it is simply an unknown user.
  if (!isUuid(input.userId)) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  const key = options.idempotencyKey
    ? `admin_grant:${options.actorId}:${options.idempotencyKey}`
    : `admin_grant:${randomUUID()}`;
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, input.userId);
    if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    const result = await credit(trx, {
      userId: user.id,
      amount: input.amount,
      reason: 'admin_grant',
      idempotencyKey: key,
      actorId: options.actorId,
    });
    if (result.credited) {
      await insertAuditEntry(trx, {
        actorId: options.actorId,
        action: ADMIN_AUDIT_ACTIONS.tokensGrant,
        target: user.username,
        details: {
          userId: user.id,
          amount: input.amount,
          before: { tokens: user.tokens },
          after: { tokens: result.balance },
        },
      });
    }
    return {
      success: true,
      userId: user.id,
      username: user.username,
      amount: input.amount,
      tokens: result.balance,
    };
  });
}
