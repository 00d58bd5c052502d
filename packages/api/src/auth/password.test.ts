import { describe, expect, it } from 'vitest';

import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt N=2^17, r=8, p=1)', () => {
  it('stores a salted PHC string with its parameters and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horsE', hash)).resolves.toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    await expect(verifyPassword('anything', 'plaintext')).resolves.toBe(false);
    await expect(verifyPassword('anything', '$scrypt$ln=17,r=8,p=1$abc')).resolves.toBe(false);
  });

  it('has a dummy hash no password matches, reused across calls', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    await expect(verifyPassword('', dummy)).resolves.toBe(false);
  });

  it('survives a burst of concurrent hashes (at most four run at once)', async () => {
    const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`pw-${i}`)));
    expect(new Set(hashes).size).toBe(8);
    await expect(verifyPassword('pw-7', hashes[7] ?? '')).resolves.toBe(true);
  });
});
