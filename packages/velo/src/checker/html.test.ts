import { describe, expect, it } from 'vitest';

import { checkPieces } from './index';
import { pieces, SITE } from './testing/fixtures';
import { GOOD_HTML } from './testing/good-code';

const html = (code: string) => checkPieces(pieces('', '', code), SITE);
const found = (code: string, rule: string): string[] =>
  html(code)
    .filter((d) => d.code === rule)
    .map((d) => `${d.line}:${d.column} ${d.severity}`);

describe('HTML piece', () => {
  it('html-unknown-id: ids that are not declared elements', () => {
    const code = `<div id="titleText">\n  <span id='statusTxt'>1</span>\n</div>`;
    expect(found(code, 'html-unknown-id')).toEqual(['2:13 warning']);
    expect(html(code).find((d) => d.code === 'html-unknown-id')?.message).toContain(
      'Did you mean "statusText"?',
    );
  });

  it('html-missing-id: declared elements, except datasets, without a tag', () => {
    const missing = html('<p id="titleText">Hi</p>').filter((d) => d.code === 'html-missing-id');
    expect(missing.every((d) => d.severity === 'info' && d.line === 1)).toBe(true);
    const named = missing.map((d) => /'#(\w+)'/.exec(d.message)?.[1]);
    expect(named).toContain('statusText');
    expect(named).not.toContain('titleText');
    expect(named).not.toContain('productsDataset');
  });

  it('html-duplicate-id: the same id twice', () => {
    expect(found('<p id="titleText"></p>\n<p id="titleText"></p>', 'html-duplicate-id')).toEqual([
      '2:8 warning',
    ]);
  });

  it('html-syntax: unclosed, mismatched and stray tags, unterminated comments', () => {
    const code = `<div id="titleText">
  <span>text
</div>
</section>
<ul><li>one<li>two</ul>
<!-- never closed`;
    expect(found(code, 'html-syntax')).toEqual(['2:3 warning', '4:1 warning', '6:1 warning']);
  });

  it('an unterminated tag', () => {
    expect(found('<div id="titleText"', 'html-syntax')).toEqual(['1:1 warning']);
  });

  it('reads raw text elements as text and tolerates optional end tags', () => {
    const diagnostics = html(GOOD_HTML).filter((d) => d.severity !== 'info');
    expect(diagnostics).toEqual([]);
  });
});
