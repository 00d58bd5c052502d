import { describe, expect, it } from 'vitest';

import type { CodeLanguage, Token } from './highlight';
import { highlightLines } from './highlight';

/** The tokens of one language, without whitespace, as 'kind:text'. */
function kinds(code: string, language: CodeLanguage): string[] {
  return highlightLines(code, language)
    .flat()
    .filter((token: Token) => token.text.trim() !== '')
    .map((token) => `${token.kind ?? 'plain'}:${token.text}`);
}

describe('highlightLines', () => {
  it('never changes the text: joining the tokens gives the code back', () => {
    const samples: [string, CodeLanguage][] = [
      ["import wixData from 'wix-data';\n$w.onReady(() => {\n  // go\n});\n", 'javascript'],
      ['<div class="a">x &amp; y<!-- c --></div>\n<script>let a = 1;</script>', 'html'],
      ['# Title\n\n- item with `code` and **bold**\n```js\nconst a = 1;\n```', 'markdown'],
      ['plain\ntext', 'text'],
      ['/* unterminated', 'javascript'],
      ['<a href="x', 'html'],
    ];
    for (const [code, language] of samples) {
      const lines = highlightLines(code, language);
      const joined = lines.map((line) => line.map((token) => token.text).join('')).join('\n');
      expect(joined).toBe(code.replace(/\n$/, ''));
    }
  });

  it('colours JavaScript keywords, strings, comments, numbers and calls', () => {
    expect(kinds("const n = 42; // answer\n$w('#title').text = `x`;", 'javascript')).toEqual([
      'keyword:const',
      'plain:n',
      'punctuation:=',
      'number:42',
      'punctuation:;',
      'comment:// answer',
      'function:$w',
      'punctuation:(',
      "string:'#title'",
      'punctuation:).',
      'plain:text',
      'punctuation:=',
      'string:`x`',
      'punctuation:;',
    ]);
  });

  it('keeps the kind of a block comment on every line it spans', () => {
    const lines = highlightLines('/* one\ntwo */ x', 'javascript');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual([{ kind: 'comment', text: '/* one' }]);
    expect(lines[1]?.[0]).toEqual({ kind: 'comment', text: 'two */' });
  });

  it('colours HTML tags, attributes, values, entities, and script bodies as JavaScript', () => {
    expect(kinds('<input id="name" disabled/>&nbsp;<script>return 1</script>', 'html')).toEqual([
      'tag:<input',
      'attribute:id',
      'punctuation:=',
      'string:"name"',
      'attribute:disabled',
      'tag:/>',
      'literal:&nbsp;',
      'tag:<script',
      'tag:>',
      'keyword:return',
      'number:1',
      'tag:</script',
      'tag:>',
    ]);
  });

  it('colours Markdown headings, list markers, inline code, bold, links and fences', () => {
    expect(
      kinds('## Setup\n1. Open [Wix](https://wix.com) and `$w`\n**Note**', 'markdown'),
    ).toEqual([
      'heading:## Setup',
      'keyword:1. ',
      'plain:Open ',
      'link:[Wix](https://wix.com)',
      'plain: and ',
      'code:`$w`',
      'strong:**Note**',
    ]);
    expect(kinds('```\n# not a heading\n```', 'markdown')).toEqual([
      'code:```',
      'code:# not a heading',
      'code:```',
    ]);
  });

  it('gives one empty line for empty code', () => {
    expect(highlightLines('', 'javascript')).toEqual([[]]);
  });
});
