// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { structure } from '../core/testing/structure';
import { PLACEHOLDER_IMAGE } from './dom-util';
import { mount } from './test-support';

const SITE = structure([
  ['box', 'Box'],
  ['title', 'Text', 'box'],
  ['body', 'Text', 'box'],
  ['buy', 'Button', 'box'],
  ['photo', 'Image', 'box'],
  ['clip', 'VideoPlayer'],
  ['embed', 'HtmlComponent'],
  ['section', 'Section'],
]);

const HTML = `
  <div id="box" class="box">
    <h2 id="title" class="big">Title</h2>
    <p id="body">Body</p>
    <button id="buy" type="button">Buy</button>
    <img id="photo" src="data:image/png;base64,AAAA" alt="Photo">
  </div>
  <video id="clip" controls></video>
  <div id="embed"></div>
  <section id="section"><p>Inside</p></section>
`;

/** Mounts the page with `code` as the body of its onReady. */
const onReady = (code: string) =>
  mount({ structure: SITE, html: HTML, code: `$w.onReady(async () => { ${code} });` });

describe('model → DOM: Text', () => {
  it('shows text as the element text, keeping its tag and class', async () => {
    const m = await onReady(`$w('#title').text = 'Hello <world>';`);
    expect(m.$('title').localName).toBe('h2');
    expect(m.$('title').className).toBe('big');
    expect(m.$('title').textContent).toBe('Hello <world>');
    expect(m.$('title').children).toHaveLength(0);
  });

  it('shows html as markup', async () => {
    const m = await onReady(`$w('#body').html = '<p>One</p><ul><li>Two</li></ul>';`);
    expect(m.$('body').querySelector('li')?.textContent).toBe('Two');
  });

  it('shows a later change made by an event handler', async () => {
    const m = await onReady(`$w('#buy').onClick(() => { $w('#title').text = 'Clicked'; });`);
    m.$('buy').click();
    await m.run.settle();
    expect(m.$('title').textContent).toBe('Clicked');
  });
});

describe('model → DOM: Button', () => {
  it('shows the label, keeps the link as data-link, disables', async () => {
    const m = await onReady(`
      $w('#buy').label = 'Add to cart';
      $w('#buy').link = '/cart';
      $w('#buy').target = '_blank';
      await $w('#buy').disable();
    `);
    const buy = m.$('buy') as HTMLButtonElement;
    expect(buy.textContent).toBe('Add to cart');
    expect(buy.getAttribute('data-link')).toBe('/cart');
    expect(buy.getAttribute('data-target')).toBe('_blank');
    expect(buy.disabled).toBe(true);
  });

  it('enables again', async () => {
    const m = await onReady(`await $w('#buy').disable(); await $w('#buy').enable();`);
    expect((m.$('buy') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('model → DOM: Image', () => {
  it('replaces a remote src by the inline placeholder, keeping it in data-velo-src, and sets alt', async () => {
    const m = await onReady(`
      $w('#photo').src = 'https://static.wixstatic.com/media/cat.jpg';
      $w('#photo').alt = 'A cat';
    `);
    expect(m.$('photo').getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(m.$('photo').getAttribute('data-velo-src')).toBe(
      'https://static.wixstatic.com/media/cat.jpg',
    );
    expect(m.$('photo').getAttribute('alt')).toBe('A cat');
  });

  it('keeps the inline image of the HTML while code leaves src alone', async () => {
    const m = await onReady(`$w('#photo').alt = 'Still';`);
    expect(m.$('photo').getAttribute('src')).toBe('data:image/png;base64,AAAA');
  });
});

describe('model → DOM: visibility', () => {
  it('hide() keeps the space (visibility), show() brings it back', async () => {
    const m = await onReady(
      `await $w('#title').hide(); await $w('#body').hide(); await $w('#body').show();`,
    );
    expect(m.$('title').hasAttribute('data-velo-hidden')).toBe(true);
    expect(m.$('title').hasAttribute('hidden')).toBe(false);
    expect(m.$('body').hasAttribute('data-velo-hidden')).toBe(false);
  });

  it('collapse() gives up the space (hidden attribute), expand() restores it', async () => {
    const m = await onReady(
      `await $w('#box').collapse(); await $w('#section').collapse(); await $w('#section').expand();`,
    );
    expect(m.$('box').hasAttribute('hidden')).toBe(true);
    expect(m.$('section').hasAttribute('hidden')).toBe(false);
  });

  it('expands an element the HTML hid (collapsed on load)', async () => {
    const m = await mount({
      structure: SITE,
      html: '<section id="section" hidden><p>Step 2</p></section>',
      code: `$w.onReady(() => $w('#section').expand());`,
    });
    expect(m.$('section').hasAttribute('hidden')).toBe(false);
  });

  it('delete() removes the element from view', async () => {
    const m = await onReady(`await $w('#buy').delete();`);
    expect(m.$('buy').hasAttribute('hidden')).toBe(true);
    expect(m.$('buy').hasAttribute('data-velo-deleted')).toBe(true);
  });
});

describe('model → DOM: VideoPlayer and HtmlComponent', () => {
  it('keeps a video src in data-velo-src (no network) and marks playing', async () => {
    const m = await onReady(`
      $w('#clip').src = 'https://video.wixstatic.com/video/abc/720p/mp4/file.mp4';
      await $w('#clip').play();
    `);
    expect(m.$('clip').getAttribute('data-velo-src')).toBe(
      'https://video.wixstatic.com/video/abc/720p/mp4/file.mp4',
    );
    expect(m.$('clip').hasAttribute('data-velo-playing')).toBe(true);
  });

  it('shows an embed as a labelled box listing the messages posted to it', async () => {
    const m = await onReady(`
      $w('#embed').postMessage({ type: 'load', items: [1, 2] });
      $w('#embed').postMessage('ping');
    `);
    expect(m.$('embed').querySelector('.vf-type')?.textContent).toBe('HTML embed #embed');
    expect([...m.$('embed').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '{"type":"load","items":[1,2]}',
      'ping',
    ]);
  });
});
