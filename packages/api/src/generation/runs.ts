import { randomUUID } from 'node:crypto';

import { sql, type Database, type Kysely, type Transaction } from '@veloforge/db';
import type { RawBuilder } from 'kysely';
import type { TDiagnostic, TGenerationRequest } from '@veloforge/shared';
import type { Pieces } from '@veloforge/velo';

import { AppError } from '../errors';
import { balanceOf, refund, spend, type SpendReason } from '../tokens/ledger';
import { GENERATION_ERRORS, RUNNING_RETRY_AFTER_SECONDS } from './limits';

/**
 * A run is one charged engine call. Starting it charges and records it in one transaction;
 * finishing it stores a version; failing it refunds (at most once: the refund is keyed by the
 * run's ref) and puts the generation back to what it was.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type Run = {
  userId: string;
  cost: number;
  /** The ledger ref of this run's spend (and of its refund). */
  ref: string;
  /** The generation the run adds a version to; null for an instruction. */
  generationId: string | null;
  /** True when the run adds a version to an existing generation. */
  existing: boolean;
  /** The balance right after the charge. */
  balance: number;
};

export type RunSpec = { userId: string; cost: number; reason: SpendReason } & (
  | { kind: 'instruction' }
  | { kind: 'new'; request: TGenerationRequest; engine: string }
  | { kind: 'existing'; generationId: string }
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The caller's generation, or 404 (also for another user's id or a non-uuid: one answer). */
async function ownGeneration(trx: Db, userId: string, generationId: string) {
  const found = isUuid(generationId)
    ? await trx
        .selectFrom('generations')
        .select('status')
        .where('id', '=', generationId)
        .where('userId', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!found) throw new AppError('NOT_FOUND', GENERATION_ERRORS.sessionNotFound);
  if (found.status === 'running') throw new AppError('CONFLICT', GENERATION_ERRORS.sessionRunning);
  if (found.status !== 'completed') {
    throw new AppError('CONFLICT', GENERATION_ERRORS.sessionWithoutCode);
  }
}

async function runningCount(trx: Db, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('generations')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 'running')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Charges and records the run in ONE transaction: the spend (402 and nothing written when
 * short), then the running limit, then the generation row. The spend's UPDATE locks the user's
 * row, so concurrent starts of one user queue there and each counts the others' committed runs;
 * a refusal rolls the charge back.
 */
export async function startRun(
  db: Kysely<Database>,
  spec: RunSpec,
  maxRunning: number,
): Promise<Run> {
  const generationId =
    spec.kind === 'new' ? randomUUID() : spec.kind === 'existing' ? spec.generationId : null;
  const ref =
    spec.kind === 'new'
      ? (generationId as string)
      : spec.kind === 'existing'
        ? `${spec.generationId}:${randomUUID()}`
        : `instruction:${randomUUID()}`;
  return db.transaction().execute(async (trx) => {
    if (spec.kind === 'existing') await ownGeneration(trx, spec.userId, spec.generationId);
    const { balance } = await spend(trx, {
      userId: spec.userId,
      cost: spec.cost,
      reason: spec.reason,
      ref,
    });
    if (spec.kind !== 'instruction') {
      if ((await runningCount(trx, spec.userId)) >= maxRunning) {
        throw new AppError('TOO_MANY_REQUESTS', GENERATION_ERRORS.tooManyRunning(maxRunning), {
          retryAfterSeconds: RUNNING_RETRY_AFTER_SECONDS,
        });
      }
    }
    if (spec.kind === 'instruction') {
      await trx.insertInto('runningInstructions').values({ ref, userId: spec.userId }).execute();
    } else if (spec.kind === 'new') {
      await trx
        .insertInto('generations')
        .values({
          id: ref,
          userId: spec.userId,
          prompt: spec.request.prompt,
          request: JSON.stringify(spec.request),
          cost: spec.cost,
          engine: spec.engine,
          runRef: ref,
        })
        .execute();
    } else if (spec.kind === 'existing') {
      const claimed = await trx
        .updateTable('generations')
        .set({ status: 'running', runRef: ref, updatedAt: sql`now()` })
        .where('id', '=', spec.generationId)
        .where('status', '=', 'completed')
        .returning('id')
        .executeTakeFirst();
      // Another troubleshoot pass started on it since ownGeneration looked.
      if (!claimed) throw new AppError('CONFLICT', GENERATION_ERRORS.sessionRunning);
    }
    return {
      userId: spec.userId,
      cost: spec.cost,
      ref,
      generationId,
      existing: spec.kind === 'existing',
      balance,
    };
  });
}

/**
 * The balance of the user whose id `userId` gives, as a subquery of the statement that ends a
 * run, so the answer's `tokensRemaining` costs no round trip of its own.
 */
function balanceColumn(userId: RawBuilder<unknown>) {
  return sql<number>`(select tokens from users where users.id = ${userId})`.as('tokensRemaining');
}

/** The sweeper (or a late finish) got there first: the run was already failed and refunded. */
export class RunAbandonedError extends Error {
  constructor() {
    super('The run was abandoned and refunded before it finished');
    this.name = 'RunAbandonedError';
  }
}

export type VersionInput = {
  kind: 'generate' | 'troubleshoot';
  errorDetails: string | null;
  pieces: Pieces;
  diagnostics: TDiagnostic[];
  engine: string;
};

const PIECES = ['frontendCode', 'backendCode', 'htmlCode', 'instructions'] as const;

/**
 * Stores the run's result as the generation's next version, in ONE statement (atomic by itself:
 * no transaction, so one round trip instead of four): it marks the generation completed if this
 * run still holds it, adds the version numbered after the last, and reads the balance. A
 * troubleshoot pass carries the pieces the client sent (never the instructions): a piece it
 * left out keeps the previous version's code, as the generator page does. Returns the version's
 * number and the balance.
 */
export async function finishRun(
  db: Kysely<Database>,
  run: Run,
  version: VersionInput,
): Promise<{ version: number; tokensRemaining: number }> {
  const generationId = run.generationId;
  if (!generationId) throw new Error('finishRun needs a generation');
  const stored = await db
    .with('finished', (qb) =>
      qb
        .updateTable('generations')
        .set((eb) => ({
          status: 'completed',
          engine: version.engine,
          updatedAt: sql`now()`,
          ...(run.existing ? { cost: eb('cost', '+', run.cost) } : {}),
        }))
        .where('id', '=', generationId)
        .where('status', '=', 'running')
        .where('runRef', '=', run.ref)
        .returning(['id', 'userId']),
    )
    .with('latest', (qb) =>
      qb
        .selectFrom('generationVersions')
        .select(['n', ...PIECES])
        .where('generationId', '=', generationId)
        .orderBy('n', 'desc')
        .limit(1),
    )
    .insertInto('generationVersions')
    .columns(['generationId', 'n', 'kind', 'errorDetails', 'diagnostics', ...PIECES])
    .expression((eb) =>
      eb
        .selectFrom('finished')
        .leftJoin('latest', (join) => join.onTrue())
        .select((eb) => [
          'finished.id',
          sql<number>`coalesce(${eb.ref('latest.n')}, 0) + 1`.as('n'),
          eb.val(version.kind).as('kind'),
          eb.val(version.errorDetails).as('errorDetails'),
          eb.val(JSON.stringify(version.diagnostics)).as('diagnostics'),
          ...PIECES.map((piece) =>
            eb.fn
              .coalesce(
                eb.fn('nullif', [eb.val(version.pieces[piece] ?? ''), eb.val('')]),
                `latest.${piece}`,
                eb.val(''),
              )
              .as(piece),
          ),
        ]),
    )
    .returning(['n', balanceColumn(sql`(select user_id from finished)`)])
    .executeTakeFirst();
  if (!stored) throw new RunAbandonedError();
  return { version: stored.n, tokensRemaining: stored.tokensRemaining };
}

/**
 * Gives a run's charge back and puts its generation back: 'completed' when it has versions (a
 * failed troubleshoot pass leaves the earlier code), else 'failed'; an instruction run's row is
 * deleted. Only the caller whose conditional UPDATE (or DELETE) matches ends the run, and the
 * refund's unique key makes it happen at most once whoever calls. Returns null when this call
 * did not end the run, else what its refund did (with the balance after it).
 */
export async function abandonRun(
  db: Kysely<Database>,
  run: { generationId: string | null; ref: string },
): Promise<{ refunded: boolean; balance?: number } | null> {
  return db.transaction().execute(async (trx) => {
    if (!run.generationId) {
      if (!(await endInstruction(trx, run.ref))) return null;
    } else {
      const ended = await trx
        .updateTable('generations')
        .set({
          status: sql<
            'completed' | 'failed'
          >`case when exists (select 1 from generation_versions v where v.generation_id = generations.id) then 'completed' else 'failed' end`,
          refundedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where('id', '=', run.generationId)
        .where('status', '=', 'running')
        .where('runRef', '=', run.ref)
        .returning('id')
        .executeTakeFirst();
      if (!ended) return null;
    }
    return refund(trx, run.ref);
  });
}

/**
 * Removes an instruction run's row and reads its user's balance in the same statement; undefined
 * when the row was gone already (finished or swept).
 */
async function endInstruction(trx: Db, ref: string) {
  return trx
    .deleteFrom('runningInstructions')
    .where('ref', '=', ref)
    .returning(balanceColumn(sql.ref('runningInstructions.userId')))
    .executeTakeFirst();
}

/** An instruction run succeeded: its row goes, unless the sweeper already refunded it. */
export async function finishInstructionRun(
  db: Kysely<Database>,
  run: Run,
): Promise<{ tokensRemaining: number }> {
  const ended = await endInstruction(db, run.ref);
  if (!ended) throw new RunAbandonedError();
  return ended;
}

/** Refunds a failed run; says whether its charge is back and what the balance is now. */
export async function failRun(
  db: Kysely<Database>,
  run: Run,
): Promise<{ refunded: boolean; tokensRemaining: number }> {
  const ended = await abandonRun(db, run);
  if (ended?.balance !== undefined) return { refunded: true, tokensRemaining: ended.balance };
  // Not ended by this call (the sweeper got there first): read what its refund left.
  const refunded = await db
    .selectFrom('tokenLedger')
    .select('id')
    .where('idempotencyKey', '=', `refund:${run.ref}`)
    .executeTakeFirst();
  return { refunded: refunded !== undefined, tokensRemaining: await balanceOf(db, run.userId) };
}
