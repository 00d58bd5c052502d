import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/**
 * scrypt with N=2^17, r=8, p=1 (OWASP's scrypt floor; security-checklist A1/A2). Each hash takes
 * ~128 MiB and ~260 ms here, so at most MAX_CONCURRENT_HASHES run at once: a burst of logins
 * queues instead of exhausting memory.
 */
const PARAMS = { ln: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAXMEM = 256 * 1024 * 1024;
const MAX_CONCURRENT_HASHES = 4;

let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function scrypt(password: string, salt: Buffer, params: { ln: number; r: number; p: number }) {
  const options: ScryptOptions = { N: 2 ** params.ln, r: params.r, p: params.p, maxmem: MAXMEM };
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** A PHC-style string: $scrypt$ln=17,r=8,p=1$<salt>$<hash> (base64, no padding). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, PARAMS);
  const params = `ln=${PARAMS.ln},r=${PARAMS.r},p=${PARAMS.p}`;
  return `$scrypt$${params}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const PHC_PATTERN = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC_PATTERN.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64url');
  const actual = await scrypt(password, Buffer.from(salt ?? '', 'base64url'), {
    ln: Number(ln),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A hash of nothing anyone knows: login checks unknown usernames against it so a miss costs
 * the same time as a wrong password (security-checklist A5).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
