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
type HashParams = { ln: number; r: number; p: number };
const PRODUCTION_PARAMS: HashParams = { ln: 17, r: 8, p: 1 };
/** N=2^10: about 1 ms. Only for test suites (useTestPasswordHashCost). */
const TEST_PARAMS: HashParams = { ln: 10, r: 8, p: 1 };
let currentParams = PRODUCTION_PARAMS;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAXMEM = 256 * 1024 * 1024;
const MAX_CONCURRENT_HASHES = 4;

/**
 * For test suites that register users by the dozen through the API: a production hash is
 * ~260 ms of CPU and 128 MiB (the server suite's ~350 hashes took 186 s of its 568 s). Each
 * stored hash names its own parameters, so these users sign in the same way. Exported only
 * through `@veloforge/api/testing`, which no server entry imports; password.test.ts and every
 * real server process (the reliability and browser suites) keep the production cost.
 */
export function useTestPasswordHashCost(): void {
  currentParams = TEST_PARAMS;
}

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

function scrypt(password: string, salt: Buffer, params: HashParams) {
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
  const key = await scrypt(password, salt, currentParams);
  const params = `ln=${currentParams.ln},r=${currentParams.r},p=${currentParams.p}`;
  return `$scrypt$${params}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const PHC_PATTERN = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function parseStored(stored: string) {
  const match = PHC_PATTERN.exec(stored);
  if (!match) return undefined;
  const [, ln, r, p, salt, hash] = match;
  return {
    params: { ln: Number(ln), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt ?? '', 'base64url'),
    hash: Buffer.from(hash ?? '', 'base64url'),
  };
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.params);
  return parsed.hash.length === actual.length && timingSafeEqual(parsed.hash, actual);
}

/**
 * Whether a stored hash was made with weaker parameters than hashPassword uses now, so a login
 * that proved the password should store a new hash (security-checklist A3).
 */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const { ln, r, p } = parsed.params;
  return ln < currentParams.ln || r < currentParams.r || p < currentParams.p;
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
