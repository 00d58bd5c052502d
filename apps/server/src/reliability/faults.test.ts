import { createTestDb, type TestDb } from '@veloforge/db/testing';
import {
  FAKE_DEFAULT_CONTENT,
  startFakeOpenAI,
  type FakeAnswer,
  type FakeOpenAI,
} from '@veloforge/velo/testing/fake-openai-server';
import { afterAll, beforeAll, expect, it } from 'vitest';

import {
  fixableTroubleshoot,
  generationsOf,
  SAMPLE_REQUEST,
  versionsOf,
} from '../testing/generation';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { fakeModelEnv } from './cluster';
import { jsonOf, registerUser, type HttpAnswer, type User } from './http';
import { auditLedger, chargesOf, expectLedgerConsistent, grantTokens, printLedger } from './ledger';
import { prerequisites } from './prerequisites';
import { tally } from './report';

/**
 * Issue 10 (B1): a real server process on PostgreSQL whose code model fails in every way the
 * fake model can: HTTP 500, 429 with Retry-After, a hang past OPENAI_TIMEOUT_MS, an SSE stream
 * cut half-way, an HTML page, prose, schema-breaking JSON, an answer cut off at the output
 * limit. Through every charged transport, each failure answers the status and message of the
 * spec with `refunded: true`, and its charge is refunded exactly once.
 */

const { describeProof } = await prerequisites('postgres');

const MODEL_TIMEOUT_MS = 3_000;
const GENERATE = { ...SAMPLE_REQUEST, outputType: 'velo' };
const TROUBLESHOOT = fixableTroubleshoot({ originalRequest: GENERATE });
const START_TOKENS = 20;
const REFUNDED = 'Your tokens were refunded';

type Family = 'generate' | 'troubleshoot';
type Expected = { status: number; message: string; retryAfter?: string };
type Fault = {
  name: string;
  answer: FakeAnswer;
  expected: Expected;
  /** When a troubleshoot call gets (or does) something else with this kind of answer. */
  troubleshoot?: { answer?: FakeAnswer; expected: Expected };
};

const FAILED = (message: string, status = 502): Expected => ({ status, message });

const FAULTS: Fault[] = [
  { name: 'HTTP 500', answer: { status: 500 }, expected: FAILED('service failed') },
  {
    name: 'HTTP 429 with Retry-After: 7',
    answer: { status: 429, headers: { 'retry-after': '7' } },
    expected: { status: 429, message: 'busy', retryAfter: '7' },
  },
  {
    name: `a hang past OPENAI_TIMEOUT_MS (${MODEL_TIMEOUT_MS} ms)`,
    answer: { hangMs: 20_000 },
    expected: FAILED('took too long', 504),
  },
  {
    name: 'an SSE stream cut half-way',
    answer: { truncate: true },
    expected: FAILED('service failed'),
  },
  {
    name: 'an HTML page instead of an answer',
    answer: { garbage: true },
    expected: FAILED('could not use'),
  },
  {
    name: 'an answer cut off at the output limit',
    answer: { content: FAKE_DEFAULT_CONTENT, finishReason: 'length' },
    expected: FAILED('could not use'),
  },
  {
    name: 'non-JSON prose',
    answer: { content: 'The selector needs a leading # before statusText.' },
    expected: FAILED('could not use'),
    // A fix may be an explanation alone (the model's fallback format): a paid answer.
    troubleshoot: { expected: { status: 200, message: 'Code Updated Successfully' } },
  },
  {
    name: 'JSON that breaks the schema',
    answer: { content: JSON.stringify({ frontendCode: 42, backendCode: null, extra: [1] }) },
    expected: FAILED('could not use'),
    // Troubleshooting reads any non-JSON text as an explanation, so its schema failure is an
    // answer in the schema that changes nothing and explains nothing.
    troubleshoot: {
      answer: {
        content: JSON.stringify({ frontendCode: TROUBLESHOOT.frontendCode, explanation: '' }),
      },
      expected: FAILED('could not use'),
    },
  },
];

function planFor(fault: Fault, family: Family): { answer: FakeAnswer; expected: Expected } {
  if (family === 'generate' || !fault.troubleshoot) return fault;
  return {
    answer: fault.troubleshoot.answer ?? fault.answer,
    expected: fault.troubleshoot.expected,
  };
}

/** What a charged call came back with, the same shape for the JSON and the SSE transports. */
type Outcome = {
  status: number;
  message: string;
  refunded: unknown;
  tokensRemaining: unknown;
  retryAfter: string | undefined;
  /** SSE only: the stream opened with `started`, i.e. the charge was made first. */
  started?: boolean;
  ms: number;
};

function outcomeOf(answer: HttpAnswer): Outcome {
  // A stream ends with `result`, carrying the JSON route's body, or with `error`: its status,
  // message and refund.
  const last = answer.events.at(-1);
  const data = (
    last === undefined ? answer.body : last.event === 'result' ? last.data.result : last.data
  ) as Record<string, unknown> | null;
  const status =
    last?.event === 'error' ? Number(data?.status) : last?.event === 'result' ? 200 : answer.status;
  const message = data?.message;
  return {
    status,
    message: typeof message === 'string' ? message : (answer.error ?? ''),
    refunded: data?.refunded,
    tokensRemaining: data?.tokensRemaining,
    retryAfter: answer.headers['retry-after'],
    ...(last === undefined ? {} : { started: answer.events[0]?.event === 'started' }),
    ms: answer.ms,
  };
}

type Transport = { name: string; family: Family; call: (user: User) => Promise<Outcome> };

/** A charged route (`…/stream`: the SSE transport), named `POST <path><label>`. */
function transport(family: Family, path: string, body: () => unknown, label = ''): Transport {
  return {
    name: `POST ${path}${label}`,
    family,
    call: async (user) => outcomeOf(await user.post(path, body())),
  };
}

function expectOutcome(outcome: Outcome, expected: Expected, balanceBefore: number) {
  if (expected.status === 200) {
    expect(outcome).toMatchObject({
      status: 200,
      message: expected.message,
      refunded: undefined,
      tokensRemaining: balanceBefore - 1,
    });
    return;
  }
  expect(outcome).toMatchObject({
    status: expected.status,
    message: expect.stringContaining(expected.message),
    refunded: true,
    tokensRemaining: balanceBefore,
  });
  expect(outcome.message).toContain(REFUNDED);
}

describeProof('code model faults through a real server process', () => {
  let database: TestDb;
  let fake: FakeOpenAI;
  let server: ServerProcess;
  /** A completed generation the "existing session" transport troubleshoots again and again. */
  let existingSession = '';

  const TRANSPORTS: Transport[] = [
    transport('generate', '/api/generate-code', () => GENERATE),
    transport('generate', '/api/generate-code/stream', () => GENERATE),
    transport('troubleshoot', '/api/troubleshoot-code', () => TROUBLESHOOT),
    transport('troubleshoot', '/api/troubleshoot-code/stream', () => TROUBLESHOOT),
    transport(
      'troubleshoot',
      '/api/troubleshoot-code',
      () => ({ ...TROUBLESHOOT, sessionId: existingSession }),
      ' {sessionId}',
    ),
  ];
  /** One user per transport, so each ledger holds one transport's charges. */
  const users: User[] = [];
  const ids = () => users.map((user) => user.id);

  /** Sends the planned answer to every transport of `family` at once. */
  async function injectInto(fault: Fault, family: Family) {
    const { answer, expected } = planFor(fault, family);
    const members = TRANSPORTS.flatMap((transport, i) => (transport.family === family ? [i] : []));
    fake.script(...members.map(() => answer));
    const outcomes = await Promise.all(members.map((i) => TRANSPORTS[i]!.call(users[i]!)));
    return members.map((i, k) => ({ i, outcome: outcomes[k]!, expected }));
  }

  beforeAll(async () => {
    database = await createTestDb('postgres');
    fake = await startFakeOpenAI();
    server = await startServerProcess({
      databaseUrl: database.url,
      env: {
        ...fakeModelEnv(fake.baseURL, MODEL_TIMEOUT_MS),
        // The limits have their own suite; here 40 calls at once must reach the model.
        GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
        GENERATION_MAX_RUNNING: '50',
      },
    });
    for (const transport of TRANSPORTS) {
      const user = await registerUser(server, `fault${users.length + 1}`);
      await grantTokens(database.db, user.id, START_TOKENS);
      users.push(user);
      console.log(`${user.username}: ${START_TOKENS} tokens, calls ${transport.name}`);
    }
    const owner = users[4]!;
    const setup = await owner.post('/api/generate-code', GENERATE);
    expect(setup.status, setup.text).toBe(200);
    existingSession = jsonOf<{ sessionId: string }>(setup).sessionId;
    console.log(
      `${owner.username}: generated session ${existingSession} (1 token) to troubleshoot`,
    );
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    await database?.destroy();
  });

  it.each(FAULTS)('answers $name with its status, refunded exactly once', async (fault) => {
    const balances = await Promise.all(users.map((user) => user.tokens()));
    const before = await auditLedger(database.db, ids());
    const seen = fake.requests.length;
    const results = fault.troubleshoot
      ? [...(await injectInto(fault, 'generate')), ...(await injectInto(fault, 'troubleshoot'))]
      : (
          await Promise.all([injectInto(fault, 'generate'), injectInto(fault, 'troubleshoot')])
        ).flat();

    console.log(`injected ${fault.name} into ${TRANSPORTS.length} calls:`);
    for (const { i, outcome } of results) {
      console.log(
        `  ${TRANSPORTS[i]!.name} -> ${outcome.status} refunded=${String(outcome.refunded)} tokensRemaining=${String(outcome.tokensRemaining)} retry-after=${String(outcome.retryAfter)} (${outcome.ms} ms) "${outcome.message}"`,
      );
    }
    // Each call reached the model exactly once (no retry, no repair round).
    expect(fake.requests.length - seen).toBe(TRANSPORTS.length);
    expect(fake.pending()).toBe(0);

    const after = await auditLedger(database.db, ids());
    expectLedgerConsistent(after);
    for (const { i, outcome, expected } of results) {
      const transport = TRANSPORTS[i]!;
      expectOutcome(outcome, expected, balances[i]!);
      if (transport.name.includes('stream')) expect(outcome.started).toBe(true);
      else if (expected.retryAfter) expect(outcome.retryAfter).toBe(expected.retryAfter);
      // One new charge for this call, refunded once exactly when the call failed.
      const added = (refunds?: 1) =>
        chargesOf(after, users[i]!.id, refunds).length -
        chargesOf(before, users[i]!.id, refunds).length;
      expect(added()).toBe(1);
      expect(added(1)).toBe(expected.status === 200 ? 0 : 1);
      expect(await users[i]!.tokens()).toBe(balances[i]! - (expected.status === 200 ? 1 : 0));
    }
  });

  it('leaves every user with the tokens they started with, less the answers they got', async () => {
    const audit = await auditLedger(database.db, ids());
    printLedger('after every single fault', audit);
    expectLedgerConsistent(audit);
    const paid = (family: Family) =>
      FAULTS.filter((fault) => planFor(fault, family).expected.status === 200).length;
    for (const [i, user] of users.entries()) {
      const family = TRANSPORTS[i]!.family;
      const setupCost = i === 4 ? 1 : 0;
      expect(await user.tokens()).toBe(START_TOKENS - setupCost - paid(family));
      expect(chargesOf(audit, user.id)).toHaveLength(FAULTS.length + setupCost);
      expect(chargesOf(audit, user.id, 1)).toHaveLength(FAULTS.length - paid(family));
    }
    for (const [i, user] of users.slice(0, 4).entries()) {
      const generations = await generationsOf(database.db, user.id);
      const failed = generations.filter((g) => g.status === 'failed' && g.refundedAt !== null);
      expect(generations).toHaveLength(FAULTS.length);
      expect(failed).toHaveLength(FAULTS.length - paid(TRANSPORTS[i]!.family));
    }
    // Failed passes on an existing session leave it completed, with no version added.
    const [session] = await generationsOf(database.db, users[4]!.id);
    expect(session).toMatchObject({ id: existingSession, status: 'completed' });
    const versions = await versionsOf(database.db, existingSession);
    expect(versions).toHaveLength(1 + paid('troubleshoot'));
  });

  it('refunds a concurrent batch of 40 mixed faults exactly once each', async () => {
    const batchUsers: User[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const user = await registerUser(server, `batch${i}`);
      await grantTokens(database.db, user.id, START_TOKENS);
      batchUsers.push(user);
    }
    // The faults every transport fails on and two valid answers, 5 rounds: 40 calls. Answers
    // reach the calls in arrival order, so each round mixes them over users and transports.
    const uniform = FAULTS.filter((fault) => !fault.troubleshoot);
    const valid = {
      answer: { content: FAKE_DEFAULT_CONTENT },
      expected: { status: 200, message: '' },
    };
    const round = [...uniform, valid, valid];
    const answers = Array.from({ length: 5 }, () => round).flat();
    const expected = answers.map((kind) => `${kind.expected.status} ${kind.expected.message}`);
    const calls = answers.map((_, i) => ({
      transport: TRANSPORTS[i % 4]!,
      user: batchUsers[(i + Math.floor(i / 4)) % 4]!,
    }));
    fake.script(...answers.map((kind) => kind.answer));

    const started = performance.now();
    const outcomes = await Promise.all(calls.map(({ transport, user }) => transport.call(user)));
    const ms = Math.round(performance.now() - started);

    const got = outcomes.map((outcome) => {
      if (outcome.status === 200) return '200 ';
      const kind = uniform.find((fault) => outcome.message.includes(fault.expected.message));
      return `${outcome.status} ${kind?.expected.message ?? outcome.message}`;
    });
    console.log(
      `batch: injected ${JSON.stringify(tally(answers.map((a) => ('name' in a ? a.name : 'a valid answer'))))} into ${calls.length} concurrent calls (4 transports, 4 users); answered in ${ms} ms: ${JSON.stringify(tally(got))}`,
    );
    // The model's answers reach the calls in arrival order, so compare as multisets.
    expect(got.sort()).toEqual(expected.sort());
    expect(fake.pending()).toBe(0);
    for (const outcome of outcomes) {
      if (outcome.status !== 200) expect(outcome.refunded).toBe(true);
    }

    const audit = await auditLedger(
      database.db,
      batchUsers.map((user) => user.id),
    );
    printLedger('after the batch', audit);
    expectLedgerConsistent(audit);
    expect(audit.charges).toHaveLength(calls.length);
    const successes = outcomes.filter((outcome) => outcome.status === 200).length;
    expect(audit.charges.filter((charge) => charge.refunds === 1)).toHaveLength(
      calls.length - successes,
    );
    for (const user of batchUsers) {
      const paid = calls.filter((call, i) => call.user === user && outcomes[i]!.status === 200);
      expect(await user.tokens()).toBe(START_TOKENS - paid.length);
      const generations = await generationsOf(database.db, user.id);
      expect(generations.filter((g) => g.status === 'running')).toEqual([]);
      expect(generations.filter((g) => g.status === 'completed')).toHaveLength(paid.length);
    }
  });
});
