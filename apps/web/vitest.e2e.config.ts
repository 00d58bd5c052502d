import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the real server. One fork at a time: each file starts a server and a
 * Chromium, and two cores do not run several of those side by side reliably.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
