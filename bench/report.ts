// The benchmark suite's one result shape, goal check, table and JSON file. Every benchmark
// returns BenchResult rows; run.ts prints them as one table and saves them (issue 10).
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A goal on the measured value, or on its ratio to the baseline (`value / baseline.value`). */
export type Goal = { on: 'value' | 'ratio'; op: '<=' | '>='; target: number };

export type BenchResult = {
  /** Stable id for the JSON file, e.g. 'tokens.rps'. */
  id: string;
  /** What was measured, for the table. */
  name: string;
  value: number;
  /** e.g. 'req/s', 'ms', 'KB', 'score' */
  unit: string;
  /** The same figure for the baseline, measured in the same run. */
  baseline: { name: string; value: number };
  goal: Goal | null;
  /** Extra context for the reader (set-up, sample count). */
  note?: string;
};

export type ScoredResult = BenchResult & { ratio: number; pass: boolean | null };

export function score(result: BenchResult): ScoredResult {
  const ratio = result.baseline.value === 0 ? Number.NaN : result.value / result.baseline.value;
  if (!result.goal) return { ...result, ratio, pass: null };
  const actual = result.goal.on === 'ratio' ? ratio : result.value;
  const pass =
    result.goal.op === '<=' ? actual <= result.goal.target : actual >= result.goal.target;
  return { ...result, ratio, pass };
}

function formatGoal(goal: Goal | null, unit: string): string {
  if (!goal) return '';
  return goal.on === 'ratio'
    ? `ratio ${goal.op} ${goal.target}`
    : `${goal.op} ${goal.target} ${unit}`;
}

const round = (n: number) => (Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 100) / 100);

/** Prints one table over every result and writes bench/results/latest.json (and a dated copy). */
export async function report(results: BenchResult[], outDir: string): Promise<ScoredResult[]> {
  const scored = results.map(score);
  console.table(
    scored.map((row) => ({
      measure: row.name,
      value: `${round(row.value)} ${row.unit}`,
      baseline: `${round(row.baseline.value)} ${row.unit} (${row.baseline.name})`,
      ratio: Number.isFinite(row.ratio) ? row.ratio.toFixed(2) : '-',
      goal: formatGoal(row.goal, row.unit),
      result: row.pass === null ? '' : row.pass ? 'pass' : 'MISS',
    })),
  );
  const document = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      // Others' work on a shared machine moves every figure: the 1, 5 and 15 minute averages.
      loadAverage: os.loadavg(),
    },
    results: scored,
  };
  await mkdir(outDir, { recursive: true });
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const stamp = document.measuredAt.replaceAll(':', '-').replace(/\..*/, '');
  await writeFile(path.join(outDir, 'latest.json'), json);
  await writeFile(path.join(outDir, `${stamp}.json`), json);
  console.log(`\nSaved ${path.join(outDir, 'latest.json')}`);
  return scored;
}
