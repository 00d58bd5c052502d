import type { BenchResult } from './report';

/** Small statistics helpers for latency samples (milliseconds). */

/** The p-th percentile (0-100) by nearest rank; NaN for no samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** p50 and p99 of a latency in ms, each against the same percentile of its baseline. */
export function latencyResults(measure: {
  id: string;
  name: string;
  values: readonly number[];
  baseline: { name: string; values: readonly number[] };
  goals: { p50: number; p99: number };
  note: string;
}): BenchResult[] {
  return ([50, 99] as const).map((p) => ({
    id: `${measure.id}.p${p}`,
    name: `${measure.name} p${p}`,
    value: percentile(measure.values, p),
    unit: 'ms',
    baseline: { name: measure.baseline.name, value: percentile(measure.baseline.values, p) },
    goal: { on: 'value', op: '<=', target: measure.goals[`p${p}`] },
    note: measure.note,
  }));
}
