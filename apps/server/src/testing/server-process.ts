import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createTestDb } from '@veloforge/db/testing';

import { hostEnvironment } from '../env';

const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');
// Generous: a cold tsx start on a loaded 2-core machine has taken 26 s; this is not a speed check.
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
/** Keep the tail of the server's output for failure messages without holding all of it. */
const MAX_LOG_CHARS = 20_000;

export type ServerProcessOptions = {
  /** 'postgres' gives the server a brand-new PostgreSQL database, dropped by stop(). */
  database?: 'pglite' | 'postgres';
  /**
   * An existing PostgreSQL database to share (several instances, or a restart on the same data);
   * the caller owns it: stop() leaves it alone. Takes precedence over `database`.
   */
  databaseUrl?: string;
  /**
   * With `database: 'postgres'`: the server reaches its new database through this port on
   * 127.0.0.1 instead of PostgreSQL's own (a proxy in front of it, as the benchmarks' delay proxy).
   */
  databasePort?: number;
  /** A data directory to reuse (PGlite files survive a restart); the caller owns it. */
  dataDir?: string;
  /** A fixed port (a restarted instance keeps its address); default: a free one. */
  port?: number;
  /** Extra environment for the server process (applied last). */
  env?: Record<string, string>;
  /** Runs the production bundle (`npm start`: dist/index.mjs, built beforehand) instead of src. */
  bundle?: boolean;
};

export type ServerProcess = {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  port: number;
  /** The server's process id (its CPU time is read from /proc by the benchmarks). */
  pid: number;
  dataDir: string;
  /** The server's stdout and stderr so far (the last MAX_LOG_CHARS characters). */
  output: () => string;
  stop: () => Promise<void>;
  /** SIGKILL: the process dies at once, mid-request, without closing anything (crash tests). */
  kill: () => Promise<void>;
};

/** `url` with its host and port replaced by 127.0.0.1:`port` (when both are given). */
function throughPort(url: string | undefined, port: number | undefined): string | undefined {
  if (!url || port === undefined) return url;
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return proxied.toString();
}

/**
 * Starts the real server (`node --import tsx src/index.ts`, or the bundle) on a free loopback port with a fresh
 * database and resolves once /readyz answers 200. Used by the e2e harness and the benchmarks.
 */
export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await findFreePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'veloforge-server-')));
  const database =
    options.database === 'postgres' && !options.databaseUrl
      ? await createTestDb('postgres')
      : undefined;
  // The migrated database is the server's now; this process only keeps the right to drop it.
  const databaseUrl = options.databaseUrl ?? throughPort(database?.url, options.databasePort);

  const env = hostEnvironment();
  // The caller's DATABASE_URL or REDIS_URL must not silently switch the server to shared state
  // (rate-limit counters in Redis outlive the server and would leak between runs).
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const entry = options.bundle ? ['dist/index.mjs'] : ['--import', 'tsx', 'src/index.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: SERVER_DIR,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-MAX_LOG_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const stop = async () => {
    await stopProcess(child);
    await database?.destroy();
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill('SIGKILL');
    await exited;
  };

  try {
    await waitUntilReady(`${url}/readyz`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, pid: child.pid!, dataDir, output: () => log, stop, kill };
}

export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/** Polls `url` until it answers 200; fails early with the output if the process exits. */
export async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = READY_TIMEOUT_MS,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The process exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    if (await answers200(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${output()}`);
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
