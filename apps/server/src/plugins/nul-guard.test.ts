import { MESSAGES } from '@veloforge/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerNulGuard } from './nul-guard';

/** A bare app with the guard and one route that counts the requests that reach it. */
describe('the NUL guard', () => {
  let app: FastifyInstance;
  let reached = 0;

  beforeAll(async () => {
    app = Fastify();
    registerNulGuard(app);
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_r, body, done) =>
      done(null, body),
    );
    app.post('/echo/:name', async (request) => {
      reached += 1;
      return { body: Buffer.isBuffer(request.body) ? 'bytes' : request.body };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('lets a request without NUL through to its route', async () => {
    const before = reached;
    const res = await post('/echo/ok?q=fine', { a: { b: ['x', 'y'] }, n: 1, z: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: { a: { b: ['x', 'y'] }, n: 1, z: null } });
    expect(reached).toBe(before + 1);
  });

  it.each([
    ['a nested value', '/echo/ok', { a: { b: ['x', 'bad\u0000'] } }, ['a.b.1']],
    ['a key', '/echo/ok', { ['k\u0000ey']: 1 }, ['k\u0000ey']],
    ['the body itself', '/echo/ok', 'whole\u0000', ['_']],
    ['a query value', '/echo/ok?q=a%00b', { fine: 'x' }, ['q']],
    ['a path parameter', '/echo/a%00b', { fine: 'x' }, ['name']],
  ])(
    'refuses NUL in %s with 400 naming the field, before the route',
    async (_l, url, payload, fields) => {
      const before = reached;
      const res = await post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MESSAGES.textHasNul,
        fieldErrors: Object.fromEntries(fields.map((field) => [field, [MESSAGES.textHasNul]])),
      });
      expect(reached).toBe(before);
    },
  );

  it('leaves raw bytes (a signed webhook) alone', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo/ok',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('raw\u0000bytes'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: 'bytes' });
  });
});
