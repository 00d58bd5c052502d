// From spawning the server as its start script runs it (production, PGlite in a fresh data
// directory) to the first 200 on /healthz, against a bare Fastify process started the same way
// as the app was before issue 10 (node --import tsx). Goal: <= 5 s.
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';

import { findFreePort } from '@veloforge/server/testing';

import { childEnv } from './env';
import type { BenchOptions } from './options';
import { groupCpuMs } from './process-cpu';
import { SERVER_DIR } from './processes';
import type { BenchResult } from './report';
import { percentile } from './stats';

const GIVE_UP_MS = 60_000;

async function startScript(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = manifest.scripts.start;
  if (!script) throw new Error('apps/server/package.json has no start script');
  return script;
}

type Start = { wallMs: number; cpuMs: number | null };

/**
 * Runs `command` in its own process group (a start script may spawn children, as tsx does):
 * the milliseconds until http://127.0.0.1:<port>/healthz first answers 200, and the CPU time
 * the group had used by then.
 */
async function timeToHealthy(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Start> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`${command} exited early:\n${stderr}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (healthy) {
        const wallMs = performance.now() - started;
        return { wallMs, cpuMs: groupCpuMs(child.pid!) };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${command} was not healthy within ${GIVE_UP_MS / 1000} s:\n${stderr}`);
  } finally {
    await stopGroup(child.pid!, exited);
  }
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the process group this spawn created (the script and its children: the shell may exit
 * before the server it started), waiting until every member has exited.
 */
async function stopGroup(pgid: number, exited: Promise<void>) {
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  await exited;
  const deadline = performance.now() + 10_000;
  while (groupAlive(pgid)) {
    if (performance.now() > deadline) process.kill(-pgid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function benchColdStart(options: BenchOptions): Promise<BenchResult[]> {
  const runs = options.quick ? 1 : 3;
  const command = await startScript();
  const serverEnv = childEnv({
    NODE_ENV: 'production',
    ALLOW_TEST_CHECKOUT: 'true',
    LOG_LEVEL: 'warn',
  });
  // A fresh PGlite database: no PostgreSQL URL, no shared Redis.
  delete serverEnv.DATABASE_URL;
  delete serverEnv.REDIS_URL;
  const binPath = path.join(SERVER_DIR, 'node_modules', '.bin');
  serverEnv.PATH = `${binPath}${path.delimiter}${serverEnv.PATH ?? ''}`;

  const app: Start[] = [];
  const raw: Start[] = [];
  for (let run = 1; run <= runs; run++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'veloforge-cold-'));
    try {
      app.push(await timeToHealthy(command, SERVER_DIR, { ...serverEnv, DATA_DIR: dataDir }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    raw.push(
      await timeToHealthy(
        `"${process.execPath}" --import tsx raw-server.ts`,
        import.meta.dirname,
        childEnv({ NODE_ENV: 'production' }),
      ),
    );
    const [a, r] = [app.at(-1)!, raw.at(-1)!];
    console.log(
      `  coldstart run ${run}: \`${command}\` healthy after ${Math.round(a.wallMs)} ms ` +
        `(${cpu(a)} CPU); raw Fastify after ${Math.round(r.wallMs)} ms (${cpu(r)} CPU)`,
    );
  }
  const note =
    `median of ${runs}; \`${command}\` in apps/server, PGlite in a fresh DATA_DIR; ` +
    `load average ${os.loadavg()[0]!.toFixed(1)}`;
  const median = (starts: Start[], pick: (start: Start) => number | null) =>
    percentile(
      starts.map(pick).filter((value): value is number => value !== null),
      50,
    );
  const results: BenchResult[] = [
    {
      id: 'coldstart.healthz',
      name: 'cold start to first /healthz 200',
      value: median(app, (start) => start.wallMs),
      unit: 'ms',
      baseline: { name: 'raw Fastify process', value: median(raw, (start) => start.wallMs) },
      goal: { on: 'value', op: '<=', target: 5000 },
      note,
    },
  ];
  if (app[0]?.cpuMs !== null) {
    results.push({
      id: 'coldstart.cpu',
      name: 'cold start CPU time (process group)',
      value: median(app, (start) => start.cpuMs),
      unit: 'ms',
      baseline: { name: 'raw Fastify process', value: median(raw, (start) => start.cpuMs) },
      goal: null,
      note: `${note}; the work itself, without the waits for a core of a loaded machine`,
    });
  }
  return results;
}

const cpu = (start: Start) => (start.cpuMs === null ? '?' : `${Math.round(start.cpuMs)} ms`);
