import type { Database, Kysely } from '@veloforge/db';
import { MESSAGES } from '@veloforge/shared';

import { isJson } from './fuzz-arbitraries';
import type { FuzzCase } from './fuzz-cases';
import type { FuzzRoute } from './fuzz-model';
import { errorsOf } from './implied-errors';

/** Test code: what every answer to a hostile request must hold, and what must not change. */

export type Answer = { status: number; contentType: string; text: string };

const ERROR_KEYS = new Set(['message', 'fieldErrors', 'refunded', 'tokensRemaining']);

/** Why a 4xx message would not help the user: blank, a dump, an internal error, or too long. */
function unclear(message: string): string | null {
  if (message.trim() === '') return 'is blank';
  if (message === MESSAGES.internalError) return 'is the internal-error text';
  if (/^[[{]|\[object |\n\s+at /.test(message)) return 'is a dump, not a sentence';
  if (message.length > 300) return `is ${message.length} characters long`;
  return null;
}

function fieldErrorProblems(expected: FuzzCase['fields'], fieldErrors: unknown): string[] {
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return ['a 400 without fieldErrors'];
  const entries = Object.entries(fieldErrors as Record<string, unknown>);
  const problems: string[] = [];
  if (entries.length === 0) problems.push('empty fieldErrors');
  for (const [field, messages] of entries) {
    const fine = Array.isArray(messages) && messages.length > 0;
    if (!fine || messages.some((m) => typeof m !== 'string' || unclear(m))) {
      problems.push(`fieldErrors.${field} is not a list of clear messages`);
    }
  }
  if (Array.isArray(expected)) {
    const named = entries.map(([field]) => field);
    const stray = named.filter((field) => !expected.includes(field));
    if (stray.length > 0) problems.push(`fieldErrors names ${stray.join(', ')}, which are fine`);
    if (!named.some((field) => expected.includes(field))) {
      problems.push(`fieldErrors names none of ${expected.join(', ')}`);
    }
  }
  return problems;
}

function errorBodyProblems(fuzzCase: FuzzCase, answer: Answer): string[] {
  if (!answer.contentType.startsWith('application/json')) {
    return [`a ${answer.status} answered ${answer.contentType || 'no content type'}`];
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return [`a ${answer.status} body that is not JSON`];
  }
  const { message, fieldErrors } = body;
  if (typeof message !== 'string') return [`a ${answer.status} without a message`];
  const problems: string[] = [];
  const why = unclear(message);
  if (why) problems.push(`the message ${why}`);
  const extra = Object.keys(body).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) problems.push(`not the error shape: it also has ${extra.join(', ')}`);
  const sentJson = fuzzCase.contentType === 'application/json' && fuzzCase.payload !== undefined;
  if (sentJson && isJson(fuzzCase.payload ?? '') && message === MESSAGES.invalidJson) {
    problems.push('valid JSON was called invalid');
  }
  if (answer.status === 400 && fuzzCase.fields) {
    problems.push(...fieldErrorProblems(fuzzCase.fields, fieldErrors));
  }
  return problems;
}

/** Everything the answer to `fuzzCase` breaks of the product's promises (none: it holds). */
export function problemsOf(fuzz: FuzzRoute, fuzzCase: FuzzCase, answer: Answer): string[] {
  const { status } = answer;
  if (status >= 500) return [`answered ${status}: ${answer.text.slice(0, 200)}`];
  const problems: string[] = [];
  const expected = fuzzCase.status;
  if (typeof expected === 'number' && status !== expected) {
    problems.push(`answered ${status}, not ${expected}`);
  }
  if (expected === '4xx' && status < 400) problems.push(`answered ${status} to a bad request`);
  if (fuzz.guarded && status < 300) problems.push(`a guarded route answered ${status}`);
  if (status >= 400) {
    // The document promises the errors a client must handle: an unlisted one is drift.
    const documented = errorsOf(fuzz.route).some(([listed]) => listed === status);
    if (!documented) problems.push(`answered ${status}, which the document does not list`);
    problems.push(...errorBodyProblems(fuzzCase, answer));
  }
  return problems;
}

/** One line of the printed summary: a route, its cases, and the statuses seen (`400×12`). */
export function tableOf(rows: Map<string, Map<number, number>>): string[] {
  const lines = [...rows].map(([operationId, statuses]) => {
    const sent = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const seen = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    return [operationId, String(sent), seen];
  });
  const width = (i: number) => Math.max(...lines.map((cells) => cells[i]!.length), 9);
  return lines.map(([id, sent, seen]) => `${id!.padEnd(width(0))}  ${sent!.padStart(5)}  ${seen}`);
}

async function countOf(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What no hostile request may change: balances, ledger, generations, purchases, legal pages. */
export async function guardedState(db: Kysely<Database>, userIds: string[]) {
  return {
    balances: await db
      .selectFrom('users')
      .select(['id', 'tokens'])
      .where('id', 'in', userIds)
      .orderBy('id')
      .execute(),
    ledgerRows: await countOf(db, 'tokenLedger'),
    generations: await countOf(db, 'generations'),
    versions: await countOf(db, 'generationVersions'),
    purchases: await countOf(db, 'tokenPurchases'),
    testCheckouts: await countOf(db, 'testCheckoutSessions'),
    legal: await db.selectFrom('legalDocuments').selectAll().orderBy('type').execute(),
  };
}
