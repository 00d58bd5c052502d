/**
 * The e2e harness: the real server process on a free port with a fresh database, and headless
 * Chromium. Test files use startServer(), launchBrowser(), openPage(), saveScreenshot() and
 * e2eSkipReason(); nothing else here is part of the API.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  serverTestKinds,
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from '@veloforge/server/testing';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST_INDEX = join(WEB_DIR, 'dist', 'index.html');
const SCREENSHOT_DIR = join(WEB_DIR, 'e2e', 'screenshots');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The database the browser suites run on: PostgreSQL when DATABASE_URL is set (production's),
 * else PGlite. One is enough here: every route and rule already runs on both databases in the
 * server's HTTP suites, and the live preview suite runs on the embedded default (PGlite).
 */
export function e2eDatabaseKinds(): ReturnType<typeof serverTestKinds> {
  return serverTestKinds().slice(-1);
}

export type { ServerProcess as RunningServer } from '@veloforge/server/testing';

/**
 * Why the suite should be skipped (Chromium missing), or null to run it. When CI or E2E_REQUIRED
 * is set a missing browser is an error, so a misconfigured pipeline cannot pass by skipping.
 */
export function e2eSkipReason(): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  const reason = `Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or apt-get install -y chromium)`;
  if (process.env.CI || process.env.E2E_REQUIRED) {
    throw new Error(`${reason}; CI/E2E_REQUIRED is set, so the e2e suite cannot be skipped.`);
  }
  console.warn(`[e2e] skipping: ${reason}`);
  return reason;
}

/** The real server on a free port with a fresh database, once the web build exists. */
export async function startServer(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  if (!existsSync(DIST_INDEX)) {
    throw new Error(`${DIST_INDEX} is missing: run pnpm build first (in apps/web).`);
  }
  return startServerProcess(options);
}

/** Headless Chromium with the flags known to work on this kind of machine (stack-notes). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type OpenPageOptions = {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
};

/** A page in its own context (own cookies), with the server as base URL. Closing it closes the context. */
export async function openPage(
  browser: Browser,
  server: ServerProcess,
  { width = 1280, height = 900, colorScheme = 'light' }: OpenPageOptions = {},
): Promise<Page> {
  const contextOptions: BrowserContextOptions = {
    baseURL: server.url,
    viewport: { width, height },
    colorScheme,
  };
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  // The browser may already be closing (afterAll); a failed context close is then expected.
  page.once('close', () => {
    context.close().catch(() => undefined);
  });
  return page;
}

/** Full-page screenshot into apps/web/e2e/screenshots/<name>.png; returns the path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

export type E2eContext = { server: ServerProcess; browser: Browser };

/**
 * One real server and one Chromium for the enclosing describe block, started in beforeAll and
 * stopped in afterAll. Read `server` and `browser` from the returned object inside tests.
 */
export function useServerAndBrowser(options: ServerProcessOptions = {}): E2eContext {
  const context = {} as E2eContext;
  beforeAll(async () => {
    context.server = await startServer(options);
    context.browser = await launchBrowser();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.server?.stop();
  });
  return context;
}
