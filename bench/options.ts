// The suite's command-line options: `pnpm bench -- --quick --only tokens,generate --profile`.
import { parseArgs } from 'node:util';

import { DATABASE_KIND } from './env';

export const BENCHMARKS = ['tokens', 'generate', 'streaming', 'coldstart', 'web'] as const;
export type BenchmarkName = (typeof BENCHMARKS)[number];

export type BenchOptions = {
  /** Shorter runs for a smoke check (the whole suite in under a minute). */
  quick: boolean;
  only: ReadonlySet<BenchmarkName>;
  /** Directory for `node --cpu-prof` profiles of the app server, or null for none. */
  profileDir: string | null;
  database: 'postgres' | 'pglite';
};

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    // pnpm passes the `--` separator through to the script.
    args: argv.filter((arg) => arg !== '--'),
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      profile: { type: 'string' },
    },
  });
  const names = values.only ? values.only.split(',').map((name) => name.trim()) : [...BENCHMARKS];
  const unknown = names.filter((name) => !BENCHMARKS.includes(name as BenchmarkName));
  if (unknown.length > 0) {
    throw new Error(`Unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.join(', ')}`);
  }
  return {
    quick: values.quick,
    only: new Set(names as BenchmarkName[]),
    profileDir: values.profile ?? null,
    database: DATABASE_KIND,
  };
}
