import type { RateLimiter, RateLimitRule } from '../ports';

import { hitResult, peekResult, windowMs } from './window-result';

type Window = { count: number; resetsAt: number };

export type MemoryRateLimiterOptions = {
  /** Milliseconds since the epoch; tests inject a fake clock. */
  now?: () => number;
  /** Most keys held at once; beyond it the oldest window is dropped. */
  maxKeys?: number;
};

export type MemoryRateLimiter = RateLimiter & {
  /** Keys currently held, expired ones not yet swept included. */
  size(): number;
};

const DEFAULT_MAX_KEYS = 100_000;
// A full sweep is O(keys), so it runs at most this often, driven by hits rather than a timer
// (a timer would keep the process alive or need unref and a dispose).
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Fixed-window counters in this process: for one server instance (several instances need the
 * Redis limiter to share counts). Memory stays bounded: expired windows are swept lazily and
 * the number of keys is capped, dropping the oldest window first.
 */
export function createMemoryRateLimiter(options: MemoryRateLimiterOptions = {}): MemoryRateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  if (!Number.isInteger(maxKeys) || maxKeys < 1) {
    throw new Error(`maxKeys must be a positive integer, got ${maxKeys}`);
  }
  // A Map iterates in insertion order and windows are (re)inserted when they start, so the
  // first entry is always the oldest window.
  const windows = new Map<string, Window>();
  let lastSweep = now();

  function sweepIfDue(at: number) {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    for (const [id, window] of windows) {
      if (window.resetsAt <= at) windows.delete(id);
    }
  }

  function liveWindow(id: string, at: number): Window | undefined {
    const window = windows.get(id);
    if (window === undefined || window.resetsAt > at) return window;
    windows.delete(id);
    return undefined;
  }

  function startWindow(id: string, rule: RateLimitRule, at: number): Window {
    if (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (!oldest.done) windows.delete(oldest.value);
    }
    const window = { count: 0, resetsAt: at + windowMs(rule) };
    windows.set(id, window);
    return window;
  }

  return {
    async hit(rule, key) {
      const at = now();
      sweepIfDue(at);
      const id = `${rule.name}:${key}`;
      const window = liveWindow(id, at) ?? startWindow(id, rule, at);
      window.count += 1;
      return hitResult(rule, window.count, window.resetsAt - at);
    },
    async peek(rule, key) {
      const at = now();
      const window = liveWindow(`${rule.name}:${key}`, at);
      if (window === undefined) return peekResult(rule, 0, windowMs(rule));
      return peekResult(rule, window.count, window.resetsAt - at);
    },
    async reset(rule, key) {
      windows.delete(`${rule.name}:${key}`);
    },
    size: () => windows.size,
  };
}
