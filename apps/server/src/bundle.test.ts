import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * What build.ts does to the production bundle (`npm start`) for its cold start (issue 10): a
 * rebuild with another set-up must not quietly bring the costs back. CI builds before testing.
 */
const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const built = existsSync(path.join(DIST, 'index.mjs'));

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
});
