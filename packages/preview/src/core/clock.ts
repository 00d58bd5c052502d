import type { RuntimeLog } from './log';

type TimerCallback = (...args: unknown[]) => unknown;

interface Timer {
  id: number;
  at: number;
  callback: TimerCallback;
  args: unknown[];
  /** Set for setInterval: the period after which it fires again. */
  every?: number;
}

export interface ClockLimits {
  /** Timer callbacks one drive() may run before giving up (keeps intervals from looping forever). */
  maxTimerRuns: number;
  /** Real event-loop turns to wait for work that no fake timer can advance (e.g. a test's fetch). */
  maxIdleTurns: number;
}

const DEFAULT_LIMITS: ClockLimits = { maxTimerRuns: 1000, maxIdleTurns: 25 };

/** The host's own timers, captured before anything could replace them: used to let promises run. */
const hostSetTimeout = globalThis.setTimeout.bind(globalThis);
const hostSetImmediate =
  typeof globalThis.setImmediate === 'function'
    ? globalThis.setImmediate.bind(globalThis)
    : undefined;

/** One trip through the host's event loop, so every queued promise reaction has run. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) =>
    hostSetImmediate ? hostSetImmediate(resolve) : hostSetTimeout(resolve, 0),
  );
}

/** A short real wait, for work the fake clock can't advance (e.g. a test handler using real timers). */
function idleWait(): Promise<void> {
  return new Promise((resolve) => hostSetTimeout(resolve, 2));
}

/** What the runtime needs from time: the timers page code sees, and waiting for started work. */
export interface Clock {
  /** Milliseconds since the run started. */
  readonly elapsed: number;
  readonly pendingTimers: number;
  // Properties, not methods: the runtime hands them to page code unbound, as globals.
  setTimeout: (callback: unknown, ms?: unknown, ...args: unknown[]) => number;
  setInterval: (callback: unknown, ms?: unknown, ...args: unknown[]) => number;
  clearTimeout: (id: unknown) => void;
  clearInterval: (id: unknown) => void;
  /** Remembers started work so drive() can wait for it; its rejection counts as uncaught. */
  track(work: Promise<unknown>): void;
  /** Waits for `target` (or for all started work); false when it gave up first. */
  drive(target?: Promise<unknown>): Promise<boolean>;
}

/** setTimeout and setInterval as page code calls them, over the one `add` each clock has. */
export abstract class TimerFunctions {
  setTimeout = (callback: unknown, ms?: unknown, ...args: unknown[]): number =>
    this.add(callback, ms, args, false);

  setInterval = (callback: unknown, ms?: unknown, ...args: unknown[]): number =>
    this.add(callback, ms, args, true);

  protected abstract add(callback: unknown, ms: unknown, args: unknown[], repeat: boolean): number;
}

/**
 * A fake clock for page code: its timers only run when the runtime drives the clock, so a
 * debounced search or a delayed message completes instantly and deterministically in tests.
 * It also tracks work the runtime started (handlers, onReady callbacks) so settle() can wait.
 */
export class FakeClock extends TimerFunctions implements Clock {
  private now = 0;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly limits: ClockLimits;

  constructor(
    private readonly log: RuntimeLog,
    limits: Partial<ClockLimits> = {},
  ) {
    super();
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Virtual milliseconds since the run started. */
  get elapsed(): number {
    return this.now;
  }

  get pendingTimers(): number {
    return this.timers.size;
  }

  clearTimeout = (id: unknown): void => {
    if (typeof id === 'number') this.timers.delete(id);
  };

  clearInterval = (id: unknown): void => this.clearTimeout(id);

  /** Remembers started work so settle() waits for it; its rejection counts as uncaught. */
  track(work: Promise<unknown>): void {
    const guarded = work.then(
      () => undefined,
      (error: unknown) => this.log.uncaught(error),
    );
    this.pending.add(guarded);
    void guarded.finally(() => this.pending.delete(guarded));
  }

  /**
   * Waits for `target` while running due timers, so awaiting code that sleeps on a fake timer
   * does not deadlock. Without a target, runs until no timers and no tracked work remain.
   * Resolves false when it gave up (timer or idle bound reached) before that.
   */
  async drive(target?: Promise<unknown>): Promise<boolean> {
    let done = false;
    if (target) {
      target.then(
        () => (done = true),
        () => (done = true),
      );
    }
    let runs = 0;
    let idle = 0;
    for (;;) {
      await nextTurn();
      if (target ? done : this.timers.size === 0 && this.pending.size === 0) return true;
      const timer = this.earliest();
      if (!timer) {
        if (++idle > this.limits.maxIdleTurns) return false;
        await idleWait();
        continue;
      }
      idle = 0;
      if (++runs > this.limits.maxTimerRuns) return false;
      this.fire(timer);
    }
  }

  protected add(callback: unknown, ms: unknown, args: unknown[], repeat: boolean): number {
    const id = this.nextId++;
    if (typeof callback !== 'function') return id;
    const delay = Math.max(0, Number(ms) || 0);
    this.timers.set(id, {
      id,
      at: this.now + delay,
      callback: callback as TimerCallback,
      args,
      ...(repeat ? { every: Math.max(1, delay) } : {}),
    });
    return id;
  }

  private earliest(): Timer | undefined {
    let first: Timer | undefined;
    for (const timer of this.timers.values()) {
      if (!first || timer.at < first.at || (timer.at === first.at && timer.id < first.id)) {
        first = timer;
      }
    }
    return first;
  }

  private fire(timer: Timer): void {
    this.now = Math.max(this.now, timer.at);
    if (timer.every === undefined) this.timers.delete(timer.id);
    else timer.at = this.now + timer.every;
    try {
      const result = timer.callback(...timer.args);
      if (result instanceof Promise) this.track(result);
    } catch (error) {
      this.log.uncaught(error);
    }
  }
}
