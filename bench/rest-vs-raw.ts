// Throughput of REST routes (Fastify -> createCaller -> procedure [-> database]) against a raw
// Fastify JSON route measured in the same run. Usage: pnpm bench [seconds]; the database is
// PostgreSQL when DATABASE_URL is set, else PGlite.
import autocannon from 'autocannon';

import { startAppServer, startRawServer } from './processes';

const DURATION_S = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };

/** `expectNon2xx` is for routes whose correct answer is an error status (a signed-out 401). */
async function measure(name: string, url: string, expectNon2xx = false): Promise<Row> {
  // A short warm-up lets the JIT and the database settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + (expectNon2xx ? 0 : result.non2xx),
  };
}

const raw = await startRawServer();
const app = await startAppServer(DATABASE);
try {
  const baseline = await measure('raw Fastify JSON route (baseline)', `${raw.url}/raw`);
  const rows = [
    baseline,
    await measure('REST GET /api/user (createCaller, no DB, 401)', `${app.url}/api/user`, true),
    await measure(`REST GET /api/settings (createCaller + ${DATABASE})`, `${app.url}/api/settings`),
    await measure('tRPC HTTP GET /trpc/tokens.settings', `${app.url}/trpc/tokens.settings`),
  ];
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per route, database ${DATABASE}\n`,
  );
  console.table(
    rows.map((row) => ({
      route: row.name,
      'req/s': Math.round(row.rps),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      errors: row.errors,
      'ratio to baseline': (row.rps / baseline.rps).toFixed(2),
    })),
  );
  if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
} finally {
  await raw.stop();
  await app.stop();
}
