import { vitestConfig } from '../../vitest.base';

/**
 * Proof under load, faults and scale-out (issue 10): real server processes on a shared
 * PostgreSQL (and Redis), a thousand requests at a time, SIGKILL and database restarts. One file
 * at a time, after the unit suites, so the load of one proof does not skew another.
 */
export default vitestConfig('reliability', {
  include: ['src/reliability/**/*.test.ts'],
  pool: 'forks',
  fileParallelism: false,
  maxWorkers: 1,
  testTimeout: 180_000,
  hookTimeout: 120_000,
});
