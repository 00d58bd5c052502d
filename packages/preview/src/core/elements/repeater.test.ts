import { describe, expect, it } from 'vitest';

import type { RepeaterElement, TextElement } from '../../index';
import { runVeloPage } from '../run-page';
import { structure } from '../testing/structure';

const page = structure([
  ['heading', 'Text'],
  ['rep', 'Repeater'],
  ['card', 'Container', 'rep'],
  ['name', 'Text', 'card'],
  ['more', 'Button', 'card'],
]);

const run = (frontendCode: string) => runVeloPage({ structure: page, frontendCode });
const messages = (r: { console: { message: string }[] }) => r.console.map((e) => e.message);
const itemText = (rep: RepeaterElement, index: number, id: string) =>
  (rep.__itemList[index]?.elements.get(id) as TextElement).text;

describe('Repeater', () => {
  it('creates items for new _ids, runs onItemReady with $item, data and index', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').onItemReady(($item, itemData, index) => {
          $item('#name').text = itemData.label + '#' + index;
        });
        $w('#rep').data = [{ _id: 'a', label: 'A' }, { _id: 'b', label: 'B' }];
      });
    `);
    const rep = r.element('rep') as RepeaterElement;
    expect(rep.__itemList.map((i) => i.id)).toEqual(['a', 'b']);
    expect([itemText(rep, 0, 'name'), itemText(rep, 1, 'name')]).toEqual(['A#0', 'B#1']);
    expect((r.$w('#name') as TextElement).text).toBe('name');
    expect(r.errors).toEqual([]);
  });

  it('diffs by _id: kept items are untouched, removed ones fire onItemRemoved', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').onItemReady(($item, d) => { $item('#name').text = d.label; console.log('ready ' + d._id); });
        $w('#rep').onItemRemoved((d) => console.log('removed ' + d._id));
        $w('#rep').data = [{ _id: 'a', label: 'A' }, { _id: 'b', label: 'B' }];
        $w('#rep').data = [{ _id: 'b', label: 'B2' }, { _id: 'c', label: 'C' }];
        $w('#rep').forEachItem(($item, d, i) => console.log('each ' + i + ' ' + d.label + ' ' + $item('#name').text));
      });
    `);
    expect(messages(r)).toEqual([
      'ready a',
      'ready b',
      'removed a',
      'ready c',
      'each 0 B2 B',
      'each 1 C C',
    ]);
  });

  it('returns a shallow clone from the data getter', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').data = [{ _id: 'a' }];
        $w('#rep').data.push({ _id: 'b' });
        console.log($w('#rep').data.length, $w('#rep').data === $w('#rep').data);
      });
    `);
    expect(messages(r)).toEqual(['1 false']);
  });

  it('validates data in order with the exact SDK messages, rejecting the assignment', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').data = 'nope';
        $w('#rep').data = [{ id: 1 }];
        $w('#rep').data = [{ _id: 7 }];
        $w('#rep').data = [{ _id: 'ok' }, { _id: 'bad id!' }];
        $w('#rep').data = [{ _id: 'x', n: 1 }, { _id: 'x', n: 2 }];
        console.log(JSON.stringify($w('#rep').data));
      });
    `);
    expect(messages(r)).toEqual([
      'Wix code SDK error: The data parameter that is passed to the data method cannot be set to the value nope. It must be of type array.',
      'Wix code SDK error: Each item in the items array must have a member named `_id` which contains a unique value identifying the item.',
      'Wix code SDK error: The _id parameter that is passed to the data method cannot be set to the value 7. It must be of type string.',
      'Wix code SDK error: Error setting the data property of rep. The data array contains the invalid ID bad id! at index 1. IDs must be comprised of only the following characters: A-Z, a-z, 0-9, and dashes.',
      'Wix code SDK warning: The data that was passed to data contained at least two items with the same ID: x. Only the first item was accepted.',
      '[{"_id":"x","n":1}]',
    ]);
    expect(r.console[4]?.level).toBe('warn');
  });

  it('runs onItemReady registered after data at once for current items', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').data = [{ _id: 'a' }, { _id: 'b' }];
        $w('#rep').onItemReady(($item, d, i) => console.log(d._id + i));
      });
    `);
    expect(messages(r)).toEqual(['a0', 'b1']);
  });

  it('logs onItemReady exceptions with the platform message and keeps going', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').onItemReady(($item, d) => { if (d._id === 'a') throw new Error('bad item'); console.log('ok ' + d._id); });
        $w('#rep').data = [{ _id: 'a' }, { _id: 'b' }];
      });
    `);
    expect(messages(r)).toEqual([
      'The onItemReady function of rep threw the following error: bad item',
      'ok b',
    ]);
    expect(r.errors).toEqual(['Error: bad item']);
  });

  it('scopes $item to one item; unknown ids fall back to the page', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').onItemReady(($item, d) => {
          $item('#name').text = d._id;
          $item('#heading').text = 'from ' + d._id;
          console.log($item('Text').length, $item('#name').parent.id);
        });
        $w('#rep').data = [{ _id: 'a' }, { _id: 'b' }];
      });
    `);
    const rep = r.element('rep') as RepeaterElement;
    expect([itemText(rep, 0, 'name'), itemText(rep, 1, 'name')]).toEqual(['a', 'b']);
    expect((r.$w('#heading') as TextElement).text).toBe('from b');
    expect(messages(r)).toEqual(['1 card', '1 card']);
  });

  it('passes COMPONENT_SCOPE context to repeated handlers; $w.at(context) selects the item', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').onItemReady(($item, d) => { $item('#name').text = d.label; });
        $w('#more').onClick((event, $scoped) => {
          const $item = $w.at(event.context);
          console.log(JSON.stringify(event.context), event.type, $item('#name').text, $scoped('#name').text, event.target.id);
          $item('#name').text = 'clicked';
        });
        $w('#rep').data = [{ _id: 'a', label: 'A' }, { _id: 'b', label: 'B' }];
      });
    `);
    await r.fire('#more', 'click', { itemId: 'b' });
    expect(messages(r)).toEqual(['{"type":"COMPONENT_SCOPE","itemId":"b"} click B B more']);
    const rep = r.element('rep') as RepeaterElement;
    expect([itemText(rep, 0, 'name'), itemText(rep, 1, 'name')]).toEqual(['A', 'clicked']);
    expect(r.$w.at({ type: 'GLOBAL_SCOPE' })).toBe(r.$w);
    expect((r.$w.at({ type: 'COMPONENT_SCOPE', itemId: 'a' })('#name') as TextElement).text).toBe(
      'A',
    );
  });

  it('applies global writes to a repeated child to the template and every item', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').data = [{ _id: 'a' }, { _id: 'b' }];
        $w('#name').text = 'everyone';
        $w('#more').hide();
        $w('#rep').data = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
      });
    `);
    const rep = r.element('rep') as RepeaterElement;
    expect(rep.__itemList.map((_, i) => itemText(rep, i, 'name'))).toEqual([
      'everyone',
      'everyone',
      'everyone',
    ]);
    expect(rep.__itemList.every((i) => (i.elements.get('more') as TextElement).hidden)).toBe(true);
    expect((r.$w('#name') as TextElement).text).toBe('everyone');
  });

  it('forItems reports unknown ids with a warning', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#rep').data = [{ _id: 'a' }];
        $w('#rep').forItems(['a', 'zz'], ($item, d, i) => console.log(d._id, i));
      });
    `);
    expect(messages(r)).toEqual([
      'a 0',
      'Wix code SDK warning: The data that was passed to forItems contained non existing item with the ID: zz.',
    ]);
  });

  it('wires statically exported handlers like repeater1_itemReady and button_click', async () => {
    const r = await run(`
      export function rep_itemReady($item, d) { $item('#name').text = 'static ' + d._id; }
      export function heading_click(event) { console.log('clicked ' + event.target.id); }
      $w.onReady(() => { $w('#rep').data = [{ _id: 'a' }]; });
    `);
    await r.fire('#heading', 'click');
    expect(itemText(r.element('rep') as RepeaterElement, 0, 'name')).toBe('static a');
    expect(messages(r)).toEqual(['clicked heading']);
  });
});
