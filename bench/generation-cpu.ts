// Where the machine's CPU goes while the generate benchmark's clients wait: the CPU time each
// call costs the app server (its threads, the checker's worker and the native compiler it runs),
// PostgreSQL, and this process
// (the load generator and the fake model), against the CPU time the machine has per call at the
// rate measured. When the two are close, every core is busy and a call's latency is mostly time
// queued for one (issue 10: why 50 closed-loop clients wait seconds for 20 ms of checking).
import os from 'node:os';

import type { BenchResult } from './report';
import { commandCpuMs, processCpuMs, treeCpuMs } from './process-cpu';

type CpuReading = { server: number; database: number; bench: number };

/** The three CPU times so far, or null where /proc cannot be read. */
export function readGenerationCpu(serverPid: number): CpuReading | null {
  const server = treeCpuMs(serverPid);
  const database = commandCpuMs('postgres');
  const bench = processCpuMs(process.pid);
  if (server === null || database === null || bench === null) return null;
  return { server, database, bench };
}

/** The CPU per call between two readings, as a result row (none without /proc). */
export function generationCpuResult(
  before: CpuReading | null,
  after: CpuReading | null,
  calls: number,
  seconds: number,
  label: string,
  database: 'postgres' | 'pglite',
): BenchResult | null {
  if (!before || !after || calls === 0) return null;
  const perCall = (key: keyof CpuReading) => (after[key] - before[key]) / calls;
  const server = perCall('server');
  const postgres = database === 'postgres' ? perCall('database') : 0;
  const bench = perCall('bench');
  const cores = os.availableParallelism();
  const available = (cores * 1000 * seconds) / calls;
  const where =
    `server ${server.toFixed(1)} ms (its threads, the checker's worker and its native compiler), ` +
    (database === 'postgres'
      ? `PostgreSQL ${postgres.toFixed(1)} ms, `
      : 'PGlite inside the server, ') +
    `load generator and fake model ${bench.toFixed(1)} ms`;
  console.log(
    `  generate CPU per call, ${label}: ${where}; the machine has ${available.toFixed(1)} ms`,
  );
  return {
    id: 'generate.cpu',
    name: `generate-code CPU per call, ${label}`,
    value: server + postgres + bench,
    unit: 'ms',
    baseline: { name: `CPU time per call on ${cores} cores at that rate`, value: available },
    goal: null,
    note: `${where}; ratio = the share of the cores in use (near 1: calls queue for a core)`,
  };
}
