// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import type { LogRecord } from '../core/log';
import { ITEMS, structure } from '../core/testing/structure';
import { mountPreview } from './mount';
import { commitChange, mount, texts, typeInto } from './test-support';

const LIST = structure(
  [
    ['search', 'TextInput'],
    ['form', 'Form'],
    ['newTitle', 'TextInput', 'form'],
    ['add', 'Button', 'form'],
    ['rep', 'Repeater'],
    ['title', 'Text', 'rep'],
    ['count', 'Text'],
  ],
  [ITEMS],
);

const LIST_HTML = `
  <input id="search" type="search" placeholder="Search">
  <form id="form"><input id="newTitle" required><button id="add" type="submit">Add</button></form>
  <ul id="rep" class="repeater"><li data-template><h3 id="title">Title</h3></li></ul>
  <p id="count"></p>
`;

const titlesOf = (m: Awaited<ReturnType<typeof mount>>) =>
  texts(m.items('rep').map((item) => item.querySelector('[data-velo-id="title"]') as Element));

describe('mountPreview: errors reach onLog the way Wix shows them', () => {
  it('a method called on a missing #id arrives as the TypeError of the browser', async () => {
    const m = await mount({
      structure: LIST,
      html: LIST_HTML,
      code: `$w.onReady(() => { $w('#serch').onInput(() => {}); });`,
    });
    expect(m.logs).toContainEqual<LogRecord>({
      kind: 'error',
      message: 'TypeError: $w(...).onInput is not a function',
    });
  });

  it('hears what runs before onReady (top-level code) and uncaught errors of handlers', async () => {
    const m = await mount({
      structure: LIST,
      html: LIST_HTML,
      code: `console.log('top level');
        $w.onReady(() => $w('#add').onClick(() => { throw new Error('boom'); }));`,
    });
    m.$('add').click();
    await m.run.settle();
    expect(m.logs).toEqual([
      { kind: 'console', level: 'log', message: 'top level' },
      { kind: 'error', message: 'Error: boom' },
    ]);
  });
});

describe('mountPreview: whole pages', () => {
  it('filters a repeater from a debounced search input (fake clock)', async () => {
    const m = await mount({
      structure: LIST,
      html: LIST_HTML,
      code: `
        const ALL = [
          { _id: 'a', title: 'Apple pie' },
          { _id: 'b', title: 'Banana bread' },
          { _id: 'c', title: 'Apricot jam' },
        ];
        let timer;
        function show(term) {
          const items = ALL.filter((i) => i.title.toLowerCase().includes(term.toLowerCase()));
          $w('#rep').data = items;
          $w('#count').text = items.length + ' found';
        }
        $w.onReady(() => {
          $w('#rep').onItemReady(($item, item) => { $item('#title').text = item.title; });
          show('');
          $w('#search').onInput(() => {
            clearTimeout(timer);
            timer = setTimeout(() => show($w('#search').value), 300);
          });
        });`,
    });
    expect(titlesOf(m)).toEqual(['Apple pie', 'Banana bread', 'Apricot jam']);
    typeInto(m.$('search'), 'a');
    typeInto(m.$('search'), 'ap');
    expect(m.run.clock.pendingTimers).toBe(1);
    await m.run.settle();
    expect(titlesOf(m)).toEqual(['Apple pie', 'Apricot jam']);
    expect(m.$('count').textContent).toBe('2 found');
    typeInto(m.$('search'), 'apr');
    await m.run.settle();
    expect(titlesOf(m)).toEqual(['Apricot jam']);
  });

  it('a form whose submit inserts an item: the repeater shows it', async () => {
    const m = await mount({
      structure: LIST,
      html: LIST_HTML,
      code: `
        import wixData from 'wix-data';
        async function load() {
          const { items } = await wixData.query('Items').ascending('_createdDate').find();
          $w('#rep').data = items;
        }
        $w.onReady(async () => {
          $w('#rep').onItemReady(($item, item) => { $item('#title').text = item.title; });
          $w('#add').onClick(async () => {
            if (!$w('#newTitle').valid) return;
            await wixData.insert('Items', { title: $w('#newTitle').value });
            $w('#newTitle').value = '';
            await load();
          });
          await load();
        });`,
    });
    const before = m.items('rep').length;
    expect(before).toBeGreaterThan(0);
    typeInto(m.$('newTitle'), 'Fresh item');
    commitChange(m.$('newTitle'));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    m.$('add').click();
    m.$('form').dispatchEvent(submit);
    await m.run.settle();
    expect(submit.defaultPrevented).toBe(true);
    expect(m.items('rep')).toHaveLength(before + 1);
    expect(titlesOf(m)).toContain('Fresh item');
    expect((m.$('newTitle') as HTMLInputElement).value).toBe('');
    expect(m.run.errors).toEqual([]);
  });

  it('infers the backend module path from the import and calls its web methods', async () => {
    const m = await mount({
      structure: LIST,
      html: LIST_HTML,
      backendCode: `import { Permissions, webMethod } from 'wix-web-module';
        export const greet = webMethod(Permissions.Anyone, async (name) => 'Hello ' + name);`,
      code: `import { greet } from 'backend/greetings.web';
        $w.onReady(async () => { $w('#count').text = await greet('Ada'); });`,
    });
    expect(m.$('count').textContent).toBe('Hello Ada');
    expect(m.logs).toEqual([]);
  });

  it('runs as a signed-in member when asked', async () => {
    const code = `import { currentMember } from 'wix-members-frontend';
      $w.onReady(async () => {
        const member = await currentMember.getMember();
        $w('#count').text = member ? 'member' : 'visitor';
      });`;
    const visitor = await mount({ structure: LIST, html: LIST_HTML, code });
    expect(visitor.$('count').textContent).toBe('visitor');
    const member = await mount({ structure: LIST, html: LIST_HTML, code, member: true });
    expect(member.$('count').textContent).toBe('member');
  });

  it("passes the member's roles on: an admin may call a Permissions.Admin web method", async () => {
    const backendCode = `import { Permissions, webMethod } from 'wix-web-module';
      export const secret = webMethod(Permissions.Admin, async () => 'for admins');`;
    const code = `import { secret } from 'backend/admin.web';
      $w.onReady(async () => {
        try { $w('#count').text = await secret(); } catch (error) { $w('#count').text = 'refused'; }
      });`;
    const page = { structure: LIST, html: LIST_HTML, backendCode, code, member: true };
    const member = await mount(page);
    expect(member.$('count').textContent).toBe('refused');
    const admin = await mount({ ...page, memberRoles: ['Admin'] });
    expect(admin.$('count').textContent).toBe('for admins');
  });

  it('dispose() stops following the DOM and the model', async () => {
    const m = await mount({
      structure: LIST,
      html: LIST_HTML,
      code: `$w.onReady(() => $w('#add').onClick(() => console.log('clicked')));`,
    });
    m.dispose();
    m.$('add').click();
    await m.run.settle();
    (m.run.$w('#count') as unknown as { text: string }).text = 'after dispose';
    expect(m.messages()).toEqual([]);
    expect(m.$('count').textContent).toBe('');
  });

  it('resolves after the datasets ran their onReady, and passes lightboxes to onRecord', async () => {
    const site = structure(
      [
        ['itemsDataset', 'Dataset'],
        ['count', 'Text'],
      ],
      [ITEMS],
    );
    const m = await mount({
      structure: site,
      html: '<p id="count"></p>',
      code: `import wixWindowFrontend from 'wix-window-frontend';
        $w.onReady(() => {
          $w('#itemsDataset').onReady(async () => {
            $w('#count').text = $w('#itemsDataset').getTotalCount() + ' items';
            await wixWindowFrontend.openLightbox('Welcome');
          });
        });`,
    });
    expect(m.$('count').textContent).toBe('8 items');
    expect(m.records).toEqual([{ kind: 'lightbox', name: 'Welcome' }]);
    expect(m.root.querySelector('#itemsDataset')).toBeNull();
  });

  it('uses real timers by default and resolves after onReady finished', async () => {
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    const mounted = await mountPreview({
      document,
      root,
      structure: LIST,
      html: LIST_HTML,
      frontendCode: `$w.onReady(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        $w('#count').text = 'ready';
      });`,
    });
    expect(root.querySelector('#count')?.textContent).toBe('ready');
    mounted.dispose();
  });
});
