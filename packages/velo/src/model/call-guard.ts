import type { ModelError } from '../types';

import { abortedError, timeoutError } from './errors';

/**
 * One model call's cancellation: our own deadline over the whole call (the SDK's timeout stops
 * at the response headers, a stream can stall after them) combined with the caller's signal.
 * The SDK reports both as the same abort, and ends a stream silently when aborted mid-way, so
 * the guard remembers which one fired.
 */
export class CallGuard {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;
  private timedOut = false;
  private readonly onCallerAbort = () => this.controller.abort();

  constructor(
    private readonly timeoutMs: number,
    private readonly caller: AbortSignal | undefined,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, timeoutMs);
    if (caller?.aborted) this.controller.abort();
    else caller?.addEventListener('abort', this.onCallerAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Why the call stopped, when it was stopped by the caller or the deadline. */
  stopReason(): ModelError | null {
    if (this.caller?.aborted) return abortedError();
    if (this.timedOut) return timeoutError(this.timeoutMs);
    return null;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }
}
