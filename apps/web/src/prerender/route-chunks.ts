// Which built files a prerendered page's routes load before it can hydrate, from Vite's build
// manifest: the page names them in its HTML so the browser fetches them with the entry, instead
// of discovering them one import at a time after the entry has run, and paints with their styles
// (decision 016).

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One row of Vite's `.vite/manifest.json` (the fields read here). */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** The route file's own declaration of its id: `createFileRoute('/_app/')`. */
const FILE_ROUTE_ID = /\bcreateFileRoute\(\s*(['"])([^'"]+)\1\s*\)/;

/** The router plugin's key for a route file's split-off component (autoCodeSplitting). */
const COMPONENT_SPLIT = '?tsr-split=component';

export type RouteSource = { path: string; text: string };

/** The app's route files (`src/routes/**`), paths relative to the app's root as Vite names them. */
export function readRouteSources(webRoot: string): RouteSource[] {
  return readdirSync(path.join(webRoot, 'src', 'routes'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => {
      const source = path.posix.join('src', 'routes', file.split(path.sep).join('/'));
      return { path: source, text: readFileSync(path.join(webRoot, source), 'utf8') };
    });
}

/**
 * Route id → route source path (as the manifest names it, relative to the app's root), read from
 * each route file's `createFileRoute` call, which the router's generator keeps equal to the id.
 */
export function routeFilesById(sources: readonly RouteSource[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const source of sources) {
    const id = FILE_ROUTE_ID.exec(source.text)?.[2];
    if (id === undefined) continue;
    const existing = files.get(id);
    if (existing) throw new Error(`route ${id} is declared by ${existing} and ${source.path}`);
    files.set(id, source.path);
  }
  return files;
}

/** What a page's routes load before it can hydrate: their chunks, and the stylesheets of those. */
export type RouteAssets = { scripts: string[]; stylesheets: string[] };

/**
 * The URLs of the chunks the matched routes' components load, with every chunk they import
 * statically, in load order, and the stylesheets those chunks bring (their CSS modules), which
 * Vite would otherwise add to the page once the chunk loads: after the first paint, restyling the
 * whole page. Routes without a split component (the root) have none.
 */
export function routeAssetUrls(
  manifest: BuildManifest,
  routeFiles: ReadonlyMap<string, string>,
  routeIds: readonly string[],
): RouteAssets {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    const url = `/${chunk.file}`;
    if (scripts.has(url)) return;
    scripts.add(url);
    for (const file of chunk.css ?? []) stylesheets.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const id of routeIds) {
    const file = routeFiles.get(id);
    if (file === undefined) continue;
    const key = `${file}${COMPONENT_SPLIT}`;
    if (key in manifest) visit(key);
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}
