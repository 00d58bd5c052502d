import { describe, expect, it } from 'vitest';

import type { RepeaterElement, TextElement } from '../index';
import { FakeClock } from './clock';
import { RuntimeLog } from './log';
import { runVeloPage } from './run-page';
import { ITEMS, structure } from './testing/structure';

describe('FakeClock', () => {
  it('runs timers in due order only when driven, advancing virtual time', async () => {
    const clock = new FakeClock(new RuntimeLog());
    const order: string[] = [];
    clock.setTimeout(() => order.push('b@200'), 200);
    clock.setTimeout((tag: unknown) => order.push(String(tag)), 100, 'a@100');
    const cancelled = clock.setTimeout(() => order.push('never'), 50);
    clock.clearTimeout(cancelled);
    expect(order).toEqual([]);
    expect(await clock.drive()).toBe(true);
    expect(order).toEqual(['a@100', 'b@200']);
    expect(clock.elapsed).toBe(200);
  });

  it('stops an endless interval at the bound and reports it', async () => {
    const log = new RuntimeLog();
    const clock = new FakeClock(log, { maxTimerRuns: 20 });
    let ticks = 0;
    clock.setInterval(() => ticks++, 1000);
    expect(await clock.drive()).toBe(false);
    expect(ticks).toBe(20);
  });

  it('lets awaited code sleep on a fake timer without deadlocking, and collects timer errors', async () => {
    const log = new RuntimeLog();
    const clock = new FakeClock(log);
    const sleep = (ms: number) => new Promise((resolve) => clock.setTimeout(resolve, ms));
    clock.setTimeout(() => {
      throw new Error('timer failed');
    }, 10);
    const work = (async () => {
      await sleep(5000);
      return 'woke';
    })();
    expect(await clock.drive(work)).toBe(true);
    await expect(work).resolves.toBe('woke');
    expect(log.errors).toEqual(['Error: timer failed']);
  });
});

describe('debounced search in page code', () => {
  it('settles the pending debounce so the filtered data arrives', async () => {
    const r = await runVeloPage({
      structure: structure(
        [
          ['search', 'TextInput'],
          ['rep', 'Repeater'],
          ['itemTitle', 'Text', 'rep'],
        ],
        [ITEMS],
      ),
      frontendCode: `
        import wixData from 'wix-data';
        let debounce;
        async function load(term) {
          let query = wixData.query('Items');
          if (term) query = query.contains('title', term);
          $w('#rep').data = (await query.find()).items;
        }
        $w.onReady(async () => {
          $w('#rep').onItemReady(($item, item) => { $item('#itemTitle').text = item.title; });
          await load('');
          $w('#search').onInput(() => {
            clearTimeout(debounce);
            debounce = setTimeout(() => load($w('#search').value), 500);
          });
        });
      `,
    });
    const rep = r.element('rep') as RepeaterElement;
    expect(rep.data).toHaveLength(8);
    await r.setValue('#search', 'title 1');
    await r.setValue('#search', 'title 3');
    expect(rep.data).toHaveLength(8);
    expect(r.clock.pendingTimers).toBe(1);
    await r.settle();
    expect(rep.data.map((i) => i.title)).toEqual(['Sample title 3']);
    expect(r.clock.pendingTimers).toBe(0);
    expect(r.errors).toEqual([]);
  });

  it('does not hang on an onReady that never settles or an endless interval', async () => {
    const r = await runVeloPage({
      structure: structure([['ticker', 'Text']]),
      limits: { maxTimerRuns: 50 },
      frontendCode: `
        let ticks = 0;
        $w.onReady(async () => {
          setInterval(() => { $w('#ticker').text = String(++ticks); }, 1000);
          await new Promise(() => {});
        });
      `,
    });
    await r.settle();
    expect(Number((r.$w('#ticker') as TextElement).text)).toBeGreaterThanOrEqual(50);
    expect(r.errors).toEqual([]);
  });
});
