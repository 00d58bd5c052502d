import { randomUUID } from 'node:crypto';

import { credit } from '@veloforge/api';
import type { Database, Kysely } from '@veloforge/db';

import { hostEnvironment } from '../env';

/** Why a proof that needs the shared PostgreSQL cannot run here, or undefined when it can. */
export const POSTGRES_SKIP_REASON = hostEnvironment().DATABASE_URL
  ? undefined
  : 'DATABASE_URL is not set: this proof needs PostgreSQL';

/**
 * The suite title, saying why when the suite is skipped; the reason is printed too, because the
 * default reporter lists a skipped file without its titles.
 */
export function proofTitle(title: string, skipReason: string | undefined): string {
  if (!skipReason) return title;
  console.warn(`Skipping "${title}": ${skipReason}`);
  return `${title} (skipped: ${skipReason})`;
}

/** The OPENAI_* environment pointing a server process at the fake model. */
export function fakeModelEnv(baseURL: string, timeoutMs: number): Record<string, string> {
  return {
    OPENAI_API_KEY: 'sk-test',
    OPENAI_MODEL: 'gpt-test',
    OPENAI_BASE_URL: baseURL,
    OPENAI_TIMEOUT_MS: String(timeoutMs),
  };
}

/** Gives a user tokens through the ledger, as an admin grant would. */
export async function grant(db: Kysely<Database>, userId: string, amount: number): Promise<void> {
  await credit(db, {
    userId,
    amount,
    reason: 'admin_grant',
    idempotencyKey: `fault-grant:${randomUUID()}`,
  });
}
