import { createDb, type Database, type Kysely } from '@veloforge/db';
import { MESSAGES } from '@veloforge/shared';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { generationsOf, SAMPLE_REQUEST } from '../testing/generation';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { fakeModelEnv, waitFor } from './cluster';
import { registerUser, send, type HttpAnswer, type User } from './http';
import { auditLedger, expectLedgerConsistent, grantTokens, printLedger } from './ledger';
import { prerequisites } from './prerequisites';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

/**
 * Issue 10 (B3): PostgreSQL stops (fast shutdown, as in a restart or failover) under a running
 * server and comes back. While it is gone every API answer is a quick 503 with the clear
 * message and Retry-After (never a 500, never a hang), /readyz says so and /healthz does not;
 * a run whose result could not be stored is refunded once the database is back; the app
 * recovers without a restart, and nothing was charged for the outage.
 */

const { describeProof } = await prerequisites('private-postgres');

const GENERATE = { ...SAMPLE_REQUEST, outputType: 'velo' };
/** A hang is anything slower than this. */
const MAX_ANSWER_MS = 12_000;
const START_TOKENS = 5;
/** The model's answer takes ~3 s to stream: long enough to stop PostgreSQL under it. */
const SLOW_ANSWER = { content: FAKE_DEFAULT_CONTENT, chunkSize: 8, delayMsBetweenChunks: 200 };
const MODEL_TIMEOUT_MS = 6_000;

describeProof('a PostgreSQL restart under a running server', () => {
  let postgres: PrivatePostgres;
  let fake: FakeOpenAI;
  let server: ServerProcess;
  /** The test's own reads; its pool survives the outage like the server's. */
  let db: Kysely<Database>;
  let user: User;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    fake = await startFakeOpenAI();
    server = await startServerProcess({
      databaseUrl: postgres.url,
      env: {
        ...fakeModelEnv(fake.baseURL, MODEL_TIMEOUT_MS),
        STALE_RUN_MARGIN_MS: '0',
        SWEEPER_INTERVAL_MS: '500',
      },
    });
    db = createDb({ databaseUrl: postgres.url, poolMax: 2, onPoolError: () => undefined });
    user = await registerUser(server, 'outage');
    await grantTokens(db, user.id, START_TOKENS);
    console.log(`private PostgreSQL on port ${postgres.port}; server at ${server.url}`);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.destroy();
    await fake?.close();
    await postgres?.destroy();
  });

  it('answers 503 with Retry-After while the database is down, then recovers by itself', async () => {
    expect((await send(server.url, { path: '/readyz' })).status).toBe(200);
    expect(await user.tokens()).toBe(START_TOKENS);

    // A generation is charged and waiting on the model when the database goes away.
    fake.script(SLOW_ANSWER);
    const seen = fake.requests.length;
    const inFlight = user.post('/api/generate-code', GENERATE);
    await waitFor('the generation to reach the model', () => fake.requests.length > seen);
    const stopping = Date.now();
    await postgres.stop();
    console.log(`stopped PostgreSQL (fast) in ${Date.now() - stopping} ms, a generation in flight`);

    const probes: Array<[string, Promise<HttpAnswer>]> = [
      ['GET /healthz', send(server.url, { path: '/healthz' })],
      ['GET /readyz', send(server.url, { path: '/readyz' })],
      ['GET /api/me/tokens', user.get('/api/me/tokens')],
      ['POST /api/generate-code', user.post('/api/generate-code', GENERATE)],
      ['POST /api/generate-code/stream', user.post('/api/generate-code/stream', GENERATE)],
      ['GET /trpc/tokens.balance', user.get('/trpc/tokens.balance')],
      ['GET /trpc/tokens.settings', user.get('/trpc/tokens.settings')],
      [
        'POST /api/login',
        user
          .withSession('')
          .post('/api/login', { username: user.username, password: user.password }),
      ],
      ['the generation in flight', inFlight],
    ];
    const answers = await Promise.all(probes.map(([, answer]) => answer));
    console.log('while PostgreSQL is down:');
    for (const [i, [name]] of probes.entries()) {
      const answer = answers[i]!;
      console.log(
        `  ${name} -> ${answer.status} retry-after=${String(answer.headers['retry-after'])} (${answer.ms} ms) ${answer.error ?? answer.text}`,
      );
      expect(answer.ms, name).toBeLessThan(MAX_ANSWER_MS);
    }
    const [healthz, readyz, ...api] = answers;
    // No answer at all: the process died with the database; its log says why.
    expect(healthz, server.output()).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(readyz).toMatchObject({
      status: 503,
      body: { status: 'unavailable', message: 'Database unreachable' },
    });
    for (const [i, answer] of api.entries()) {
      const name = probes[i + 2]![0];
      expect(answer.status, name).toBe(503);
      expect(answer.headers['retry-after'], name).toBe('5');
      expect(JSON.stringify(answer.body), name).toContain(MESSAGES.databaseUnavailable);
    }
    // Its result could not be stored, nor its charge given back yet: it says so.
    expect(answers.at(-1)?.body).toEqual({
      message: MESSAGES.databaseUnavailable,
      refunded: false,
    });

    const starting = Date.now();
    await postgres.start();
    const readyAfter = await waitFor(
      '/readyz to answer 200 again',
      async () => (await send(server.url, { path: '/readyz' })).status === 200,
    );
    console.log(
      `started PostgreSQL in ${Date.now() - starting - readyAfter} ms; /readyz 200 ${readyAfter} ms later, same server process`,
    );
    // Nothing restarts the process: had a pool error killed it, this would get no answer.
    expect((await send(server.url, { path: '/healthz' })).status).toBe(200);

    // The sweeper gives the stranded run's charge back once it is stale.
    const refundedAfter = await waitFor(
      'the sweeper to refund the run the outage stranded',
      async () => (await generationsOf(db, user.id)).every((g) => g.status !== 'running'),
    );
    console.log(`the stranded run was refunded ${refundedAfter} ms after /readyz recovered`);
    expect(await user.tokens()).toBe(START_TOKENS);

    const generated = await user.post('/api/generate-code', GENERATE);
    console.log(`POST /api/generate-code after the outage -> ${generated.status}`);
    expect(generated.status).toBe(200);
    expect(await user.tokens()).toBe(START_TOKENS - 1);

    const audit = await auditLedger(db, [user.id]);
    printLedger('after the outage', audit);
    expectLedgerConsistent(audit);
    // Two charges: the run the outage stranded (refunded) and the one after; none during it.
    expect(audit.charges.map((charge) => charge.refunds).sort()).toEqual([0, 1]);
    expect((await generationsOf(db, user.id)).map((g) => g.status).sort()).toEqual([
      'completed',
      'failed',
    ]);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  });
});
