// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { structure } from '../core/testing/structure';
import { PLACEHOLDER_IMAGE } from './dom-util';
import { mount, texts } from './test-support';

const SITE = structure([
  ['grid', 'Table'],
  ['photos', 'Gallery'],
  ['status', 'Text'],
  ['pager', 'Pagination'],
]);

const HTML = `
  <table id="grid"><thead><tr><th data-key="title">Title</th><th data-key="price">Price</th></tr></thead><tbody></tbody></table>
  <div id="photos" class="gallery"></div>
  <p id="status"></p>
  <nav id="pager"></nav>
`;

const onReady = (code: string) =>
  mount({ structure: SITE, html: HTML, code: `$w.onReady(async () => { ${code} });` });

describe('model → DOM: Table', () => {
  it('renders rows under the columns the HTML declared', async () => {
    const m = await onReady(`
      $w('#grid').rows = [{ _id: 'a', title: 'Tea', price: 3 }, { _id: 'b', title: 'Cake', price: 4.5 }];
    `);
    expect(texts(m.$('grid').querySelectorAll('th'))).toEqual(['Title', 'Price']);
    const rows = [...m.$('grid').querySelectorAll('tbody tr')];
    expect(rows.map((row) => texts(row.children))).toEqual([
      ['Tea', '3'],
      ['Cake', '4.5'],
    ]);
  });

  it('renders columns set by code, and clears rows with []', async () => {
    const m = await onReady(`
      $w('#grid').columns = [{ id: 'name', dataPath: 'name', label: 'Name', type: 'string' }];
      $w('#grid').rows = [{ name: 'Ada' }];
      $w('#grid').rows = [];
    `);
    expect(texts(m.$('grid').querySelectorAll('th'))).toEqual(['Name']);
    expect(m.$('grid').querySelectorAll('tbody tr')).toHaveLength(0);
  });

  it('reports row and cell clicks as onRowSelect / onCellSelect', async () => {
    const m = await onReady(`
      $w('#grid').rows = [{ title: 'Tea', price: 3 }, { title: 'Cake', price: 4 }];
      $w('#grid').onRowSelect((e) => console.log('row', e.rowIndex, e.rowData.title));
      $w('#grid').onCellSelect((e) => console.log('cell', e.cellColumnId, e.cellData));
    `);
    (m.$('grid').querySelectorAll('tbody td')[3] as HTMLElement).click();
    await m.run.settle();
    expect(m.messages()).toEqual(['row 1 Cake', 'cell price 4']);
  });
});

describe('model → DOM: Gallery', () => {
  it('renders items as an image grid with placeholders for remote images', async () => {
    const m = await onReady(`
      $w('#photos').items = [
        { type: 'image', src: 'wix:image://v1/a/a.jpg', title: 'First' },
        { type: 'image', src: 'data:image/png;base64,AAAA', title: 'Second' },
      ];
    `);
    const images = [...m.$('photos').querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      PLACEHOLDER_IMAGE,
      'data:image/png;base64,AAAA',
    ]);
    expect(images[0]?.getAttribute('data-velo-src')).toBe('wix:image://v1/a/a.jpg');
    expect(texts(m.$('photos').querySelectorAll('figcaption'))).toEqual(['First', 'Second']);
  });

  it('reports a click on an image as onItemClicked with its index', async () => {
    const m = await onReady(`
      $w('#photos').items = [{ src: 'wix:image://v1/a/a.jpg' }, { src: 'wix:image://v1/b/b.jpg', title: 'B' }];
      $w('#photos').onItemClicked((e) => { $w('#status').text = 'item ' + e.itemIndex + ' ' + e.item.title; });
    `);
    (m.$('photos').querySelectorAll('img')[1] as HTMLElement).click();
    await m.run.settle();
    expect(m.$('status').textContent).toBe('item 1 B');
  });
});

describe('model → DOM: Pagination', () => {
  it('draws a button per page with the current one marked, and a click on one changes the page', async () => {
    const m = await onReady(`
      $w('#pager').totalPages = 3;
      $w('#pager').currentPage = 1;
      $w('#pager').onChange((event) => {
        $w('#status').text = 'Page ' + event.target.currentPage;
      });
    `);
    const pages = () => [...m.$('pager').querySelectorAll('button')];
    expect(texts(pages())).toEqual(['1', '2', '3']);
    expect(pages().map((b) => b.getAttribute('aria-current'))).toEqual(['page', null, null]);
    (pages()[2] as HTMLElement).click();
    await m.run.settle();
    expect(m.$('status').textContent).toBe('Page 3');
    expect(pages().map((b) => b.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });
});
