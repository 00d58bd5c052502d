import { spawn, type ChildProcess } from 'node:child_process';

import { startServerProcess, stopProcess, waitUntilReady } from '@veloforge/server/testing';

export type Started = { url: string; stop: () => Promise<void> };

/**
 * The real VeloForge server in production mode on a fresh database (PostgreSQL when
 * DATABASE_URL is set, else PGlite), ready on /readyz.
 */
export async function startAppServer(database: 'pglite' | 'postgres'): Promise<Started> {
  const server = await startServerProcess({ database, env: { NODE_ENV: 'production' } });
  return { url: server.url, stop: server.stop };
}

/** The raw Fastify baseline in its own process, like the app, so both pay the same costs. */
export async function startRawServer(): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'raw-server.ts'], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  await waitUntilReady(`${url}/raw`, child, () => '');
  return { url, stop: () => stopProcess(child) };
}
