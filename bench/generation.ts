// POST /api/generate-code and its streaming twin against the fake model: one app server with a
// model configured, many users with plenty of tokens, limits raised so they never refuse.
import { createUsers, jsonHeaders, type BenchUser } from './accounts';
import { startFakeModel, type FakeModel, type ModelCall } from './fake-model';
import type { BenchOptions } from './options';
import { startAppServer, type AppServer } from './processes';
import { requestFor } from './site';

export const CLIENTS = 50;
/**
 * Users the clients share, five clients each (several tabs or scripts of one account). Each
 * registration hashes a password; 50 of them took 40 s of a loaded machine's suite.
 */
export const USERS = 10;

export type GenerationFixture = {
  app: AppServer;
  model: FakeModel;
  users: BenchUser[];
  /** A new benchmark call number (it travels to the model in the prompt). */
  nextCall: () => number;
};

/** One finished call: what the client waited, and what the model spent on it. */
export type Sample = { latencyMs: number; modelMs: number; modelCalls: number };

export async function startGenerationFixture(
  options: BenchOptions,
  setup: { users?: number; databasePort?: number } = {},
): Promise<GenerationFixture> {
  const userCount = setup.users ?? USERS;
  const model = await startFakeModel();
  try {
    const app = await startAppServer(options.database, {
      profileDir: options.profileDir,
      ...(setup.databasePort ? { databasePort: setup.databasePort } : {}),
      env: {
        OPENAI_API_KEY: 'sk-bench',
        OPENAI_MODEL: 'gpt-bench',
        OPENAI_BASE_URL: model.baseURL,
        OPENAI_TIMEOUT_MS: '60000',
        GENERATION_RATE_LIMIT_PER_MINUTE: '1000000',
        GENERATION_MAX_RUNNING: '100000',
      },
    });
    try {
      console.log(`  generation: registering ${userCount} users with tokens`);
      const users = await createUsers(app.url, userCount, 100_000);
      let calls = 0;
      return { app, model, users, nextCall: () => ++calls };
    } catch (error) {
      await app.stop();
      throw error;
    }
  } catch (error) {
    await model.close();
    throw error;
  }
}

export async function stopGenerationFixture(fixture: GenerationFixture): Promise<void> {
  await fixture.app.stop();
  await fixture.model.close();
}

export function modelTime(calls: ModelCall[]): number {
  return calls.reduce((sum, call) => sum + (call.endedAt - call.startedAt), 0);
}

/** POST /api/generate-code as `user`, read to the end. */
export async function generateOnce(fixture: GenerationFixture, user: BenchUser): Promise<Sample> {
  const n = fixture.nextCall();
  fixture.model.queueAnswer();
  const url = fixture.app.url;
  const start = performance.now();
  const response = await fetch(`${url}/api/generate-code`, {
    method: 'POST',
    headers: jsonHeaders(url, user.cookie),
    body: JSON.stringify(requestFor(n)),
  });
  const body = await response.text();
  const latencyMs = performance.now() - start;
  if (response.status !== 200) throw new Error(`generate-code: ${response.status} ${body}`);
  return sampleOf(fixture, n, latencyMs);
}

/** The same client asking the fake model directly, as the server does (streamed). */
export async function modelDirectOnce(fixture: GenerationFixture): Promise<Sample> {
  const n = fixture.nextCall();
  fixture.model.queueAnswer();
  const start = performance.now();
  const response = await fetch(`${fixture.model.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
    body: JSON.stringify(modelRequestBody(n)),
  });
  const body = await response.text();
  const latencyMs = performance.now() - start;
  if (response.status !== 200) throw new Error(`fake model: ${response.status} ${body}`);
  return sampleOf(fixture, n, latencyMs);
}

export function modelRequestBody(n: number) {
  return {
    model: 'gpt-bench',
    stream: true,
    messages: [{ role: 'user', content: requestFor(n).prompt }],
  };
}

function sampleOf(fixture: GenerationFixture, n: number, latencyMs: number): Sample {
  const calls = fixture.model.callsFor(n);
  if (calls.length === 0) throw new Error(`bench call ${n}: the fake model recorded no request`);
  return { latencyMs, modelMs: modelTime(calls), modelCalls: calls.length };
}

/** Runs `once` from `clients` concurrent clients, each starting its next call when one ends. */
export async function closedLoop<T>(
  clients: number,
  durationMs: number,
  once: (client: number) => Promise<T>,
): Promise<{ samples: T[]; seconds: number }> {
  const start = performance.now();
  const end = start + durationMs;
  const samples: T[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) samples.push(await once(client));
    }),
  );
  return { samples, seconds: (performance.now() - start) / 1000 };
}

/**
 * Starts a call every 1000 / `perSecond` ms for `durationMs`, whether or not earlier calls have
 * ended (an open loop: arrivals do not wait for the server, as independent users do not).
 */
export async function openLoop<T>(
  perSecond: number,
  durationMs: number,
  once: (call: number) => Promise<T>,
): Promise<{ samples: T[]; seconds: number }> {
  const start = performance.now();
  const calls: Promise<T>[] = [];
  for (let call = 0; call * (1000 / perSecond) < durationMs; call++) {
    const due = start + call * (1000 / perSecond);
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(once(call));
  }
  const samples = await Promise.all(calls);
  return { samples, seconds: (performance.now() - start) / 1000 };
}
