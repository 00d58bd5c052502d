import type { Database, Kysely } from '@veloforge/db';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { makeTestContext, makeUser } from './test-context';
import {
  adminProcedure,
  createCallerFactory,
  protectedProcedure,
  publicProcedure,
  router,
} from './trpc';

// The procedures never touch the database; a placeholder keeps the context type honest.
const noDb = {} as Kysely<Database>;

const probeRouter = router({
  open: publicProcedure.query(() => 'open'),
  mine: protectedProcedure.query(({ ctx }) => ctx.user.username),
  admin: adminProcedure.query(({ ctx }) => `admin:${ctx.user.username}`),
  echo: publicProcedure
    .input(z.object({ username: z.string().min(3, 'Username must be at least 3 characters') }))
    .mutation(({ input }) => input.username),
});
const createProbeCaller = createCallerFactory(probeRouter);

describe('procedures', () => {
  it('publicProcedure answers anyone', async () => {
    await expect(createProbeCaller(makeTestContext(noDb)).open()).resolves.toBe('open');
  });

  it('protectedProcedure rejects a signed-out caller with UNAUTHORIZED', async () => {
    await expect(createProbeCaller(makeTestContext(noDb)).mine()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Not authenticated',
    });
    await expect(createProbeCaller(makeTestContext(noDb, makeUser())).mine()).resolves.toBe(
      'velodev',
    );
  });

  it('adminProcedure gives 401 to visitors, 403 to users and passes admins', async () => {
    await expect(createProbeCaller(makeTestContext(noDb)).admin()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      createProbeCaller(makeTestContext(noDb, makeUser())).admin(),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      createProbeCaller(
        makeTestContext(noDb, makeUser({ role: 'admin', username: 'boss' })),
      ).admin(),
    ).resolves.toBe('admin:boss');
  });

  it('formats input errors with the first message and field errors for the tRPC wire', async () => {
    const caller = createCallerFactory(probeRouter)(makeTestContext(noDb), {
      onError: () => {},
    });
    const error = await caller.echo({ username: 'ab' }).catch((e: unknown) => e);
    const shape = probeRouter._def._config.errorFormatter({
      error: error as never,
      type: 'mutation',
      path: 'echo',
      input: { username: 'ab' },
      ctx: undefined,
      shape: {
        message: 'raw',
        code: -32600,
        data: { code: 'BAD_REQUEST', httpStatus: 400 },
      },
    });
    expect(shape).toMatchObject({
      message: 'Username must be at least 3 characters',
      data: {
        httpStatus: 400,
        fieldErrors: { username: ['Username must be at least 3 characters'] },
      },
    });
  });
});
