import { Worker } from 'node:worker_threads';

import { CODE_PIECES, pieceKey } from '../conventions';
import type { SiteStructure } from '../structure';
import type { Diagnostic } from '../types';
import type { CheckInput, CheckOptions, VeloChecker } from './checker';

/**
 * The checker on worker threads. A check is CPU work (the rules, and the native type checker the
 * thread waits for; 15-30 ms per answer): on the server's own thread it stalls every other request
 * of the instance while it runs, and a pathological input (troubleshoot takes the user's code) could stall it for good.
 * Here each worker keeps a warm checker; checks queue for the next free worker, one that runs
 * past `timeoutMs` or crashes is replaced, and a check that throws, times out or loses its worker
 * reports a warning instead of failing the generation it belongs to.
 */

export type CheckRequest = {
  id: number;
  pieces: CheckInput;
  structure: SiteStructure;
  options?: CheckOptions;
};

/**
 * A worker's answer to a request; `{ ready: true }` once its checker is warm, with the process id
 * of the native compiler it runs (stopped with the worker when a check runs past its limit).
 */
export type CheckResponse =
  | { id: number; diagnostics: Diagnostic[] }
  | { id: number; error: string }
  | { ready: true; compilerPid?: number };

export interface CheckerPoolOptions {
  /** Worker threads; each runs its own native compiler with the libraries parsed. */
  workers: number;
  /** A check running longer than this is stopped and reported as unchecked. */
  timeoutMs: number;
  /**
   * The worker's entry: the server's bundle passes its built copy. By default this package's
   * worker.ts, loaded through tsx (development and tests run from source).
   */
  workerUrl?: URL;
  /** Told when a worker crashes or is stopped, for the host's log. */
  onWorkerLost?: (reason: string) => void;
}

export interface CheckerPool extends VeloChecker {
  check(
    pieces: CheckInput,
    structure: SiteStructure,
    options?: CheckOptions,
  ): Promise<Diagnostic[]>;
  /** Resolves once every worker is warm (its first check would not parse the libraries). */
  ready(): Promise<void>;
  /** Stops the workers; queued checks are rejected. */
  close(): Promise<void>;
}

type Job = {
  request: CheckRequest;
  resolve: (diagnostics: Diagnostic[]) => void;
  reject: (error: Error) => void;
};

type Slot = {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  compilerPid: number | undefined;
};

const SOURCE_WORKER = new URL('./worker.ts', import.meta.url);
const MAX_FAILED_STARTS = 3;

/** What a check that could not finish reports, on the first piece it was given. */
export function uncheckedDiagnostic(pieces: CheckInput, reason: string): Diagnostic {
  const piece = CODE_PIECES.find((name) => pieces[pieceKey(name)].trim()) ?? 'frontend';
  return {
    piece,
    line: 1,
    column: 1,
    severity: 'warning',
    code: 'check-incomplete',
    message: `The code check did not finish (${reason}), so this code was not checked against your site structure.`,
  };
}

/**
 * A worker running TypeScript source: `--import tsx` in a worker's execArgv is ignored, so a
 * one-line module registers tsx's loader in the worker's thread and then imports the entry.
 */
function throughTsx(entry: URL): URL {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(entry.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

function diagnosticsOf(job: Job, response: Exclude<CheckResponse, { ready: true }>) {
  if ('diagnostics' in response) return response.diagnostics;
  return [uncheckedDiagnostic(job.request.pieces, `the checker failed: ${response.error}`)];
}

export function createCheckerPool(options: CheckerPoolOptions): CheckerPool {
  if (!Number.isInteger(options.workers) || options.workers < 1) {
    throw new Error(`createCheckerPool needs at least one worker, got ${options.workers}`);
  }
  const workerUrl = options.workerUrl ?? SOURCE_WORKER;
  const fromSource = workerUrl.pathname.endsWith('.ts');
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  /** Workers lost before they were ever ready, in a row: a broken set-up, not a bad input. */
  let failedStarts = 0;
  let broken: Error | null = null;

  function spawn(): Slot {
    const worker = new Worker(fromSource ? throughTsx(workerUrl) : workerUrl);
    let markReady: () => void = () => undefined;
    const slot: Slot = {
      worker,
      ready: new Promise((resolve) => (markReady = resolve)),
      isReady: false,
      job: null,
      timer: null,
      compilerPid: undefined,
    };
    worker.on('message', (response: CheckResponse) => {
      if ('ready' in response) {
        slot.compilerPid = response.compilerPid;
        slot.isReady = true;
        failedStarts = 0;
        markReady();
      } else {
        const job = finish(slot);
        if (job) job.resolve(diagnosticsOf(job, response));
      }
      dispatch();
    });
    worker.on('error', (error) => replace(slot, `the checker failed: ${error.message}`));
    worker.on('exit', (code) => replace(slot, `the checker stopped (exit code ${code})`));
    return slot;
  }

  const slots = Array.from({ length: options.workers }, spawn);

  /** Takes the slot's job off it (and its timer); the slot is free again. */
  function finish(slot: Slot): Job | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  }

  /** A lost worker: its check reports itself unchecked, and a new worker takes its place. */
  function replace(slot: Slot, reason: string) {
    const index = slots.indexOf(slot);
    if (index === -1 || closed) return;
    const job = finish(slot);
    options.onWorkerLost?.(reason);
    void slot.worker.terminate();
    job?.resolve([uncheckedDiagnostic(job.request.pieces, reason)]);
    failedStarts = slot.isReady ? 0 : failedStarts + 1;
    if (failedStarts >= MAX_FAILED_STARTS) {
      broken = new Error(`The checker workers cannot start: ${reason}`);
      slots.splice(index, 1);
      if (slots.length === 0) for (const queued of queue.splice(0)) queued.reject(broken);
      return;
    }
    slots[index] = spawn();
    dispatch();
  }

  /**
   * The native compiler of a worker stuck waiting for it: ending the worker closes the compiler's
   * input, but a compiler busy with a check would only read that once the check is done. Killed
   * while the worker still holds it (unreaped, so its process id cannot belong to another).
   */
  function stopCompiler(slot: Slot) {
    if (slot.compilerPid === undefined) return;
    try {
      process.kill(slot.compilerPid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  function dispatch() {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot.isReady || slot.job) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => {
        stopCompiler(slot);
        replace(slot, `it took longer than ${options.timeoutMs / 1000} s`);
      }, options.timeoutMs);
      slot.worker.postMessage(job.request);
    }
  }

  return {
    check(pieces, structure, checkOptions) {
      if (closed) return Promise.reject(new Error('The checker pool is closed'));
      if (broken && slots.length === 0) return Promise.reject(broken);
      return new Promise((resolve, reject) => {
        const request: CheckRequest = { id: nextId++, pieces, structure };
        if (checkOptions) request.options = checkOptions;
        queue.push({ request, resolve, reject });
        dispatch();
      });
    },
    async ready() {
      await Promise.all(slots.map((slot) => slot.ready));
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The checker pool is closed'));
      await Promise.all(
        slots.map(async (slot) => {
          finish(slot)?.reject(new Error('The checker pool is closed'));
          slot.worker.removeAllListeners();
          await slot.worker.terminate();
        }),
      );
    },
  };
}
