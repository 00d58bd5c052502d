/**
 * What a first visit to a page downloads: every JS and CSS response Chromium receives until the
 * page has rendered and the network is quiet, with the gzip size of each. Counting in a real
 * browser (not from index.html) includes the route chunks the router loads before it renders.
 * Used by the web budget benchmark (bench/web.ts).
 */
import { gzipSync } from 'node:zlib';

import { chromium, type Response } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const LOAD_TIMEOUT_MS = 60_000;

export type LoadedAsset = { url: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number };

export type AssetTotals = { files: number; bytes: number; gzipBytes: number };

export type InitialLoad = { js: AssetTotals; css: AssetTotals; assets: LoadedAsset[] };

function assetKind(response: Response): LoadedAsset['kind'] | null {
  const contentType = response.headers()['content-type'] ?? '';
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('text/css')) return 'css';
  return null;
}

async function readAsset(response: Response): Promise<LoadedAsset | null> {
  const kind = assetKind(response);
  if (!kind || !response.ok()) return null;
  const body = await response.body();
  // zlib's default level, the one @fastify/compress and most servers use.
  return { url: response.url(), kind, bytes: body.length, gzipBytes: gzipSync(body).length };
}

function totals(assets: LoadedAsset[], kind: LoadedAsset['kind']): AssetTotals {
  const ofKind = assets.filter((asset) => asset.kind === kind);
  return {
    files: ofKind.length,
    bytes: ofKind.reduce((sum, asset) => sum + asset.bytes, 0),
    gzipBytes: ofKind.reduce((sum, asset) => sum + asset.gzipBytes, 0),
  };
}

/**
 * Loads `url` in a fresh headless Chromium (empty cache) and waits for the load event and then
 * 500 ms without network activity, so chunks imported while the first route renders count too.
 */
export async function measureInitialLoad(url: string, chromiumPath: string): Promise<InitialLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const reads: Promise<LoadedAsset | null>[] = [];
    page.on('response', (response) => reads.push(readAsset(response)));
    await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    const byUrl = new Map<string, LoadedAsset>();
    for (const asset of await Promise.all(reads)) if (asset) byUrl.set(asset.url, asset);
    const assets = [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { js: totals(assets, 'js'), css: totals(assets, 'css'), assets };
  } finally {
    await browser.close();
  }
}
