// `pnpm bench`: every benchmark of the suite, each against a baseline measured in the same run,
// printed as one table and saved to bench/results/ (latest.json and a dated copy).
// Options: --quick (short runs, a smoke check), --only tokens,generate,…, --profile <dir>
// (CPU profiles of the app server during the measured load; summarise with cpu-profile.ts).
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';

import { benchColdStart } from './cold-start';
import { benchGenerate } from './generate';
import { startGenerationFixture, stopGenerationFixture } from './generation';
import { parseOptions, type BenchOptions } from './options';
import { buildServer } from './processes';
import { report, type BenchResult } from './report';
import { benchStreaming } from './streaming';
import { benchTokens } from './tokens';
import { benchWeb } from './web';

const options = parseOptions(process.argv.slice(2));
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** Each benchmark profiles into its own directory, so its profile names its load. */
async function withProfileDir(name: string): Promise<BenchOptions> {
  if (!options.profileDir) return options;
  await mkdir(options.profileDir, { recursive: true });
  return {
    ...options,
    profileDir: await mkdtemp(path.join(path.resolve(options.profileDir), `${name}-`)),
  };
}

async function section(name: string, run: () => Promise<BenchResult[]>): Promise<BenchResult[]> {
  console.log(`\n▶ ${name} (${elapsed()})`);
  const results = await run();
  console.log(`✔ ${name}: ${results.length} results (${elapsed()})`);
  return results;
}

console.log(
  `VeloForge benchmarks${options.quick ? ' (quick)' : ''}: ${[...options.only].join(', ')}; ` +
    `database ${options.database}` +
    (options.database === 'pglite' ? ' (no DATABASE_URL: PGlite, not PostgreSQL)' : ''),
);
const results: BenchResult[] = [];
// Every benchmark runs the server (the web one serves the app with it).
await buildServer();
if (options.only.has('tokens')) {
  const tokenOptions = await withProfileDir('tokens');
  results.push(...(await section('tokens', () => benchTokens(tokenOptions))));
}
if (options.only.has('generate') || options.only.has('streaming')) {
  // One server with a model for both: starting it and signing in its users takes a while.
  const generationOptions = await withProfileDir('generate');
  const fixture = await startGenerationFixture(generationOptions);
  try {
    if (options.only.has('generate')) {
      const run = () => benchGenerate(fixture, generationOptions);
      results.push(...(await section('generate', run)));
    }
    if (options.only.has('streaming')) {
      const run = () => benchStreaming(fixture, generationOptions);
      results.push(...(await section('streaming', run)));
    }
  } finally {
    await stopGenerationFixture(fixture);
  }
}
if (options.only.has('coldstart')) {
  results.push(...(await section('coldstart', () => benchColdStart(options))));
}
if (options.only.has('web')) results.push(...(await section('web', () => benchWeb())));

console.log(`\nAll benchmarks done in ${elapsed()}.`);
const scored = await report(results, path.join(import.meta.dirname, 'results'));
const missed = scored.filter((row) => row.pass === false);
if (missed.length > 0) console.log(`Goals missed: ${missed.map((row) => row.id).join(', ')}`);
