// Throughput of GET /api/me/tokens with a cookie session (Fastify -> context with session
// validation -> REST adapter -> procedure -> database) against a bare Fastify JSON route in its
// own process, measured in the same run. Goal: at least half the raw route's req/s. Also read:
// the app's /healthz (no session, no database, no procedure), which shows what the app's
// every-request work (security headers, CSRF and NUL guards, cookies, request ids) costs alone.
import autocannon from 'autocannon';

import { createUsers } from './accounts';
import type { BenchOptions } from './options';
import { startAppServer, startRawServer, toggleCpuProfile, type Started } from './processes';
import type { BenchResult } from './report';

const CONNECTIONS = 50;

type Load = { rps: number; p50: number; p99: number; failures: number };

async function load(
  url: string,
  durationS: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The round with the most req/s: on a shared machine the others were disturbed. */
const best = (loads: Load[]) => loads.reduce((a, b) => (b.rps > a.rps ? b : a));

export async function benchTokens(options: BenchOptions): Promise<BenchResult[]> {
  const durationS = options.quick ? 3 : 8;
  const rounds = options.quick ? 1 : 2;
  const raw = await startRawServer();
  try {
    return await compare(raw, options, durationS, rounds);
  } finally {
    await raw.stop();
  }
}

async function compare(
  raw: Started,
  options: BenchOptions,
  durationS: number,
  rounds: number,
): Promise<BenchResult[]> {
  const app = await startAppServer(options.database, { profileDir: options.profileDir });
  try {
    const [user] = await createUsers(app.url, 1, 0);
    const appUrl = `${app.url}/api/me/tokens`;
    const rawUrl = `${raw.url}/raw`;
    const floorUrl = `${app.url}/healthz`;
    const headers = { cookie: user!.cookie };
    const check = await fetch(appUrl, { headers });
    if (check.status !== 200) throw new Error(`GET /api/me/tokens answered ${check.status}`);

    console.log(`  tokens: warming up both servers`);
    await load(rawUrl, Math.min(2, durationS));
    await load(appUrl, durationS, headers);
    const rawLoads: Load[] = [];
    const appLoads: Load[] = [];
    const floorLoads: Load[] = [];
    for (let round = 1; round <= rounds; round++) {
      rawLoads.push(await load(rawUrl, durationS));
      await toggleCpuProfile(options.profileDir);
      appLoads.push(await load(appUrl, durationS, headers));
      await toggleCpuProfile(options.profileDir);
      floorLoads.push(await load(floorUrl, durationS, headers));
      const [r, a, f] = [rawLoads.at(-1)!, appLoads.at(-1)!, floorLoads.at(-1)!];
      console.log(
        `  tokens round ${round}: raw ${Math.round(r.rps)} req/s, REST ${Math.round(a.rps)} req/s` +
          ` (ratio ${(a.rps / r.rps).toFixed(2)}; REST p50 ${a.p50} ms, p99 ${a.p99} ms),` +
          ` app /healthz ${Math.round(f.rps)} req/s (ratio ${(f.rps / r.rps).toFixed(2)})`,
      );
    }
    const failures = [...rawLoads, ...appLoads, ...floorLoads].reduce((n, l) => n + l.failures, 0);
    if (failures > 0) throw new Error(`tokens: ${failures} failed requests under load`);
    const [r, a, f] = [best(rawLoads), best(appLoads), best(floorLoads)];
    const note = `autocannon ${CONNECTIONS} connections, ${durationS} s, best of ${rounds}; ${options.database}`;
    const baselineName = 'raw Fastify route';
    return [
      {
        id: 'tokens.rps',
        name: 'GET /api/me/tokens throughput',
        value: a.rps,
        unit: 'req/s',
        baseline: { name: baselineName, value: r.rps },
        goal: { on: 'ratio', op: '>=', target: 0.5 },
        note,
      },
      {
        id: 'tokens.app-floor.rps',
        name: 'GET /healthz on the app (no session or database)',
        value: f.rps,
        unit: 'req/s',
        baseline: { name: baselineName, value: r.rps },
        goal: null,
        note: `${note}; the same cookie sent, so the app's every-request work is all it does`,
      },
      {
        id: 'tokens.p50',
        name: 'GET /api/me/tokens latency p50',
        value: a.p50,
        unit: 'ms',
        baseline: { name: baselineName, value: r.p50 },
        goal: null,
        note,
      },
      {
        id: 'tokens.p99',
        name: 'GET /api/me/tokens latency p99',
        value: a.p99,
        unit: 'ms',
        baseline: { name: baselineName, value: r.p99 },
        goal: null,
        note,
      },
    ];
  } finally {
    await app.stop();
  }
}
