// Writes dist/prerendered/<page>.html, and manifest.json (path → file), for the public pages a
// signed-out visitor lands on: the page's first render in #root, so its text paints before the
// app's JavaScript arrives (the server sends these only to requests without a session cookie).
// Run after vite build.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'vite';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const SSR_OUT = path.join(WEB, '.cache', 'prerender');

await build({
  root: WEB,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-page.tsx', outDir: SSR_OUT, emptyOutDir: true },
});

// The page's data is the browser's to fetch: on the build machine every query stays loading, as
// it is at the visitor's first paint.
globalThis.fetch = () => new Promise(() => {});

const {
  PRERENDERED_PATHS,
  prerenderedPageHtml,
  readRouteSources,
  renderPage,
  routeAssetUrls,
  routeFilesById,
} = await import(pathToFileURL(path.join(SSR_OUT, 'render-page.js')).href);
const indexHtml = readFileSync(path.join(DIST, 'index.html'), 'utf8');

// Vite's manifest (build.manifest) names each route's chunk by its source file; it is read here
// and not shipped.
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const buildManifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
rmSync(path.dirname(MANIFEST), { recursive: true });
const routeFiles = routeFilesById(readRouteSources(WEB));
mkdirSync(path.join(DIST, 'prerendered'), { recursive: true });
/** URL path → file under dist, read by the server (apps/server/src/plugins/spa.ts). */
const manifest = {};
for (const page of PRERENDERED_PATHS) {
  const file = `prerendered/${page === '/' ? 'home' : page.slice(1)}.html`;
  const { markup, routeIds } = await renderPage(page);
  const routeAssets = routeAssetUrls(buildManifest, routeFiles, routeIds);
  writeFileSync(path.join(DIST, file), prerenderedPageHtml(indexHtml, markup, routeAssets));
  manifest[page] = file;
}
writeFileSync(path.join(DIST, 'prerendered', 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`prerendered: ${PRERENDERED_PATHS.join(', ')}`);
// Pending fetches and timers of the rendered pages would keep the process alive.
process.exit(0);
