import { describe, expect, it } from 'vitest';

import { RuntimeLog } from './log';
import { RealClock } from './real-clock';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live preview clock', () => {
  it('runs timers in real time, with their arguments, and clears them', async () => {
    const clock = new RealClock(new RuntimeLog());
    const seen: string[] = [];
    clock.setTimeout((word: unknown) => seen.push(String(word)), 5, 'late');
    const cleared = clock.setTimeout(() => seen.push('never'), 5);
    clock.clearTimeout(cleared);
    expect(seen).toEqual([]);
    expect(clock.pendingTimers).toBe(1);
    await wait(30);
    expect(seen).toEqual(['late']);
    expect(clock.pendingTimers).toBe(0);
  });

  it('repeats intervals until cleared', async () => {
    const clock = new RealClock(new RuntimeLog());
    let ticks = 0;
    const id = clock.setInterval(() => (ticks += 1), 2);
    // A loaded machine runs timers late: wait for the second tick, up to a second, not a fixed 40 ms.
    for (let waited = 0; ticks < 2 && waited < 1000; waited += 10) await wait(10);
    clock.clearInterval(id);
    const stopped = ticks;
    expect(stopped).toBeGreaterThan(1);
    await wait(20);
    expect(ticks).toBe(stopped);
  });

  it('reports a throwing or rejecting callback as uncaught, and keeps going', async () => {
    const log = new RuntimeLog();
    const clock = new RealClock(log);
    clock.setTimeout(() => {
      throw new TypeError('boom');
    }, 1);
    clock.setTimeout(async () => Promise.reject(new Error('later')), 1);
    clock.track(Promise.reject(new RangeError('tracked')));
    await wait(20);
    expect(log.errors).toEqual(['RangeError: tracked', 'TypeError: boom', 'Error: later']);
  });

  it('drive() waits for its target and never gives up', async () => {
    const clock = new RealClock(new RuntimeLog());
    let done = false;
    const work = wait(10).then(() => (done = true));
    expect(await clock.drive(work)).toBe(true);
    expect(done).toBe(true);
    expect(await clock.drive(Promise.reject(new Error('x')))).toBe(true);
  });
});
