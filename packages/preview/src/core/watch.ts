/**
 * Promises the SDK hands to page code (wix-data, web methods, wix-fetch), and every promise
 * derived from them with then/catch/finally. A rejection nobody handles is reported to the run,
 * the way the browser console shows "Uncaught (in promise)", instead of escaping to the host as
 * an unhandled rejection.
 */

const hostSetTimeout = globalThis.setTimeout.bind(globalThis);

export type Watch = <T>(work: Promise<T>) => Promise<T>;

type Executor<T> = (
  resolve: (value: T | PromiseLike<T>) => void,
  reject: (reason?: unknown) => void,
) => void;

/**
 * `report` gets each watched promise's rejection that page code left unhandled by the next turn
 * of the event loop; `track` lets the run wait for those checks.
 */
export function createWatch(
  report: (error: unknown) => void,
  track: (check: Promise<unknown>) => void,
): Watch {
  let marking = false;

  class Watched<T> extends Promise<T> {
    static override get [Symbol.species]() {
      return Watched;
    }

    declare __handled: boolean;

    constructor(executor: Executor<T>) {
      const self: { promise?: Watched<T> } = {};
      super((resolve, reject) =>
        executor(resolve, (reason?: unknown) => {
          reject(reason);
          track(
            new Promise<void>((done) =>
              hostSetTimeout(() => {
                if (!self.promise?.__handled) report(reason);
                done();
              }, 0),
            ),
          );
        }),
      );
      self.promise = this;
      this.__handled = false;
      // Handled as far as the engine is concerned, without counting as the page's handler.
      if (!marking) {
        marking = true;
        try {
          void Promise.prototype.then.call(this, undefined, () => undefined);
        } finally {
          marking = false;
        }
      }
    }

    override then<R1 = T, R2 = never>(
      onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
      onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
    ): Promise<R1 | R2> {
      this.__handled = true;
      return super.then(onFulfilled, onRejected);
    }
  }

  return <T>(work: Promise<T>): Promise<T> =>
    new Watched<T>((resolve, reject) => {
      work.then(resolve, reject);
    });
}

/** Outside a run: promises pass through untouched. */
export const passThrough: Watch = (work) => work;
