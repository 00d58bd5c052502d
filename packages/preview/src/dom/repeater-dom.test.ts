// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import type { RepeaterElement } from '../core/elements/repeater';
import { structure } from '../core/testing/structure';
import { mount, texts } from './test-support';

const SITE = structure([
  ['heading', 'Text'],
  ['rep', 'Repeater'],
  ['title', 'Text', 'rep'],
  ['badge', 'Text', 'rep'],
  ['more', 'Button', 'rep'],
  ['nameLabel', 'TextInput', 'rep'],
]);

const HTML = `
  <h1 id="heading">Items</h1>
  <ul id="rep" class="repeater">
    <li data-template>
      <h3 id="title">Title</h3>
      <span id="badge" hidden>New</span>
      <button id="more" type="button">More</button>
      <label for="nameLabel">Name</label><input id="nameLabel">
    </li>
  </ul>
`;

const READY = `$w('#rep').onItemReady(($item, item) => { $item('#title').text = item.title; });`;

const run = (code: string) => mount({ structure: SITE, html: HTML, code });
const titles = (m: Awaited<ReturnType<typeof run>>) =>
  m.items('rep').map((item) => item.querySelector('[data-velo-id="title"]')?.textContent);

describe('repeater DOM', () => {
  it('hides the template and renders one clone per item, in order', async () => {
    const m = await run(`$w.onReady(() => {
      ${READY}
      $w('#rep').data = [{ _id: 'a', title: 'Apple' }, { _id: 'b', title: 'Banana' }];
    });`);
    const template = m.$('rep').querySelector('[data-template]') as HTMLElement;
    expect(template.hasAttribute('data-velo-template')).toBe(true);
    expect(m.items('rep').map((item) => item.getAttribute('data-item-id'))).toEqual(['a', 'b']);
    expect(titles(m)).toEqual(['Apple', 'Banana']);
  });

  it('strips ids from clones (ids stay unique) and marks them with data-velo-id', async () => {
    const m = await run(`$w.onReady(() => { $w('#rep').data = [{ _id: 'a' }, { _id: 'b' }]; });`);
    expect(m.root.querySelectorAll('#title')).toHaveLength(1);
    expect(m.root.querySelectorAll('[data-velo-id="title"]')).toHaveLength(2);
    const item = m.items('rep')[0] as HTMLElement;
    expect(item.querySelector('[id]')).toBeNull();
    expect(item.querySelector('label')?.getAttribute('data-velo-for')).toBe('nameLabel');
  });

  it('reuses clones by _id, reorders them, removes dropped items', async () => {
    const m = await run(`$w.onReady(() => {
      ${READY}
      $w('#rep').data = [{ _id: 'a', title: 'A' }, { _id: 'b', title: 'B' }, { _id: 'c', title: 'C' }];
    });`);
    const [a, , c] = m.items('rep');
    (a?.querySelector('input') as HTMLInputElement).value = 'typed';
    (m.run.element('rep') as RepeaterElement).data = [
      { _id: 'c', title: 'C2' },
      { _id: 'a', title: 'A2' },
    ];
    expect(m.items('rep')).toEqual([c, a]);
    expect((a?.querySelector('input') as HTMLInputElement).value).toBe('typed');
    // Kept ids are left as they are (velo-reference §4): the titles do not change.
    expect(titles(m)).toEqual(['C', 'A']);
  });

  it('shows item changes made later through $item in that item only', async () => {
    const m = await run(`$w.onReady(() => {
      ${READY}
      $w('#rep').data = [{ _id: 'a', title: 'A' }, { _id: 'b', title: 'B' }];
      $w('#more').onClick((event) => {
        const $item = $w.at(event.context);
        $item('#title').text = 'Opened ' + event.context.itemId;
        $item('#badge').expand();
      });
    });`);
    m.inItem('b', 'more').click();
    await m.run.settle();
    expect(titles(m)).toEqual(['A', 'Opened b']);
    expect(m.inItem('a', 'badge').hasAttribute('hidden')).toBe(true);
    expect(m.inItem('b', 'badge').hasAttribute('hidden')).toBe(false);
  });

  it('applies a global $w change of a repeated element to the template and every clone', async () => {
    const m = await run(`$w.onReady(() => {
      $w('#rep').data = [{ _id: 'a' }, { _id: 'b' }];
      $w('#more').label = 'Details';
    });`);
    expect(texts(m.root.querySelectorAll('[data-velo-id="more"]'))).toEqual(['Details', 'Details']);
    expect(m.$('more').textContent).toBe('Details');
  });

  it('logs the platform message for data without _id and renders nothing', async () => {
    const m = await run(`$w.onReady(() => { $w('#rep').data = [{ id: 1, title: 'x' }]; });`);
    expect(m.logs).toContainEqual({
      kind: 'console',
      level: 'error',
      message:
        'Wix code SDK error: Each item in the items array must have a member named `_id` which contains a unique value identifying the item.',
    });
    expect(m.items('rep')).toEqual([]);
  });
});

describe('nested repeaters', () => {
  const NESTED = structure([
    ['groups', 'Repeater'],
    ['groupName', 'Text', 'groups'],
    ['people', 'Repeater', 'groups'],
    ['person', 'Text', 'people'],
    ['status', 'Text'],
  ]);
  const NESTED_HTML = `
    <div id="groups">
      <article>
        <h2 id="groupName"></h2>
        <ul id="people"><li><span id="person"></span></li></ul>
      </article>
    </div>
    <p id="status"></p>
  `;
  const CODE = `$w.onReady(() => {
    $w('#people').onItemReady(($item, p) => { $item('#person').text = p.name; });
    $w('#groups').onItemReady(($item, g) => {
      $item('#groupName').text = g.name;
      $item('#people').data = g.people;
    });
    $w('#person').onClick((e) => { $w('#status').text = 'clicked ' + e.context.itemId; });
    $w('#groups').data = [
      { _id: 'g1', name: 'Team 1', people: [{ _id: 'p1', name: 'Ada' }, { _id: 'p2', name: 'Bob' }] },
      { _id: 'g2', name: 'Team 2', people: [{ _id: 'p3', name: 'Cy' }] },
    ];
  });`;

  it('renders each outer item with its own inner items', async () => {
    const m = await mount({ structure: NESTED, html: NESTED_HTML, code: CODE });
    const groups = m.items('groups');
    expect(groups.map((g) => g.querySelector('[data-velo-id="groupName"]')?.textContent)).toEqual([
      'Team 1',
      'Team 2',
    ]);
    const people = groups.map((g) =>
      texts(g.querySelectorAll('[data-velo-id="people"] > [data-item-id] [data-velo-id="person"]')),
    );
    expect(people).toEqual([['Ada', 'Bob'], ['Cy']]);
  });

  it('gives a click inside an inner item the inner item context', async () => {
    const m = await mount({ structure: NESTED, html: NESTED_HTML, code: CODE });
    m.inItem('p2', 'person').click();
    await m.run.settle();
    expect(m.$('status').textContent).toBe('clicked p2');
  });
});
