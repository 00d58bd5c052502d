import { randomBytes, scryptSync } from 'node:crypto';

import { createTestDb, testDatabaseKinds, type TestDb } from '@veloforge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { authenticate } from './login';
import { hashPassword, needsRehash, verifyPassword } from './password';

/** A hash as an older, cheaper set-up stored it: scrypt N=2^10 in the same PHC form. */
function weakHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return `$scrypt$ln=10,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('needsRehash', () => {
  it('is true only for well-formed hashes weaker than the current parameters', async () => {
    expect(needsRehash(weakHash('pw'))).toBe(true);
    expect(needsRehash(await hashPassword('pw'))).toBe(false);
    expect(needsRehash('plaintext')).toBe(false);
  });
});

describe.each(testDatabaseKinds())('login on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function userWithHash(username: string, passwordHash: string) {
    await testDb.db
      .insertInto('users')
      .values({ username, email: `${username}@example.com`, passwordHash })
      .execute();
  }
  const storedHash = async (username: string) =>
    (
      await testDb.db
        .selectFrom('users')
        .select('passwordHash')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).passwordHash;
  const login = (username: string, password: string) =>
    authenticate(
      { db: testDb.db, rateLimiter: createMemoryRateLimiter() },
      { username, password },
      { ip: '10.9.0.1' },
    );

  it('re-hashes a password stored with weaker parameters on a successful login (A3)', async () => {
    const weak = weakHash('old-secret-1');
    await userWithHash('weak_user', weak);

    await expect(login('weak_user', 'wrong-password')).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await storedHash('weak_user')).toBe(weak);

    await expect(login('weak_user', 'old-secret-1')).resolves.toMatchObject({
      username: 'weak_user',
    });
    const upgraded = await storedHash('weak_user');
    expect(upgraded).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    await expect(verifyPassword('old-secret-1', upgraded)).resolves.toBe(true);
    await expect(login('weak_user', 'old-secret-1')).resolves.toMatchObject({
      username: 'weak_user',
    });
  });

  it('leaves a hash made with the current parameters as it is', async () => {
    const current = await hashPassword('current-secret');
    await userWithHash('current_user', current);
    await login('current_user', 'current-secret');
    expect(await storedHash('current_user')).toBe(current);
  });
});
