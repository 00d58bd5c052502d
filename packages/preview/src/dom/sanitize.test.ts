// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { structure } from '../core/testing/structure';
import { mount } from './test-support';

const SITE = structure([
  ['title', 'Text'],
  ['go', 'Button'],
  ['more', 'Text'],
]);

const GENERATED = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta http-equiv="refresh" content="0; url=https://elsewhere.example">
  <base href="https://elsewhere.example/">
  <link rel="stylesheet" href="https://cdn.example/site.css">
  <title>Page</title>
  <style>
    .title { color: rebeccapurple; }
  </style>
</head>
<body onload="boot()">
  <h1 id="title" class="title" onclick="steal()">Hello</h1>
  <button id="go" type="button" onmouseover="steal()">Go</button>
  <a id="bad" href=" java&#9;script:alert(1)">bad link</a>
  <a id="good" href="/about">About</a>
  <form id="f" action="javascript:alert(1)"><input id="x" formaction="JAVASCRIPT:void(0)"></form>
  <iframe src="https://example.com"></iframe>
  <object data="x.swf"></object><embed src="x.swf">
  <svg><circle r="1" onload="alert(1)"></circle><title>Circle</title></svg>
  <template id="tpl"><img src="x" onerror="alert(1)"><script>alert(1)</script></template>
  <style>.late { color: teal; }</style>
  <script>window.addEventListener('message', () => {});</script>
</body>
</html>`;

describe('sanitising the HTML piece', () => {
  it('removes scripts, embedded documents and head-only elements', async () => {
    const m = await mount({ structure: SITE, html: GENERATED });
    expect(m.root.querySelectorAll('script, iframe, object, embed, meta, base, link')).toHaveLength(
      0,
    );
    expect(m.root.querySelector('title')?.textContent).toBe('Circle');
    expect((m.$('#tpl') as HTMLTemplateElement).content.querySelector('script')).toBeNull();
    expect(document.querySelectorAll('base, script[src]')).toHaveLength(0);
  });

  it('removes every on* attribute, also inside SVG and templates', async () => {
    const m = await mount({ structure: SITE, html: GENERATED });
    const all = [...m.root.querySelectorAll('*')];
    const template = (m.$('#tpl') as HTMLTemplateElement).content;
    all.push(...template.querySelectorAll('*'));
    const handlers = all.flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')));
    expect(handlers).toEqual([]);
    expect(m.$('title').getAttribute('class')).toBe('title');
  });

  it('removes javascript: URLs, even disguised, and keeps ordinary ones', async () => {
    const m = await mount({ structure: SITE, html: GENERATED });
    expect(m.$('bad').hasAttribute('href')).toBe(false);
    expect(m.$('f').hasAttribute('action')).toBe(false);
    expect(m.$('x').hasAttribute('formaction')).toBe(false);
    expect(m.$('good').getAttribute('href')).toBe('/about');
  });

  it('moves the styles of head and body into the document head, in order', async () => {
    const m = await mount({ structure: SITE, html: GENERATED });
    expect(m.root.querySelector('style')).toBeNull();
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '');
    const purple = css.findIndex((text) => text.includes('rebeccapurple'));
    const teal = css.findIndex((text) => text.includes('teal'));
    expect(purple).toBeGreaterThanOrEqual(0);
    expect(teal).toBeGreaterThan(purple);
  });

  it('sanitises rich text set through $w(…).html', async () => {
    const m = await mount({
      structure: SITE,
      html: GENERATED,
      code: `$w.onReady(() => {
        $w('#more').html = '<h2 style="color: red">Hi <b>there</b></h2><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
      });`,
    });
    const more = m.$('more');
    expect(more.querySelector('h2')?.getAttribute('style')).toBe('color: red');
    expect(more.querySelector('b')?.textContent).toBe('there');
    expect(more.querySelector('script')).toBeNull();
    expect(more.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(more.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});
