// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { sanitizeLegalHtml } from './sanitize-html';

/** Stored-XSS attempts (OWASP XSS filter evasion, mutation XSS and DOM clobbering classics). */
const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__pwned=1">',
  '<IMG SRC=x OnErRoR=window.__pwned=1>',
  '<img src="x:x" onerror="window.__pwned=1"/>',
  '<svg onload=window.__pwned=1>',
  '<svg><script>window.__pwned=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__pwned=1"><text>x</text></a></svg>',
  '<a href="javascript:window.__pwned=1">x</a>',
  '<a href="JaVaScRiPt:window.__pwned=1">x</a>',
  '<a href="  javascript:window.__pwned=1">x</a>',
  '<a href="java&#x09;script:window.__pwned=1">x</a>',
  '<a href="jav&#x0A;ascript:window.__pwned=1">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__pwned=1">x</a>',
  '<a href="&#x6A;avascript&colon;window.__pwned=1">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>window.__pwned=1</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="#" onclick="window.__pwned=1">x</a>',
  '<iframe srcdoc="<script>window.__pwned=1</script>"></iframe>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<object data="javascript:window.__pwned=1"></object>',
  '<embed src="data:text/html,<script>window.__pwned=1</script>">',
  '<div style="background:url(javascript:window.__pwned=1)">x</div>',
  '<p style="width: expression(window.__pwned=1)">x</p>',
  "<style>@import 'javascript:window.__pwned=1';</style>",
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<base href="javascript:window.__pwned=1//">',
  '<link rel=stylesheet href="javascript:window.__pwned=1">',
  '<form action="javascript:window.__pwned=1"><input type=submit></form>',
  '<button formaction="javascript:window.__pwned=1">x</button>',
  '<body onload=window.__pwned=1>',
  '<details open ontoggle=window.__pwned=1>',
  '<video><source onerror="window.__pwned=1"></video>',
  '<template><script>window.__pwned=1</script></template>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">',
  '<<script>script>window.__pwned=1<</script>/script>',
  '<scr<script>ipt>window.__pwned=1</scr</script>ipt>',
  '<img """><script>window.__pwned=1</script>">',
  '<p>ok</p><!--<script>window.__pwned=1</script>-->',
  '<div id="cookie" name="cookie" class="x" data-x="1">clobber</div>',
];

const FORBIDDEN_ELEMENTS =
  'script, style, iframe, object, embed, form, input, button, meta, link, base, svg, math, img, video, source, template, noscript';
const DANGEROUS_URL = /^(javascript|data|vbscript):/i;

/** Parses sanitised output as the page would, without running anything (a template is inert). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function attributesOf(fragment: DocumentFragment): Attr[] {
  return [...fragment.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
}

describe('sanitizeLegalHtml', () => {
  it(`neutralises ${PAYLOADS.length} XSS payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
    for (const payload of PAYLOADS) {
      const clean = sanitizeLegalHtml(payload);
      const fragment = parse(clean);
      expect(fragment.querySelectorAll(FORBIDDEN_ELEMENTS), `${payload} -> ${clean}`).toHaveLength(
        0,
      );
      for (const attribute of attributesOf(fragment)) {
        const context = `${payload} -> ${clean}`;
        expect(attribute.name, context).not.toMatch(/^on/i);
        expect(['style', 'srcdoc', 'action', 'formaction', 'id', 'name', 'class']).not.toContain(
          attribute.name,
        );
        // Browsers ignore whitespace and control characters inside a URL scheme.
        const value = [...attribute.value].filter((char) => char > ' ').join('');
        expect(value, context).not.toMatch(DANGEROUS_URL);
      }
    }
  });

  it('runs none of them when put into the page', () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = PAYLOADS.map(sanitizeLegalHtml).join('');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    host.remove();
  });

  it('keeps harmless markup: headings, paragraphs, lists, emphasis and safe links', () => {
    const clean = sanitizeLegalHtml(
      '<h2>1. Tokens</h2><p>They <strong>never</strong> <em>expire</em>.</p>' +
        '<ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol>' +
        '<p><a href="https://example.com/terms" target="_top">Terms</a> · ' +
        '<a href="/faq">FAQ</a> · <a href="mailto:help@example.com">Mail</a> · <a href="#top">Top</a></p>' +
        '<table><tr><th>Plan</th><td colspan="2">150</td></tr></table>',
    );
    const fragment = parse(clean);
    expect(fragment.querySelector('h2')?.textContent).toBe('1. Tokens');
    expect(fragment.querySelector('strong')?.textContent).toBe('never');
    expect(fragment.querySelector('em')?.textContent).toBe('expire');
    expect(fragment.querySelectorAll('ul > li')).toHaveLength(2);
    expect(fragment.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(fragment.querySelector('td')?.getAttribute('colspan')).toBe('2');

    const links = [...fragment.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/terms',
      '/faq',
      'mailto:help@example.com',
      '#top',
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.hasAttribute('target')).toBe(false);
  });

  it('keeps the text of the e2e payload and drops its image', () => {
    expect(sanitizeLegalHtml('<p>Hi</p><img src=x onerror="window.__pwned=1">')).toBe('<p>Hi</p>');
  });
});
