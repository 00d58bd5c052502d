import { defineConfig, type ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

/**
 * The one vitest set-up every package uses: tests beside the code, timeouts that allow a PGlite
 * boot or a fresh PostgreSQL database per file, and a JSON report per suite that `npm test`
 * adds up into its closing "N passed, N failed" line. `test` options replace the defaults.
 */
export function vitestConfig(suite: string, test: TestOptions = {}) {
  return defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      reporters: ['default', 'json'],
      outputFile: { json: `.cache/vitest/${suite}.json` },
      ...test,
    },
  });
}
