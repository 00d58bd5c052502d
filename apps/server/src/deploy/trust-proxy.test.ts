import { createMemoryRateLimiter, type RateLimiter } from '@veloforge/api';
import { createTestDb, type TestDb } from '@veloforge/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { parseEnv } from '../env';
import { buildServer } from '../server';

const APP_URL = 'http://veloforge.test';
/** The proxy in front of the app in these tests; clients are the documentation ranges. */
const PROXY = '10.9.0.1';
/** AUTH_RATE_LIMITS.resetRequestsPerIp: 20 reset requests per IP per hour. */
const RESETS_PER_IP = 20;

type Server = { app: FastifyInstance; keysSeen: string[] };

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb('pglite');
});
afterAll(async () => {
  await testDb.destroy();
});

/**
 * A server whose rate limiter is the real in-memory one, recording the per-IP keys it counts:
 * the IP the app derived for each request (request.ip, passed to the context as ctx.ip).
 */
async function serverTrusting(trustProxy: string | undefined): Promise<Server> {
  const limiter = createMemoryRateLimiter();
  const keysSeen: string[] = [];
  const rateLimiter: RateLimiter = {
    hit: (rule, key) => {
      if (rule.name === 'forgot-ip') keysSeen.push(key);
      return limiter.hit(rule, key);
    },
    peek: (rule, key) => limiter.peek(rule, key),
    reset: (rule, key) => limiter.reset(rule, key),
  };
  const config = parseEnv({
    NODE_ENV: 'production',
    ALLOW_TEST_CHECKOUT: 'true',
    LOG_LEVEL: 'silent',
    APP_URL,
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const app = await buildServer({ config, db: testDb.db, rateLimiter });
  return { app, keysSeen };
}

/** POST /api/forgot-password from the socket address `peer` with an optional X-Forwarded-For. */
async function requestReset(server: Server, peer: string, forwardedFor?: string, n = 0) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    remoteAddress: peer,
    headers: {
      origin: APP_URL,
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    payload: { email: `nobody-${n}@example.com` },
  });
  return response.statusCode;
}

/** Sends `count` resets, each with the X-Forwarded-For `forwardedFor(i)`; returns the statuses. */
async function resets(
  server: Server,
  peer: string,
  count: number,
  forwardedFor: (i: number) => string | undefined,
) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push(await requestReset(server, peer, forwardedFor(i), i));
  }
  return statuses;
}

describe('the client IP the rate limiter keys on (TRUST_PROXY)', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
  });

  it('ignores X-Forwarded-For when no proxy is trusted, even with NODE_ENV=production', async () => {
    server = await serverTrusting(undefined);
    const statuses = await resets(
      server,
      '203.0.113.5',
      RESETS_PER_IP + 1,
      (i) => `198.51.100.${i}`,
    );
    console.log(
      `untrusted: ${statuses.length} resets from 203.0.113.5, each with a new forged X-Forwarded-For -> ` +
        `${statuses.filter((s) => s === 200).length}x200, last ${statuses.at(-1)}; keys: ${[...new Set(server.keysSeen)].join(', ')}`,
    );
    expect(new Set(server.keysSeen)).toEqual(new Set(['203.0.113.5']));
    expect(statuses.slice(0, RESETS_PER_IP).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keys on the forwarded client behind a trusted proxy, one budget per client', async () => {
    server = await serverTrusting(PROXY);
    const first = await resets(server, PROXY, RESETS_PER_IP + 1, () => '198.51.100.7');
    const other = await requestReset(server, PROXY, '198.51.100.8');
    console.log(
      `trusted ${PROXY}: 198.51.100.7 x${first.length} -> last ${first.at(-1)}; ` +
        `198.51.100.8 -> ${other}; keys: ${[...new Set(server.keysSeen)].join(', ')}`,
    );
    expect(first.at(-2)).toBe(200);
    expect(first.at(-1)).toBe(429);
    expect(other).toBe(200);
    expect(new Set(server.keysSeen)).toEqual(new Set(['198.51.100.7', '198.51.100.8']));
  });

  it('takes the address the trusted proxy appended, not the entries a client forged before it', async () => {
    server = await serverTrusting(PROXY);
    // nginx's $proxy_add_x_forwarded_for appends the peer it saw to whatever the client sent.
    const statuses = await resets(
      server,
      PROXY,
      RESETS_PER_IP + 1,
      (i) => `192.0.2.${i}, 198.51.100.9`,
    );
    console.log(
      `appending proxy: forged first entries, real 198.51.100.9 -> last ${statuses.at(-1)}; keys: ${[...new Set(server.keysSeen)].join(', ')}`,
    );
    expect(new Set(server.keysSeen)).toEqual(new Set(['198.51.100.9']));
    expect(statuses.at(-1)).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not the trusted proxy', async () => {
    server = await serverTrusting(`${PROXY},10.8.0.0/16`);
    const statuses = await resets(
      server,
      '203.0.113.6',
      RESETS_PER_IP + 1,
      (i) => `198.51.100.${i}`,
    );
    console.log(
      `direct client 203.0.113.6 past a trusted list: last ${statuses.at(-1)}; keys: ${[...new Set(server.keysSeen)].join(', ')}`,
    );
    expect(new Set(server.keysSeen)).toEqual(new Set(['203.0.113.6']));
    expect(statuses.at(-1)).toBe(429);
  });

  it('trusts every hop with TRUST_PROXY=true: the leftmost entry, whoever wrote it', async () => {
    server = await serverTrusting('true');
    expect(await requestReset(server, '203.0.113.7', '192.0.2.1, 198.51.100.10')).toBe(200);
    console.log(`TRUST_PROXY=true: keys: ${server.keysSeen.join(', ')}`);
    expect(server.keysSeen).toEqual(['192.0.2.1']);
  });
});
