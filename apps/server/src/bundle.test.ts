import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { startServerProcess } from './testing/server-process';

/**
 * What build.ts does to the production bundle (`npm start`) for its cold start (issue 10): a
 * rebuild with another set-up must not quietly bring the costs back. CI builds before testing.
 */
const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const built = existsSync(path.join(DIST, 'index.mjs'));

/** Preloaded into the server: says on stderr which thread loads TypeScript's 9 MB file. */
const REPORT_TYPESCRIPT_LOADS = `
const Module = require('node:module');
const { isMainThread } = require('node:worker_threads');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (/typescript[\\\\/]lib[\\\\/]typescript\\.js$/.test(request)) {
    process.stderr.write('TypeScript loaded on ' + (isMainThread ? 'the main thread' : 'a worker') + '\\n');
  }
  return load.call(this, request, ...rest);
};
`;

describe.skipIf(!built && !process.env.CI)('the production bundle', () => {
  it.each(['index.mjs', 'checker-worker.mjs'])(
    '%s loads TypeScript with require, not as an ES module Node scans for export names first',
    (file) => {
      const code = readFileSync(path.join(DIST, file), 'utf8');
      expect(code).not.toMatch(/^import [^;]+ from "[^"]*\/typescript\/lib\/typescript\.js";$/m);
      expect(code).toMatch(
        /createRequire\w*\(import\.meta\.url\)\("[^"]*\/typescript\/lib\/typescript\.js"\)/,
      );
    },
  );

  it('starts serving without loading TypeScript on its main thread; the checker workers load it', async () => {
    const hook = path.join(mkdtempSync(path.join(tmpdir(), 'veloforge-hook-')), 'report.cjs');
    writeFileSync(hook, REPORT_TYPESCRIPT_LOADS);
    const server = await startServerProcess({
      bundle: true,
      database: 'pglite',
      env: { NODE_OPTIONS: `--require ${hook}`, CHECKER_WORKERS: '1' },
    });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // The worker warms its checker right away: the hook sees that load.
      await expect
        .poll(() => server.output(), { timeout: 30_000 })
        .toContain('TypeScript loaded on a worker');
      console.log(`server output: ${server.output().trim()}`);
      expect(server.output()).not.toContain('TypeScript loaded on the main thread');
    } finally {
      await server.stop();
    }
  });
});
