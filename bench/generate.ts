// Server-added latency of POST /api/generate-code (client-observed time minus the time the fake
// model spent on that call) from 50 concurrent clients, against the same clients calling the fake
// model directly. Goals: p50 <= 10 ms, p99 <= 50 ms. Also measured, to say where the time goes:
// the same with one client (no queueing), at a fixed arrival rate of half the measured capacity (an
// open loop, where latency is not set by the number of waiting clients), and the Velo checker
// alone on the same answers.
import { benchDatabaseDelay } from './database-delay';
import {
  CLIENTS,
  USERS,
  closedLoop,
  generateOnce,
  modelDirectOnce,
  openLoop,
  type GenerationFixture,
  type Sample,
} from './generation';
import { generationCpuResult, readGenerationCpu } from './generation-cpu';
import type { BenchOptions } from './options';
import { toggleCpuProfile } from './processes';
import type { BenchResult } from './report';
import { checkerTimer } from './site';
import { latencyResults, percentile } from './stats';

/** Checks made before the checker alone is timed. */
const CHECKER_WARM_UP = 60;

const added = (samples: Sample[]) => samples.map((s) => s.latencyMs - s.modelMs);

async function sequential(runs: number, once: () => Promise<Sample>): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  return samples;
}

function describe(label: string, samples: Sample[], seconds?: number): string {
  const a = added(samples);
  const rate = seconds ? `, ${(samples.length / seconds).toFixed(1)} calls/s` : '';
  return (
    `  generate ${label}: ${samples.length} calls${rate}, server-added p50 ` +
    `${percentile(a, 50).toFixed(1)} ms, p99 ${percentile(a, 99).toFixed(1)} ms ` +
    `(model p50 ${percentile(
      samples.map((s) => s.modelMs),
      50,
    ).toFixed(2)} ms)`
  );
}

export async function benchGenerate(
  fixture: GenerationFixture,
  options: BenchOptions,
): Promise<BenchResult[]> {
  const durationMs = options.quick ? 4_000 : 15_000;
  const sequentialRuns = options.quick ? 5 : 20;
  const user = fixture.users[0]!;

  // TypeScript's checker takes dozens of checks to reach its optimised code (about 45 ms a check
  // over the first twenty, about 22 ms after fifty, here); the server's worker will have done
  // hundreds when it is timed. Warmed first, while no client connection sits idle meanwhile.
  console.log('  generate: warming up (the checker alone, server checker, model client, database)');
  const timeCheck = checkerTimer();
  for (let i = 0; i < CHECKER_WARM_UP; i++) timeCheck();
  await sequential(5, () => generateOnce(fixture, user));

  const direct = await closedLoop(CLIENTS, durationMs, () => modelDirectOnce(fixture));
  console.log(describe(`fake model directly, ${CLIENTS} clients`, direct.samples, direct.seconds));
  await toggleCpuProfile(options.profileDir);
  const cpuBefore = readGenerationCpu(fixture.app.pid);
  const loaded = await closedLoop(CLIENTS, durationMs, (client) =>
    generateOnce(fixture, fixture.users[client % fixture.users.length]!),
  );
  const cpuAfter = readGenerationCpu(fixture.app.pid);
  await toggleCpuProfile(options.profileDir);
  console.log(describe(`server, ${CLIENTS} clients`, loaded.samples, loaded.seconds));
  const cpu = generationCpuResult(
    cpuBefore,
    cpuAfter,
    loaded.samples.length,
    loaded.seconds,
    `${CLIENTS} clients`,
    options.database,
  );

  // Arrivals at half the rate the server sustained above: below saturation, so the latency read
  // is the server's own work plus ordinary queueing, not the number of clients kept waiting.
  const rate = Math.max(1, Math.round(loaded.samples.length / loaded.seconds / 2));
  const directOpen = await openLoop(rate, durationMs, () => modelDirectOnce(fixture));
  console.log(describe(`fake model directly, ${rate} calls/s arriving`, directOpen.samples));
  const serverOpen = await openLoop(rate, durationMs, (call) =>
    generateOnce(fixture, fixture.users[call % fixture.users.length]!),
  );
  console.log(describe(`server, ${rate} calls/s arriving`, serverOpen.samples));

  // One call at a time, the three kinds interleaved so that they share the machine's load.
  const directOne: Sample[] = [];
  const serverOne: Sample[] = [];
  const checks: number[] = [];
  for (let i = 0; i < sequentialRuns; i++) {
    directOne.push(await modelDirectOnce(fixture));
    serverOne.push(await generateOnce(fixture, user));
    checks.push(timeCheck());
  }
  console.log(describe('fake model directly, one client', directOne));
  console.log(describe('server, one client', serverOne));
  const checkerP50 = percentile(checks, 50);
  console.log(`  generate: checker alone, warm, p50 ${checkerP50.toFixed(1)} ms`);

  const remoteDatabase = await benchDatabaseDelay({ ...options, profileDir: null }, serverOne);

  const repaired = loaded.samples.filter((s) => s.modelCalls > 1).length;
  const loadedAdded = added(loaded.samples);
  const directAdded = added(direct.samples);
  const oneAdded = added(serverOne);
  const note =
    `${CLIENTS} closed-loop clients (${USERS} users) for ${durationMs / 1000} s, ` +
    `${loaded.samples.length} calls ` +
    `(${repaired} with a repair round); ${options.database}`;
  const baselineName = `fake model directly, ${CLIENTS} clients`;
  return [
    ...latencyResults({
      id: 'generate.added',
      name: 'generate-code server-added latency',
      values: loadedAdded,
      baseline: { name: baselineName, values: directAdded },
      goals: { p50: 10, p99: 50 },
      note,
    }),
    {
      id: 'generate.throughput',
      name: 'generate-code calls per second',
      value: loaded.samples.length / loaded.seconds,
      unit: 'calls/s',
      baseline: { name: baselineName, value: direct.samples.length / direct.seconds },
      goal: null,
      note,
    },
    ...([50, 99] as const).map((p) => ({
      id: `generate.added.open-loop.p${p}`,
      name: `generate-code server-added p${p}, ${rate} calls/s arriving`,
      value: percentile(added(serverOpen.samples), p),
      unit: 'ms',
      baseline: {
        name: `fake model directly, ${rate} calls/s arriving`,
        value: percentile(added(directOpen.samples), p),
      },
      goal: null,
      note: `open loop at half the closed-loop throughput for ${durationMs / 1000} s, ${serverOpen.samples.length} calls: latency below saturation`,
    })),
    {
      id: 'generate.added.one-client.p50',
      name: 'generate-code server-added p50, one client',
      value: percentile(oneAdded, 50),
      unit: 'ms',
      baseline: {
        name: 'fake model directly, one client',
        value: percentile(added(directOne), 50),
      },
      goal: null,
      note: `${sequentialRuns} calls one after another: the time without queueing`,
    },
    {
      id: 'generate.checker.p50',
      name: 'Velo checker alone on the answer, p50',
      value: checkerP50,
      unit: 'ms',
      baseline: { name: 'server-added p50, one client', value: percentile(oneAdded, 50) },
      goal: null,
      note: 'ratio = the checker share of the server-added time without queueing',
    },
    ...(remoteDatabase ? [remoteDatabase] : []),
    ...(cpu ? [cpu] : []),
  ];
}
