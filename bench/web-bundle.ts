// Initial JS and CSS of the web app's home page against a Vite + React hello page, both loaded in
// Chromium and counted as gzip bytes (issue 10: ≤ 250 KB gzip JS).
import { measureInitialLoad, type InitialLoad } from '../apps/web/budget/initial-load';
import type { BenchResult } from './report';
import { CHROMIUM_PATH } from './web-chromium';

const HELLO_BASELINE = 'Vite + React hello page';
const JS_BUDGET_KB = 250;

/** kB as Vite's build report prints them (1000 bytes). */
const kilobytes = (bytes: number) => bytes / 1000;

function printLoad(label: string, load: InitialLoad) {
  console.log(
    `[web] ${label}: ${load.js.files} JS files ${kilobytes(load.js.gzipBytes).toFixed(1)} kB gzip ` +
      `(${kilobytes(load.js.bytes).toFixed(1)} kB raw), ${load.css.files} CSS files ` +
      `${kilobytes(load.css.gzipBytes).toFixed(1)} kB gzip`,
  );
  for (const asset of load.assets.slice(0, 8)) {
    const file = new URL(asset.url).pathname;
    console.log(`[web]   ${kilobytes(asset.gzipBytes).toFixed(1).padStart(6)} kB gzip  ${file}`);
  }
}

export async function bundleResults(appUrl: string, helloUrl: string): Promise<BenchResult[]> {
  const app = await measureInitialLoad(`${appUrl}/`, CHROMIUM_PATH);
  const hello = await measureInitialLoad(`${helloUrl}/`, CHROMIUM_PATH);
  printLoad('app /', app);
  printLoad('hello baseline', hello);
  const note =
    'JS/CSS responses Chromium received loading / until network idle (route chunks included), gzip level 6, 1 kB = 1000 B';
  return [
    {
      id: 'web.initial-js.gzip',
      name: 'Web / initial JS (gzip)',
      value: kilobytes(app.js.gzipBytes),
      unit: 'kB',
      baseline: { name: HELLO_BASELINE, value: kilobytes(hello.js.gzipBytes) },
      goal: { on: 'value', op: '<=', target: JS_BUDGET_KB },
      note: `${app.js.files} files; ${note}`,
    },
    {
      id: 'web.initial-css.gzip',
      name: 'Web / initial CSS (gzip)',
      value: kilobytes(app.css.gzipBytes),
      unit: 'kB',
      baseline: { name: HELLO_BASELINE, value: kilobytes(hello.css.gzipBytes) },
      goal: null,
      note: `${app.css.files} files; ${note}`,
    },
  ];
}
