// Lighthouse performance and accessibility scores for one URL, with the diagnostics that explain
// a low score. Lighthouse's CLI defaults: the mobile config with simulated throttling.
import lighthouse, { type Result } from 'lighthouse';

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
   * Lighthouse's CPU benchmark of this host during the run: simulated throttling scales the CPU
   * time it observed, so a busy machine (lower index) costs performance points.
   */
  benchmarkIndex: number;
};

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

/**
 * Runs Lighthouse `runs` times in a fresh Chromium each (no cache carried over) and keeps the
 * run with the median performance score, as Lighthouse's variability guide recommends.
 */
export async function lighthouseScores(url: string, runs: number): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseOnce(url));
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error('lighthouseScores needs at least one run');
  return median;
}

async function lighthouseOnce(url: string): Promise<LighthouseScores> {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return summarise(result.lhr);
  } finally {
    await chromium.close();
  }
}

function summarise(lhr: Result): LighthouseScores {
  const categoryScore = (id: string) => {
    const score = lhr.categories[id]?.score;
    if (score === null || score === undefined) {
      throw new Error(`Lighthouse scored no ${id} for ${lhr.finalDisplayedUrl}`);
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
