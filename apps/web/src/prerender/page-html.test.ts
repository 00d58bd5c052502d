import { describe, expect, it } from 'vitest';

import {
  disableControls,
  PRERENDER_DISABLED_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  prerenderedPageHtml,
} from './page-html';

/** index.html as vite build writes it (apps/web/index.html with the built assets). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>VeloForge</title>
    <script src="/color-scheme.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="modulepreload" crossorigin href="/assets/trpc-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-jkl.css">
  </head>
  <body>
    <div id="root">
      <header class="boot-header"><span>VeloForge</span></header>
    </div>
  </body>
</html>
`;

const MARKUP =
  '<style>:root{}</style><!--$--><h1>Welcome Back</h1><form><input name="username" value=""/>' +
  '<button type="submit">Login</button><button disabled="" type="button">Busy</button></form>' +
  '<script>(function(){scrollTo(0,0)})();document.currentScript.remove()</script><!--/$-->';

describe('prerenderedPageHtml', () => {
  const html = prerenderedPageHtml(INDEX_HTML, MARKUP);

  it('puts the page markup in #root, marked as prerendered, in place of the boot header', () => {
    expect(html).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}=""><style>:root{}</style>`);
    expect(html).toContain('<h1>Welcome Back</h1>');
    expect(html).not.toContain('boot-header');
    expect(html.trimEnd().endsWith('</body>\n</html>')).toBe(true);
  });

  it('starts the app from start-app.js after the first paint, not from the head', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script src="/start-app.js" data-entry="/assets/index-abc.js" data-preload="/assets/vendor-def.js /assets/trpc-ghi.js" defer></script>',
    );
    // The stylesheet and the colour-scheme script stay where they were: they shape the first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/vendor-jkl.css">');
    expect(html).toContain('<script src="/color-scheme.js"></script>');
  });

  it("adds the page's route chunks to the preloads, once each and never the entry", () => {
    const withRoutes = prerenderedPageHtml(INDEX_HTML, MARKUP, {
      scripts: [
        '/assets/faq-mno.js',
        '/assets/vendor-def.js',
        '/assets/index-abc.js',
        '/assets/Card-pqr.js',
      ],
      stylesheets: [],
    });
    expect(withRoutes).toContain(
      'data-preload="/assets/vendor-def.js /assets/trpc-ghi.js /assets/faq-mno.js /assets/Card-pqr.js"',
    );
  });

  it("links the page's route stylesheets after the app's own, before the scripts, once each", () => {
    const withStyles = prerenderedPageHtml(INDEX_HTML, MARKUP, {
      scripts: [],
      stylesheets: ['/assets/vendor-jkl.css', '/assets/faq-stu.css'],
    });
    const head = withStyles.slice(0, withStyles.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
    expect(links.map((link) => link[1])).toEqual(['/assets/vendor-jkl.css', '/assets/faq-stu.css']);
    expect(head.indexOf('faq-stu.css')).toBeLessThan(head.indexOf('start-app.js'));
  });

  it('drops inline scripts from the markup (the CSP would refuse them)', () => {
    expect(html).not.toContain('scrollTo');
  });

  it('disables the controls until hydration, leaving already-disabled ones alone', () => {
    expect(html).toContain(
      `<input disabled="" ${PRERENDER_DISABLED_ATTRIBUTE}="" name="username" value=""/>`,
    );
    expect(html).toContain(
      `<button disabled="" ${PRERENDER_DISABLED_ATTRIBUTE}="" type="submit">Login</button>`,
    );
    expect(html).toContain('<button disabled="" type="button">Busy</button>');
  });

  it('refuses a template without the module entry or the root element', () => {
    expect(() =>
      prerenderedPageHtml(INDEX_HTML.replace(/<script type="module".*\n/, ''), MARKUP),
    ).toThrow(/no module entry/);
    expect(() => prerenderedPageHtml(INDEX_HTML.replace('id="root"', 'id="app"'), MARKUP)).toThrow(
      /no #root/,
    );
  });
});

describe('disableControls', () => {
  it('covers inputs, text areas, selects and buttons, and nothing else', () => {
    expect(
      disableControls(
        '<textarea rows="6"></textarea><select><option>a</option></select><a href="/">x</a>',
      ),
    ).toBe(
      `<textarea disabled="" ${PRERENDER_DISABLED_ATTRIBUTE}="" rows="6"></textarea>` +
        `<select disabled="" ${PRERENDER_DISABLED_ATTRIBUTE}=""><option>a</option></select><a href="/">x</a>`,
    );
  });

  it('does not mistake an attribute that merely contains the word for disabled', () => {
    expect(disableControls('<button data-disabled-look="x">Go</button>')).toBe(
      `<button disabled="" ${PRERENDER_DISABLED_ATTRIBUTE}="" data-disabled-look="x">Go</button>`,
    );
  });
});
