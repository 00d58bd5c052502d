import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import { startServerProcess, stopProcess, waitUntilReady } from '@veloforge/server/testing';

import { childEnv } from './env';

export type Started = { url: string; stop: () => Promise<void> };
/** The app server: its process id lets a benchmark read the CPU time it used. */
export type AppServer = Started & { pid: number };

const PROFILER = path.join(import.meta.dirname, 'cpu-profiler.mjs');
export const SERVER_DIR = path.resolve(import.meta.dirname, '..', 'apps', 'server');

/**
 * The server's production bundle of the current sources (its `build` minus the type check), made
 * once before the server benchmarks: they measure what `npm start` runs, not tsx's transform of
 * the sources (which, for one, wraps every function made per request in a naming helper).
 */
export async function buildServer(): Promise<void> {
  const started = performance.now();
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts'], {
    cwd: SERVER_DIR,
    env: childEnv({ NODE_ENV: 'production' }),
  });
  console.log(`  built the server bundle in ${Math.round(performance.now() - started)} ms`);
}

/** Environment that preloads cpu-profiler.mjs, announcing the process in `dir`. */
export function cpuProfileEnv(dir: string | null | undefined): Record<string, string> {
  return dir ? { NODE_OPTIONS: `--import ${PROFILER}`, BENCH_CPU_PROFILE_DIR: dir } : {};
}

export type AppServerOptions = {
  /** Extra environment (model, limits); NODE_ENV is always production. */
  env?: Record<string, string>;
  /** Makes the server profilable with toggleCpuProfile(profileDir). */
  profileDir?: string | null;
  /** On PostgreSQL: reach the database through this local port (the delay proxy). */
  databasePort?: number;
};

/**
 * The real VeloForge server, its production bundle (see buildServer) in production mode, on a
 * fresh database (a new PostgreSQL database, or PGlite in a fresh data directory), ready on
 * /readyz.
 */
export async function startAppServer(
  database: 'pglite' | 'postgres',
  options: AppServerOptions = {},
): Promise<AppServer> {
  const server = await startServerProcess({
    database,
    ...(options.databasePort ? { databasePort: options.databasePort } : {}),
    bundle: true,
    env: {
      // Like a deployment behind a reverse proxy: the bench's users come from many addresses.
      TRUST_PROXY: 'loopback',
      // The bench's purchases (none today) would use the test checkout; production asks for it.
      ALLOW_TEST_CHECKOUT: 'true',
      ...options.env,
      NODE_ENV: 'production',
      ...cpuProfileEnv(options.profileDir),
    },
  });
  return { url: server.url, pid: server.pid, stop: server.stop };
}

/** The raw Fastify baseline in its own process (node --import tsx; one route, nothing to bundle). */
export async function startRawServer(): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'raw-server.ts'], {
    cwd: import.meta.dirname,
    env: childEnv({ NODE_ENV: 'production' }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  await waitUntilReady(`${url}/raw`, child, () => '');
  return { url, stop: () => stopProcess(child) };
}

/**
 * Starts or stops the CPU profile of the processes preloaded with cpu-profiler.mjs in `dir`
 * (see cpuProfileEnv); no-op without a directory. The profile is written at the second toggle.
 */
export async function toggleCpuProfile(dir: string | null | undefined): Promise<void> {
  if (!dir) return;
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.pid')) continue;
    const pid = Number(file.slice(0, -'.pid'.length));
    try {
      process.kill(pid, 'SIGUSR2');
    } catch {
      // That process has exited: its profile, if any, is already written.
    }
  }
  // Let the signal be handled (and a profile written) before the caller moves on.
  await new Promise((resolve) => setTimeout(resolve, 200));
}
