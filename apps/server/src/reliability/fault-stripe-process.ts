import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { hostEnvironment } from '../env';
import { findFreePort, stopProcess, waitUntilReady } from '../testing';

const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');
const MAX_LOG_CHARS = 20_000;

export type StripeServerProcess = {
  url: string;
  port: number;
  output: () => string;
  stop: () => Promise<void>;
  /** SIGKILL: the process dies at once, mid-request. */
  kill: () => Promise<void>;
};

/**
 * Spawns fault-stripe-server.ts (the real server, its Stripe client pointed at `stripePort`) on
 * `databaseUrl`, which the caller owns, and resolves once /readyz answers 200. Pass `port` to
 * restart on the same address.
 */
export async function startStripeServerProcess(options: {
  databaseUrl: string;
  stripePort: number;
  env: Record<string, string>;
  port?: number;
}): Promise<StripeServerProcess> {
  const port = options.port ?? (await findFreePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'veloforge-stripe-'));
  const env = hostEnvironment();
  // Rate-limit counters in a shared Redis would outlive the process and leak between runs.
  delete env.REDIS_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/reliability/fault-stripe-server.ts', String(options.stripePort)],
    {
      cwd: SERVER_DIR,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-MAX_LOG_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${url}/readyz`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, output: () => log, stop, kill };
}
