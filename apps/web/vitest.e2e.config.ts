import { vitestConfig } from '../../vitest.base';

/**
 * Browser tests against the real server. One fork at a time: each file starts a server and a
 * Chromium, and two cores do not run several of those side by side reliably.
 */
export default vitestConfig('e2e', {
  include: ['e2e/**/*.e2e.test.ts'],
  pool: 'forks',
  fileParallelism: false,
  maxWorkers: 1,
  testTimeout: 60_000,
});
