import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { handleError } from '../../errors';
import { createTestServer, serverTestKinds } from '../../testing';
import { STRIPE_WEBHOOK_SECRET } from './contract-fixtures';
import { createWorld, type Actor, type World } from './contract-world';
import { DOCUMENTED_API_ROUTES } from './documented-routes';
import { guardedState, problemsOf, tableOf } from './fuzz-checks';
import { fuzzRouteOf, type FuzzRoute } from './fuzz-model';
import { REGRESSIONS } from './fuzz-regressions';
import { anonymousSend, fuzzRoute, worldSend, type RunOptions } from './fuzz-run';

/**
 * The robustness test (issue 9): every documented /api operation gets hostile requests —
 * malformed JSON, wrong top-level types, wrong-typed, missing and unknown fields (among them
 * `__proto__`), 1 MB and 100 KB strings, unicode edge cases, wrong content types, bad path ids
 * and query values — sent as the world's user (its admin on admin routes) with real API keys.
 * No answer may be a 5xx; every 4xx is JSON `{ message }` a user can act on, a 400 for a bad
 * field names it in fieldErrors, and no balance, ledger row, generation, purchase or legal page
 * changes. FUZZ_SEED=<n> replays another run; the seed in use is printed with the table.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
/** Cases per route: about 1,100 requests per database, some 10 s on 2 cores. */
const CASES_PER_ROUTE = 36;
/** API keys per actor, so the fuzzing never runs into a key's 120-a-minute budget. */
const KEYS_PER_ACTOR = 6;

const ROUTES = DOCUMENTED_API_ROUTES.map(fuzzRouteOf);

async function mintKeys(world: World, actor: Actor): Promise<string[]> {
  const keys = [actor.apiKey ?? ''];
  while (keys.length < KEYS_PER_ACTOR) {
    const answer = await world.call(actor, 'session', {
      method: 'POST',
      path: '/api/me/api-keys',
      body: { name: `fuzz ${keys.length}` },
    });
    keys.push((JSON.parse(answer.text) as { secret: string }).secret);
  }
  return keys;
}

describe.each(serverTestKinds())('hostile requests to every /api operation on %s', (kind) => {
  let world: World;
  let options: RunOptions;
  let send: ReturnType<typeof worldSend>;
  let before: Awaited<ReturnType<typeof guardedState>>;
  const statuses = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    const server = await createTestServer({ kind, env: { STRIPE_WEBHOOK_SECRET } });
    world = await createWorld(server);
    const keys = new Map([
      [world.user.id, await mintKeys(world, world.user)],
      [world.admin.id, await mintKeys(world, world.admin)],
    ]);
    options = {
      cases: CASES_PER_ROUTE,
      seed: SEED,
      record: ({ route }, status) => {
        const seen = statuses.get(route.doc.operationId) ?? new Map<number, number>();
        statuses.set(route.doc.operationId, seen.set(status, (seen.get(status) ?? 0) + 1));
      },
    };
    send = worldSend(world, keys);
    before = await guardedState(server.db, [world.user.id, world.admin.id]);
  }, 60_000);

  afterAll(async () => {
    const counts = [...statuses.values()].flatMap((seen) => [...seen]);
    const total = counts.reduce((sum, [, n]) => sum + n, 0);
    const errors = counts.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    const summary = `${statuses.size} routes × ${CASES_PER_ROUTE} cases = ${total} requests, ${errors} × 5xx`;
    console.log([`fuzz on ${kind} (seed ${SEED}):`, ...tableOf(statuses), summary].join('\n'));
    await world.server.close();
  });

  it.each(ROUTES.map((fuzz) => [fuzz.route.doc.operationId, fuzz] as const))(
    '%s answers hostile input with a clear 4xx',
    async (_operationId, fuzz: FuzzRoute) => {
      const failure = await fuzzRoute(send, fuzz, options);
      if (failure !== null) expect.fail(failure);
    },
  );

  it.each(REGRESSIONS)('%s: a case found before holds (%#)', async (operationId, fuzzCase) => {
    const fuzz = ROUTES.find(({ route }) => route.doc.operationId === operationId);
    if (!fuzz) throw new Error(`No route ${operationId}`);
    expect(problemsOf(fuzz, fuzzCase, await send(fuzz, fuzzCase))).toEqual([]);
  });

  it('changed no balance, ledger row, generation, purchase or legal page', async () => {
    const after = await guardedState(world.server.db, [world.user.id, world.admin.id]);
    expect(after).toEqual(before);
  });
});

describe('the fuzz test itself', () => {
  it('fails on a route that answers 500 to a null body', async () => {
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.post('/api/broken', async (request) => ({
      length: (request.body as { name: string }).name.length,
    }));
    const broken = fuzzRouteOf({
      method: 'POST',
      url: '/api/broken',
      doc: {
        operationId: 'broken',
        summary: 'Reads a field of whatever it was sent',
        tag: 'Meta',
        auth: 'public',
        body: z.object({ name: z.string() }),
        response: z.object({ length: z.number() }),
        example: { body: { name: 'fine' } },
      },
    });
    const failure = await fuzzRoute(anonymousSend(app), broken, {
      cases: CASES_PER_ROUTE,
      seed: SEED,
      record: () => undefined,
    });
    expect(failure).toMatch(/^answered 500/);
    await app.close();
  });
});
