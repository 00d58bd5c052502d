// The suite's one reader of the environment (as apps/server/src/env.ts is the server's): the
// settings the benchmarks take, and the raw environment the processes they spawn inherit.

/** DATABASE_URL set: measure on PostgreSQL; else on PGlite. */
export const DATABASE_KIND: 'postgres' | 'pglite' = process.env.DATABASE_URL
  ? 'postgres'
  : 'pglite';

/** Where PostgreSQL listens (from DATABASE_URL), for the proxy that delays its packets. */
export const DATABASE_ADDRESS = process.env.DATABASE_URL
  ? addressOf(new URL(process.env.DATABASE_URL))
  : null;

function addressOf(url: URL) {
  return { host: url.hostname, port: Number(url.port || 5432) };
}

/** The Chromium that Lighthouse and the bundle measurement drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse runs per page; the median counts. Five, as Lighthouse's variability guide advises:
 * on these two-core hosts one build of / scored 86 to 100 from load to load (decision 013), and
 * two bench runs an hour apart read /faq at 86 and 97 as medians of three.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.WEB_BENCH_LIGHTHOUSE_RUNS ?? 5);

/** The raw Fastify baseline's port (cold start passes one; 0 = a free port). */
export const RAW_SERVER_PORT = Number(process.env.PORT ?? 0);

/** A copy of the environment for a spawned process, with `overrides` applied last. */
export function childEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
