import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

import { defaultActor } from './contract-checks';
import { credentialsFor, type Actor, type World } from './contract-world';
import { caseKinds, type FuzzCase } from './fuzz-cases';
import { problemsOf, type Answer } from './fuzz-checks';
import type { FuzzRoute } from './fuzz-model';

/** Test code: runs one route's hostile cases through fast-check and records what answered. */

/** Sends a case with the headers a client of this route would send. */
export type Send = (fuzz: FuzzRoute, fuzzCase: FuzzCase) => Promise<Answer>;

export type RunOptions = {
  /** Cases per route, spread evenly over the kinds that apply to it. */
  cases: number;
  seed: number;
  /** Counts an answer's status for the route. */
  record: (fuzz: FuzzRoute, status: number) => void;
};

function inject(app: FastifyInstance, fuzzCase: FuzzCase, headers: Record<string, string>) {
  const { method, url, payload, contentType } = fuzzCase;
  return app
    .inject({
      method,
      url,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    })
    .then((res) => ({
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      text: res.body,
    }));
}

/** A server without credentials (the test's own broken route). */
export function anonymousSend(app: FastifyInstance): Send {
  return (_fuzz, fuzzCase) => inject(app, fuzzCase, {});
}

/**
 * The world's user (admin routes: its admin) as a REST client: Bearer keys where the route takes
 * them, taken in turn from `keys` so no key runs into its minute budget, else the cookie.
 */
export function worldSend(world: World, keys: Map<string, string[]>): Send {
  let sent = 0;
  return (fuzz, fuzzCase) => {
    const { auth } = fuzz.route.doc;
    const actor = defaultActor(world, auth);
    const pool = actor ? (keys.get(actor.id) ?? []) : [];
    sent += 1;
    const turn: Actor | null = actor && { ...actor, apiKey: pool[sent % pool.length] ?? null };
    return inject(world.server.app, fuzzCase, credentialsFor(turn, auth, world.appUrl));
  };
}

/** A short, printable account of a case (the 1 MB bodies cut down). */
function summary(fuzzCase: FuzzCase, answer: Answer | undefined): string {
  const cut = (text: string) =>
    text.length > 240 ? `${text.slice(0, 240)}… (${text.length})` : text;
  const body = fuzzCase.payload === undefined ? '' : ` ${cut(JSON.stringify(fuzzCase.payload))}`;
  const type = fuzzCase.contentType ? ` [${fuzzCase.contentType}]` : '';
  const got = answer ? `\n  answered ${answer.status} ${cut(answer.text)}` : '';
  const change = fuzzCase.change ? ` (${fuzzCase.change})` : '';
  return `${fuzzCase.kind}${change}: ${fuzzCase.method} ${cut(fuzzCase.url)}${type}${body}${got}`;
}

/** A seed per route and kind, derived from the printed one, so runs are reproducible. */
function seedOf(seed: number, label: string): number {
  let hash = seed | 0;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Sends `options.cases` hostile requests to the route, kind by kind, each checked by
 * problemsOf. Answers the first failure, described with its case, or null when all held.
 */
export async function fuzzRoute(
  send: Send,
  fuzz: FuzzRoute,
  options: RunOptions,
): Promise<string | null> {
  const kinds = Object.entries(caseKinds(fuzz));
  for (const [index, [kind, cases]] of kinds.entries()) {
    const numRuns =
      Math.floor(options.cases / kinds.length) + (index < options.cases % kinds.length ? 1 : 0);
    if (numRuns === 0) continue;
    let last: Answer | undefined;
    const property = fc.asyncProperty(cases, async (fuzzCase) => {
      last = undefined;
      last = await send(fuzz, fuzzCase);
      options.record(fuzz, last.status);
      const problems = problemsOf(fuzz, fuzzCase, last);
      if (problems.length > 0) throw new Error(problems.join('; '));
    });
    const seed = seedOf(options.seed, `${fuzz.route.doc.operationId}:${kind}`);
    const result = await fc.check(property, { numRuns, seed, endOnFailure: true });
    if (result.failed) {
      const [fuzzCase] = result.counterexample ?? [];
      const error = result.errorInstance instanceof Error ? result.errorInstance.message : '';
      const account = fuzzCase ? summary(fuzzCase, last) : 'no case';
      return `${error}\n  ${account}\n  (seed ${seed}, path ${result.counterexamplePath})`;
    }
  }
  return null;
}
