// Lighthouse performance and accessibility scores for one URL, with the diagnostics that explain
// a low score. Lighthouse's CLI defaults (the mobile config with simulated throttling), with the
// CPU slowdown either Lighthouse's default or calibrated to this host (calibratedCpuSlowdown).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import lighthouse, { type Flags, type Result } from 'lighthouse';

import { launchDebuggableChromium } from './web-chromium';

export type LighthouseScores = {
  /** 0-100, like the report. */
  performance: number;
  accessibility: number;
  /** FCP, LCP, TBT, CLS and Speed Index as Lighthouse displays them. */
  metrics: string;
  /** Failing audits, heaviest first: what to fix to raise the score. */
  failing: string[];
  /**
   * Lighthouse's CPU benchmark of this host (the median of the runs): simulated throttling scales
   * the CPU time it observed, so a busy machine (lower index) costs performance points.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (Lighthouse's default is 4). */
  cpuSlowdown: number;
};

/**
 * Lighthouse's CPU slowdown calibration points (benchmarkIndex, multiplier): the slowdown that
 * makes a host of that index emulate the mid-tier phone Lighthouse's default 4x aims at. From the
 * CPU throttling calculator Lighthouse's docs/throttling.md links to ("Calibrating the CPU
 * slowdown"); between points the multiplier is linear, and past the last it keeps that slope.
 */
const CALIBRATION: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

/**
 * The CPU slowdown for a host of `benchmarkIndex` (one decimal), or null for a host too slow to
 * emulate the phone at all. A fixed 4x emulates a phone of about a quarter of the host's index,
 * so the same build scores 99 on a fast host and 75 on a slow one (decision 013); calibrated, the
 * score measures the build on the same device everywhere, stricter than 4x on a fast host.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | null {
  const [first] = CALIBRATION;
  if (!first || benchmarkIndex < first[0]) return null;
  let segment = 1;
  while (segment < CALIBRATION.length - 1 && benchmarkIndex >= CALIBRATION[segment]![0]) {
    segment += 1;
  }
  const [fromIndex, fromMultiplier] = CALIBRATION[segment - 1]!;
  const [toIndex, toMultiplier] = CALIBRATION[segment]!;
  const slope = (toMultiplier - fromMultiplier) / (toIndex - fromIndex);
  return Math.round((fromMultiplier + (benchmarkIndex - fromIndex) * slope) * 10) / 10;
}

const METRIC_AUDITS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
const METRIC_IDS = new Set<string>(METRIC_AUDITS.map(([, id]) => id));

/** Opportunities and diagnostics have no weight of their own; they sort below every scored audit. */
const UNWEIGHTED = 0.5;

/** One page's Lighthouse scores: at the default CPU slowdown, and calibrated to this host. */
export type PageScores = {
  standard: LighthouseScores;
  /** Null when the host was too slow to calibrate (below the calculator's range). */
  calibrated: LighthouseScores | null;
};

/** The run with the median performance score, with the median of the runs' benchmark indices. */
function medianRun(results: LighthouseScores[]): LighthouseScores {
  const middle = Math.floor(results.length / 2);
  const median = [...results].sort((a, b) => a.performance - b.performance)[middle];
  if (!median) throw new Error('Lighthouse needs at least one run');
  const indices = results.map((result) => result.benchmarkIndex).sort((a, b) => a - b);
  return { ...median, benchmarkIndex: indices[middle] ?? median.benchmarkIndex };
}

/**
 * Loads `url` `runs` times in a fresh Chromium each (no cache carried over), audits each load at
 * the default CPU slowdown and at the one calibrated to the index measured in that load, and
 * keeps the median of each, as Lighthouse's variability guide recommends.
 */
export async function lighthouseScores(url: string, runs: number): Promise<PageScores> {
  const standard: LighthouseScores[] = [];
  const calibrated: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) {
    const scores = await scoredLoad(url);
    standard.push(scores.standard);
    if (scores.calibrated) calibrated.push(scores.calibrated);
  }
  return {
    standard: medianRun(standard),
    calibrated: calibrated.length === runs ? medianRun(calibrated) : null,
  };
}

/** A load Lighthouse gave no score (a runtime error such as NO_FCP, or an audit that errored). */
class UnscoredLoad extends Error {}

/** Loads of one run before an unscored page fails the benchmark. */
const UNSCORED_ATTEMPTS = 3;

/** Loads the first load Lighthouse could score, printing why the others could not be. */
async function scoredLoad(url: string): Promise<PageScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (!(error instanceof UnscoredLoad) || attempt === UNSCORED_ATTEMPTS) throw error;
      console.log(`[web] ${error.message}; loading it again`);
    }
  }
}

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
};

/**
 * One load, audited twice. Simulated throttling applies the CPU slowdown when it analyses the
 * load, not while the page loads, so both audits read the same load and the same benchmarkIndex:
 * the load is gathered to a directory, audited with the default settings, then audited again with
 * the calibrated slowdown (written into the saved settings too, which Lighthouse requires to match
 * the audit's).
 */
async function lighthouseOnce(url: string): Promise<PageScores> {
  const artifactsDir = await mkdtemp(path.join(tmpdir(), 'veloforge-lighthouse-artifacts-'));
  try {
    const chromium = await launchDebuggableChromium();
    try {
      await lighthouse(url, { ...FLAGS, port: chromium.port, gatherMode: artifactsDir });
    } finally {
      await chromium.close();
    }
    const standard = await audit(url, artifactsDir);
    const slowdown = calibratedCpuSlowdown(standard.benchmarkIndex);
    if (!slowdown) return { standard, calibrated: null };
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8')) as {
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    await writeFile(artifactsFile, JSON.stringify(artifacts));
    return { standard, calibrated: await audit(url, artifactsDir, slowdown) };
  } finally {
    await rm(artifactsDir, { recursive: true, force: true });
  }
}

async function audit(url: string, artifactsDir: string, cpuSlowdown?: number) {
  const result = await lighthouse(url, {
    ...FLAGS,
    auditMode: artifactsDir,
    ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return summarise(result.lhr);
}

/** Lighthouse's own reason for a category without a score: a runtime error, or audits that errored. */
function whyUnscored(lhr: Result): string {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const errored = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`);
  return errored.length > 0 ? errored.join('; ') : 'no reason given';
}

function summarise(lhr: Result): LighthouseScores {
  const categoryScore = (id: string) => {
    const score = lhr.categories[id]?.score;
    if (score === null || score === undefined) {
      throw new UnscoredLoad(
        `Lighthouse scored no ${id} for ${lhr.finalDisplayedUrl}: ${whyUnscored(lhr)}`,
      );
    }
    return Math.round(score * 100);
  };
  const metrics = METRIC_AUDITS.map(
    ([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`,
  ).join(', ');
  return {
    performance: categoryScore('performance'),
    accessibility: categoryScore('accessibility'),
    metrics,
    failing: failingAudits(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

function failingAudits(lhr: Result): string[] {
  const weights = new Map<string, number>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) weights.set(ref.id, ref.weight || UNWEIGHTED);
  }
  return (
    Object.values(lhr.audits)
      // Manual, informative and not-applicable audits have a null score; the metrics are shown
      // on their own, so the list keeps what explains them.
      .filter((audit) => audit.score !== null && audit.score < 0.9 && !METRIC_IDS.has(audit.id))
      .sort((a, b) => (weights.get(b.id) ?? 0) - (weights.get(a.id) ?? 0))
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
  );
}
