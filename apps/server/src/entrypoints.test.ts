import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { serverTestKinds, startServerProcess } from './testing';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

function cli(args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env,
  });
}

describe.each(serverTestKinds())('src/index.ts on %s', { timeout: 120_000 }, (database) => {
  it('migrates a brand-new database at start-up and serves from it', async () => {
    const server = await startServerProcess({ database });
    try {
      const res = await fetch(`${server.url}/api/settings`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ tokenPackagePrice: 500, tokenPackageAmount: 150 });
    } finally {
      await server.stop();
    }
  });
});

const MIGRATIONS_DIR = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'packages',
  'db',
  'src',
  'migrations',
);

// Each CLI run starts a process and opens PGlite: seconds each, more on a busy machine.
describe('src/cli.ts', { timeout: 120_000 }, () => {
  it('migrates to latest, reports an up-to-date database, and steps down', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'veloforge-cli-'));
    // A fresh directory is seeded from the build's migrated PGlite template (or migrated here
    // when there is none): either way it is then at the latest migration.
    expect((await cli(['migrate'], dataDir)).stdout).toMatch(
      /^(Nothing to apply\.|Applied: 2026_11_25_000001_create_users, .*)\n$/,
    );
    expect((await cli(['migrate', 'latest'], dataDir)).stdout).toBe('Nothing to apply.\n');
    const last = readdirSync(MIGRATIONS_DIR)
      .filter((file) => /^\d{4}_\d{2}_\d{2}_\d{6}_\w+\.ts$/.test(file))
      .sort()
      .at(-1)
      ?.replace(/\.ts$/, '');
    expect((await cli(['migrate', 'down'], dataDir)).stdout).toBe(`Applied: ${last}\n`);
    expect((await cli(['migrate'], dataDir)).stdout).toBe(`Applied: ${last}\n`);
  });

  it('creates an admin, then promotes an existing user, and refuses a bad new account', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'veloforge-cli-'));
    const created = await cli(
      [
        'create-admin',
        '--username',
        'boss',
        '--email',
        'boss@example.com',
        '--password',
        'long-secret',
      ],
      dataDir,
    );
    expect(created.stdout).toBe('Created admin boss.\n');
    const promoted = await cli(['create-admin', '--username', 'BOSS'], dataDir);
    expect(promoted.stdout).toBe('Promoted admin boss.\n');
    await expect(
      cli(
        [
          'create-admin',
          '--username',
          'newbie',
          '--email',
          'not-an-email',
          '--password',
          'long-secret',
        ],
        dataDir,
      ),
    ).rejects.toMatchObject({ code: 1, stderr: 'Error: Invalid email address\n' });
  });

  it('prints usage and exits 2 for an unknown command', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'veloforge-cli-'));
    await expect(cli(['seed'], dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage:'),
    });
  });
});
