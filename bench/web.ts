// Web app budgets (issue 10): the home page's initial JS/CSS against a Vite + React hello page,
// and Lighthouse performance and accessibility of /, /auth and /faq on the real server
// (production mode, PGlite) against a minimal static HTML page, all measured in one run.
// Performance is scored with the CPU slowdown calibrated to this host (the goal) and read at
// Lighthouse's default 4x beside it (decision 013).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { startServerProcess } from '@veloforge/server/testing';

import { buildHelloBaseline } from '../apps/web/budget/hello-baseline';
import { LIGHTHOUSE_RUNS } from './env';
import type { BenchResult } from './report';
import { bundleResults } from './web-bundle';
import { lighthouseScores, type LighthouseScores, type PageScores } from './web-lighthouse';
import { serveStatic } from './web-static-server';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const LIGHTHOUSE_PAGES = [
  { path: '/', slug: 'home' },
  { path: '/auth', slug: 'auth' },
  { path: '/faq', slug: 'faq' },
] as const;
/** Lighthouse's performance and accessibility goal on each page. */
const SCORE_GOAL = 95;
const MINIMAL_BASELINE = 'minimal static HTML page';

const MINIMAL_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A minimal static page: the Lighthouse baseline." />
    <title>Baseline</title>
  </head>
  <body>
    <main>
      <h1>Baseline</h1>
      <p>A minimal static HTML page served over HTTP.</p>
    </main>
  </body>
</html>
`;

/** The build being measured is the current source, not whatever dist was left behind. */
async function buildWebApp() {
  console.log('[web] building apps/web (pnpm --filter @veloforge/web build)');
  await promisify(execFile)('pnpm', ['--filter', '@veloforge/web', 'build'], {
    cwd: REPO_ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
}

function describeRun(scores: LighthouseScores): string {
  const failing = scores.failing.slice(0, 6).join(', ') || 'none';
  return `CPU ${scores.cpuSlowdown}x, host benchmarkIndex ${scores.benchmarkIndex}; ${scores.metrics}; failing: ${failing}`;
}

function lighthouseRows(
  page: (typeof LIGHTHOUSE_PAGES)[number],
  scores: PageScores,
  baseline: PageScores,
): BenchResult[] {
  const how = `Lighthouse 12 mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS}`;
  const goal = { on: 'value', op: '>=', target: SCORE_GOAL } as const;
  const scored = scores.calibrated ?? scores.standard;
  return [
    {
      id: `web.lighthouse.performance.${page.slug}`,
      name: `Lighthouse performance ${page.path} (CPU calibrated to host)`,
      value: scored.performance,
      unit: 'score',
      baseline: {
        name: MINIMAL_BASELINE,
        value: (baseline.calibrated ?? baseline.standard).performance,
      },
      goal,
      note: `${how}; ${scores.calibrated ? describeRun(scored) : `host too slow to calibrate: ${describeRun(scored)}`}`,
    },
    {
      id: `web.lighthouse.performance-default-cpu.${page.slug}`,
      name: `Lighthouse performance ${page.path} (default 4x CPU)`,
      value: scores.standard.performance,
      unit: 'score',
      baseline: { name: MINIMAL_BASELINE, value: baseline.standard.performance },
      goal: null,
      note: `${how}; ${describeRun(scores.standard)}`,
    },
    {
      id: `web.lighthouse.accessibility.${page.slug}`,
      name: `Lighthouse accessibility ${page.path}`,
      value: scores.standard.accessibility,
      unit: 'score',
      baseline: { name: MINIMAL_BASELINE, value: baseline.standard.accessibility },
      goal,
      note: how,
    },
  ];
}

/** e.g. "performance 97 (CPU 2.1x, calibrated), 78 at the default 4x; accessibility 100" */
function summary(scores: PageScores): string {
  const calibrated = scores.calibrated
    ? `${scores.calibrated.performance} (CPU ${scores.calibrated.cpuSlowdown}x, calibrated), `
    : '';
  return (
    `performance ${calibrated}${scores.standard.performance} at the default ` +
    `${scores.standard.cpuSlowdown}x (benchmarkIndex ${scores.standard.benchmarkIndex}); ` +
    `accessibility ${scores.standard.accessibility}`
  );
}

export async function benchWeb(): Promise<BenchResult[]> {
  await buildWebApp();
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const hello = await buildHelloBaseline();
    cleanups.push(hello.remove);
    const minimalDir = await mkdtemp(path.join(tmpdir(), 'veloforge-minimal-'));
    cleanups.push(() => rm(minimalDir, { recursive: true, force: true }));
    await writeFile(path.join(minimalDir, 'index.html'), MINIMAL_PAGE);

    const helloServer = await serveStatic(hello.distDir);
    cleanups.push(helloServer.stop);
    const minimalServer = await serveStatic(minimalDir);
    cleanups.push(minimalServer.stop);
    const app = await startServerProcess({
      database: 'pglite',
      bundle: true,
      env: { NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' },
    });
    cleanups.push(app.stop);

    const results = await bundleResults(app.url, helloServer.url);
    const baseline = await lighthouseScores(`${minimalServer.url}/`, LIGHTHOUSE_RUNS);
    console.log(`[web] Lighthouse ${MINIMAL_BASELINE}: ${summary(baseline)}`);
    for (const page of LIGHTHOUSE_PAGES) {
      const scores = await lighthouseScores(`${app.url}${page.path}`, LIGHTHOUSE_RUNS);
      console.log(`[web] Lighthouse ${page.path}: ${summary(scores)}`);
      results.push(...lighthouseRows(page, scores, baseline));
    }
    return results;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}
