import type { Database, Kysely } from '@veloforge/db';
import { describe, expect, it } from 'vitest';

import type { AuthUser, Context } from '../context';
import { describeError } from '../errors';
import { createCaller } from '../root';
import { makeTestContext, makeUser } from '../test-context';
import {
  adminProcedure,
  createCallerFactory,
  keylessProcedure,
  protectedProcedure,
  router,
  sessionProcedure,
} from '../trpc';

// The guards refuse before any procedure body runs; nothing here reaches a database.
const noDb = {} as Kysely<Database>;

function keyContext(user: AuthUser): Context {
  return {
    ...makeTestContext(noDb, user),
    session: null,
    apiKey: { id: 'key-1' },
    authKind: 'apiKey',
  };
}

const probe = createCallerFactory(
  router({
    mine: protectedProcedure.query(({ ctx }) => ctx.user.username),
    account: sessionProcedure.query(({ ctx }) => ctx.session.id),
    signIn: keylessProcedure.query(() => 'signed in'),
    admin: adminProcedure.query(() => 'admin'),
  }),
);

const SESSION_REQUIRED = {
  code: 'FORBIDDEN',
  message: 'API keys cannot be used for this action. Sign in to the web app instead.',
};

describe('procedures by how the caller authenticated', () => {
  it('lets an API key through protectedProcedure, as the session does', async () => {
    await expect(probe(keyContext(makeUser())).mine()).resolves.toBe('velodev');
    await expect(probe(makeTestContext(noDb, makeUser())).mine()).resolves.toBe('velodev');
  });

  it('sessionProcedure: 401 signed out, 403 with a key, passes a session', async () => {
    await expect(probe(makeTestContext(noDb)).account()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(probe(keyContext(makeUser())).account()).rejects.toMatchObject(SESSION_REQUIRED);
    await expect(probe(makeTestContext(noDb, makeUser())).account()).resolves.toBe('session-1');
  });

  it('keylessProcedure refuses a key and answers visitors and sessions', async () => {
    await expect(probe(keyContext(makeUser())).signIn()).rejects.toMatchObject(SESSION_REQUIRED);
    await expect(probe(makeTestContext(noDb)).signIn()).resolves.toBe('signed in');
    await expect(probe(makeTestContext(noDb, makeUser())).signIn()).resolves.toBe('signed in');
  });

  it("adminProcedure takes an admin's key and refuses a plain user's", async () => {
    await expect(probe(keyContext(makeUser({ role: 'admin' }))).admin()).resolves.toBe('admin');
    await expect(probe(keyContext(makeUser())).admin()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do that',
    });
  });

  it('refuses every key-management and account procedure to a key', async () => {
    const caller = createCaller(keyContext(makeUser()));
    const calls = [
      () => caller.apiKeys.list(),
      () => caller.apiKeys.create({ name: 'minted by a key' }),
      () => caller.apiKeys.revoke({ id: '00000000-0000-4000-8000-000000000009' }),
      () => caller.auth.updateProfile({ username: 'taken_over' }),
      () => caller.auth.logout(),
      () => caller.auth.login({ username: 'velodev', password: 'secret123' }),
      () => caller.auth.register({ username: 'other', email: 'o@example.com', password: 'x1y2z3' }),
      () => caller.auth.forgotPassword({ email: 'velodev@example.com' }),
      () =>
        caller.auth.resetPassword({
          token: 'abc',
          password: 'secret123',
          confirmPassword: 'secret123',
        }),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject(SESSION_REQUIRED);
  });

  it('validates the key name: trimmed, 1 to 64 characters', async () => {
    const caller = createCaller(makeTestContext(noDb, makeUser()));
    const messageOf = (name: string) =>
      caller.apiKeys.create({ name }).catch((error: unknown) => describeError(error).body.message);
    expect(await messageOf('   ')).toBe('Name is required');
    expect(await messageOf('x'.repeat(65))).toBe('Name must be at most 64 characters');
  });
});
