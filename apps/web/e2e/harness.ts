/**
 * The e2e harness: the real server process on a free port with a fresh database, and headless
 * Chromium. Test files use startServer(), launchBrowser(), openPage(), saveScreenshot() and
 * e2eSkipReason(); nothing else here is part of the API.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIR = resolve(WEB_DIR, '../server');
const DIST_INDEX = join(WEB_DIR, 'dist', 'index.html');
const SCREENSHOT_DIR = join(WEB_DIR, 'e2e', 'screenshots');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
/** Keep the tail of the server's output for failure messages without holding all of it. */
const MAX_LOG_CHARS = 20_000;

export type StartServerOptions = {
  /** 'postgres' passes DATABASE_URL through; the default is a fresh PGlite folder per server. */
  database?: 'pglite' | 'postgres';
  /** Extra environment for the server process (applied last). */
  env?: Record<string, string>;
};

export type RunningServer = {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  port: number;
  dataDir: string;
  /** The server's stdout and stderr so far (the last MAX_LOG_CHARS characters). */
  output: () => string;
  stop: () => Promise<void>;
};

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

/** Starts `node --import tsx src/index.ts` in apps/server and resolves once /readyz answers 200. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(DIST_INDEX)) {
    throw new Error(`${DIST_INDEX} is missing: run pnpm build first (in apps/web).`);
  }

  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'veloforge-e2e-'));
  const env = serverEnv({ port, url, dataDir, options });

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-MAX_LOG_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }

  return { url, port, dataDir, output: () => log, stop };
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
  server: RunningServer,
  { width = 1280, height = 900, colorScheme = 'light' }: OpenPageOptions = {},
): Promise<Page> {
  const contextOptions: BrowserContextOptions = {
    baseURL: server.url,
    viewport: { width, height },
    colorScheme,
  };
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  page.once('close', () => void context.close());
  return page;
}

/** Full-page screenshot into apps/web/e2e/screenshots/<name>.png; returns the path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

function serverEnv({
  port,
  url,
  dataDir,
  options,
}: {
  port: number;
  url: string;
  dataDir: string;
  options: StartServerOptions;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A DATABASE_URL in the caller's shell must not silently switch the server off PGlite.
  delete env.DATABASE_URL;
  if (options.database === 'postgres') {
    if (!process.env.DATABASE_URL) {
      throw new Error('startServer({ database: "postgres" }) needs DATABASE_URL to be set.');
    }
    env.DATABASE_URL = process.env.DATABASE_URL;
  }
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
}

function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    if (await answers200(`${url}/readyz`)) return;
    await sleep(250);
  }
  throw new Error(
    `The server did not answer 200 on /readyz within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function sleep(ms: number) {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}
