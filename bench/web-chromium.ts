// Headless Chromium with a DevTools port for Lighthouse. chrome-launcher (Lighthouse's usual
// launcher) is not a dependency of this package, and starting the binary is all it would do here.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { stopProcess } from '@veloforge/server/testing';

import { CHROMIUM_PATH } from './env';

export { CHROMIUM_PATH };

/** The flags the brief and stack-notes give for this machine, plus a clean profile. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--remote-debugging-port=0',
];

const START_TIMEOUT_MS = 30_000;

export type DebuggableChromium = { port: number; close: () => Promise<void> };

export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'veloforge-lighthouse-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, `--user-data-dir=${profileDir}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Lighthouse can end the process with an unhandled rejection before any finally runs; the
  // browser must not outlive the benchmark.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const close = async () => {
    process.off('exit', killOnExit);
    await stopProcess(child);
    await rm(profileDir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium gave no DevTools port:\n${output}`)),
        START_TIMEOUT_MS,
      );
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        // Chromium announces the port it picked for --remote-debugging-port=0 on stderr.
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before it was ready:\n${output}`));
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
