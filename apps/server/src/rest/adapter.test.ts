import {
  AppError,
  createMemoryRateLimiter,
  createTestCheckout,
  DEFAULT_GENERATION_LIMITS,
} from '@veloforge/api';
import { createTestDb } from '@veloforge/db/testing';
import { createVeloEngine } from '@veloforge/velo';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { parseEnv } from '../env';
import { handleError } from '../errors';
import { registerRestRoutes } from './adapter';
import type { ServedRoute } from './route-table';

const ZEcho = z.object({
  username: z.string().min(3, 'Username must be at least 3 characters'),
  email: z.email('Invalid email address'),
});

const routes: ServedRoute[] = [
  {
    method: 'POST',
    url: '/api/echo',
    handler: async (_caller, request) => ZEcho.parse(request.body),
  },
  {
    method: 'GET',
    url: '/api/boom',
    handler: async () => {
      throw new Error('connection to db with password hunter2 failed');
    },
  },
  {
    method: 'GET',
    url: '/api/limited',
    handler: async () => {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts', { retryAfterSeconds: 30 });
    },
  },
  { method: 'GET', url: '/api/settings', handler: (caller) => caller.tokens.settings() },
];

describe('REST adapter and the shared error mapping', () => {
  let app: FastifyInstance;
  let destroyDb: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createTestDb('pglite');
    destroyDb = testDb.destroy;
    app = Fastify({ logger: false });
    app.removeContentTypeParser('text/plain');
    app.setErrorHandler(handleError);
    await app.register(cookie);
    registerRestRoutes(app, routes, {
      db: testDb.db,
      config: parseEnv({ NODE_ENV: 'test' }),
      rateLimiter: createMemoryRateLimiter(),
      mailer: { send: async () => {} },
      checkout: createTestCheckout(testDb.db, 'http://localhost:3000'),
      velo: createVeloEngine(),
      modelTimeoutMs: 120_000,
      generationLimits: DEFAULT_GENERATION_LIMITS,
    });
  });
  afterAll(async () => {
    await app.close();
    await destroyDb();
  });

  it('calls the procedure in-process through the caller', async () => {
    const res = await app.inject({ url: '/api/settings' });
    expect(res.json()).toEqual({ tokenPackagePrice: 500, tokenPackageAmount: 150 });
  });

  it('maps zod errors to 400 with the first message and field errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { username: 'ab', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Username must be at least 3 characters',
      fieldErrors: {
        username: ['Username must be at least 3 characters'],
        email: ['Invalid email address'],
      },
    });
  });

  it('answers malformed JSON with 400 and non-JSON bodies with 415', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Request body is not valid JSON' });
    const plain = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=abc',
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({
      message: 'Request body must be JSON (Content-Type: application/json)',
    });
  });

  it('hides internal error details behind a generic 500', async () => {
    const res = await app.inject({ url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('passes AppError status, message and Retry-After through', async () => {
    const res = await app.inject({ url: '/api/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ message: 'Too many attempts' });
  });
});
