// Signed-in users for the benchmarks, made over HTTP like real clients: the first account of the
// fresh database registers as admin (the product allows that once), the others register from
// their own addresses (registration is limited per IP; the bench servers trust
// X-Forwarded-For from loopback, TRUST_PROXY) and get tokens by an admin grant.

const REGISTER_AT_ONCE = 4;

export type BenchUser = { id: string; username: string; cookie: string };

/** Headers a browser on the app would send with a cookie-authenticated JSON write. */
export function jsonHeaders(baseUrl: string, cookie?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: baseUrl,
    ...(cookie ? { cookie } : {}),
  };
}

async function register(
  baseUrl: string,
  username: string,
  forwardedFor: string,
  admin = false,
): Promise<BenchUser> {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { ...jsonHeaders(baseUrl), 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({
      username,
      email: `${username}@bench.example.com`,
      password: 'bench-password-1',
      ...(admin ? { admin: true } : {}),
    }),
  });
  if (response.status !== 200) {
    throw new Error(`register ${username}: ${response.status} ${await response.text()}`);
  }
  const user = (await response.json()) as { id: string };
  const session = response.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!session) throw new Error(`register ${username}: no session cookie`);
  return { id: user.id, username, cookie: session.split(';')[0]! };
}

async function grant(baseUrl: string, admin: BenchUser, user: BenchUser, amount: number) {
  const response = await fetch(`${baseUrl}/api/admin/users/${user.id}/tokens`, {
    method: 'POST',
    headers: jsonHeaders(baseUrl, admin.cookie),
    body: JSON.stringify({ amount }),
  });
  if (response.status !== 200) {
    throw new Error(`grant to ${user.username}: ${response.status} ${await response.text()}`);
  }
}

/**
 * `count` signed-in users on a fresh server, each with `tokens` tokens (none when 0).
 * Must be the first accounts of the database (the first one becomes the admin).
 */
export async function createUsers(
  baseUrl: string,
  count: number,
  tokens: number,
): Promise<BenchUser[]> {
  const admin = await register(baseUrl, 'bench_admin', '10.255.0.1', true);
  const users: BenchUser[] = [];
  // A few at a time: password hashing runs on the server's thread pool.
  for (let start = 0; start < count; start += REGISTER_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(REGISTER_AT_ONCE, count - start) },
      (_, k) => start + k,
    );
    const made = await Promise.all(
      batch.map(async (i) => {
        // One address per user keeps each under the per-IP registration limit.
        const user = await register(baseUrl, `bench_user_${i}`, `10.0.${i >> 8}.${i & 255}`);
        if (tokens > 0) await grant(baseUrl, admin, user, tokens);
        return user;
      }),
    );
    users.push(...made);
  }
  return users;
}
