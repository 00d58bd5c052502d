import { TimerFunctions, type Clock } from './clock';
import type { RuntimeLog } from './log';

/**
 * The live preview's clock: real timers, so a debounced search waits as it does on Wix. Timer
 * callbacks that throw are reported like the browser reports them, without stopping the page.
 */
export class RealClock extends TimerFunctions implements Clock {
  private readonly started = Date.now();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  constructor(private readonly log: RuntimeLog) {
    super();
  }

  get elapsed(): number {
    return Date.now() - this.started;
  }

  get pendingTimers(): number {
    return this.timers.size;
  }

  clearTimeout = (id: unknown): void => {
    const handle = typeof id === 'number' ? this.timers.get(id) : undefined;
    if (handle === undefined) return;
    clearTimeout(handle);
    clearInterval(handle);
    this.timers.delete(id as number);
  };

  clearInterval = (id: unknown): void => this.clearTimeout(id);

  track(work: Promise<unknown>): void {
    work.catch((error: unknown) => this.log.uncaught(error));
  }

  /** Real time needs no driving: waits for the target, if any. */
  async drive(target?: Promise<unknown>): Promise<boolean> {
    if (target) await target.catch(() => undefined);
    return true;
  }

  protected add(callback: unknown, ms: unknown, args: unknown[], repeat: boolean): number {
    const id = this.nextId++;
    if (typeof callback !== 'function') return id;
    const delay = Math.max(0, Number(ms) || 0);
    const run = () => {
      if (!repeat) this.timers.delete(id);
      try {
        const result: unknown = (callback as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) this.track(result);
      } catch (error) {
        this.log.uncaught(error);
      }
    };
    this.timers.set(id, repeat ? setInterval(run, delay) : setTimeout(run, delay));
    return id;
  }
}
