import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { findFreePort } from '../testing';

/**
 * A throwaway PostgreSQL cluster of our own, for proofs that stop and start the database under a
 * running server: the machine's shared PostgreSQL on 5432 serves other suites at the same time
 * and must never be restarted. The cluster lives in a temporary directory owned by the
 * `postgres` OS user (the server refuses to run as root), listens on a free loopback port, and
 * keeps its socket in that directory.
 */

const run = promisify(execFile);
const COMMAND_TIMEOUT_MS = 60_000;
const POSTGRES_ROOT = '/usr/lib/postgresql';
const RUNUSER_PATHS = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'];

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** Starts the cluster and waits until it accepts connections. */
  start: () => Promise<void>;
  /** Stops it in fast mode: open connections are cut, as in a restart or failover. */
  stop: () => Promise<void>;
  /** Stops it if it runs and deletes its directory. */
  destroy: () => Promise<void>;
};

type Tools = { bin: string; runuser: string };

/** The newest installed PostgreSQL's bin directory and runuser, when we can use them. */
function findTools(): Tools | string {
  if (process.getuid?.() !== 0) return 'not running as root (runuser needs it)';
  const runuser = RUNUSER_PATHS.find((candidate) => existsSync(candidate));
  if (!runuser) return 'runuser is not installed';
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) return `no PostgreSQL server binaries (initdb) under ${POSTGRES_ROOT}`;
  return { bin: path.join(POSTGRES_ROOT, newest, 'bin'), runuser };
}

const tools = findTools();

/** Why a private cluster cannot be started here, or undefined when it can. */
export const PRIVATE_POSTGRES_SKIP_REASON =
  typeof tools === 'string' ? `cannot start a private PostgreSQL: ${tools}` : undefined;

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (typeof tools === 'string') throw new Error(PRIVATE_POSTGRES_SKIP_REASON);
  const asPostgres = (command: string, args: string[]) =>
    run(tools.runuser, ['-u', 'postgres', '--', path.join(tools.bin, command), ...args], {
      timeout: COMMAND_TIMEOUT_MS,
    });

  const dir = await mkdtemp(path.join(tmpdir(), 'veloforge-pg-'));
  const data = path.join(dir, 'data');
  const port = await findFreePort();
  let running = false;
  const destroy = async () => {
    if (running) await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    running = false;
    await rm(dir, { recursive: true, force: true });
  };
  const start = async () => {
    await asPostgres('pg_ctl', [
      '-D',
      data,
      '-o',
      // fsync off: a test cluster, thrown away afterwards.
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
    running = true;
  };
  const stop = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };

  try {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(uid.trim()), Number(gid.trim()));
    await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await start();
  } catch (error) {
    await destroy().catch(() => undefined);
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, start, stop, destroy };
}
