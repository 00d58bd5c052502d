import { type ClientRequest, request as httpRequest } from 'node:http';

import type { Database, Kysely } from '@veloforge/db';

import type { TestServer } from './index';
import type { TestClient } from './test-client';

/** Shared inputs and read-backs for the generation suites. */

export const SAMPLE_REQUEST = {
  prompt: 'List the products in the repeater',
  outputType: 'frontend_backend',
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'number' },
      ],
    },
  ],
  elementIds: ['#statusText'],
  elementHierarchy: {
    elements: [
      { id: 'productRepeater', type: 'repeater', children: ['itemTitle'] },
      { id: 'itemTitle', type: 'text', parentId: 'productRepeater' },
    ],
  },
};

/**
 * A troubleshoot request with a selector without '#' (fixed offline) and a wrong value type on
 * line 3, which the troubleshooter leaves and the checker reports as `3 ts2322`.
 */
export function troubleshootLeavingTypeError() {
  return fixableTroubleshoot({
    frontendCode:
      "$w.onReady(() => {\n  $w('statusText').hide();\n  $w('#statusText').text = 5;\n});\n",
  });
}

/** A troubleshoot request the offline troubleshooter fixes (a selector without '#'). */
export function fixableTroubleshoot(extra: Record<string, unknown> = {}) {
  return {
    originalRequest: SAMPLE_REQUEST,
    errorDetails: 'TypeError: $w(...).hide is not a function',
    frontendCode: "$w.onReady(() => { $w('statusText').hide(); });\n",
    ...extra,
  };
}

/** One it recognises nothing in: it refunds with 422. */
export const UNFIXABLE_TROUBLESHOOT = {
  originalRequest: SAMPLE_REQUEST,
  errorDetails: 'The page looks too blue on mobile',
  frontendCode: "$w.onReady(() => {\n  $w('#statusText').text = 'Ready';\n});\n",
};

export const INSTRUCTION_REQUEST = {
  prompt: 'A product list with a search box',
  collections: SAMPLE_REQUEST.collections,
  elementIds: ['productRepeater', 'searchInput'],
};

export async function ledgerOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('tokenLedger')
    .select(['delta', 'reason', 'idempotencyKey', 'refId'])
    .where('userId', '=', userId)
    .where('reason', '!=', 'admin_grant')
    .orderBy('id')
    .execute();
}

export async function generationsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('generations')
    .select(['id', 'status', 'cost', 'engine', 'runRef', 'refundedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

export async function versionsOf(db: Kysely<Database>, generationId: string) {
  return db
    .selectFrom('generationVersions')
    .select(['n', 'kind', 'errorDetails', 'frontendCode', 'backendCode'])
    .where('generationId', '=', generationId)
    .orderBy('n')
    .execute();
}

export type SseEvent = { event: string; data: Record<string, unknown> };

/** Splits a text/event-stream body into its events (the routes send one data line each). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/** Resolves once `predicate` holds, polling; fails after `ms`. */
export async function eventually(predicate: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A POST as the browser sends it (origin, session cookie, JSON body, already written) on a real
 * socket, for tests whose client hangs up before the answer.
 */
export async function postOnSocket(
  server: TestServer,
  client: TestClient,
  path: string,
  payload: unknown,
): Promise<ClientRequest> {
  const base = await server.listen();
  const body = JSON.stringify(payload);
  const req = httpRequest(`${base}${path}`, {
    method: 'POST',
    headers: {
      origin: server.config.appUrl,
      cookie: `session=${client.sessionToken ?? ''}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  req.end(body);
  return req;
}
