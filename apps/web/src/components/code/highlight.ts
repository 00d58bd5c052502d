/**
 * A small tokenizer for the three languages VeloForge shows (Velo JavaScript, HTML embeds and
 * Markdown instructions). It colours, it does not parse: a wrong guess costs a colour, never text.
 * Written here rather than pulled in, so code panes add no highlighter bundle to the app.
 */

import type { CodeLanguage } from './languages';

export type { CodeLanguage } from './languages';

export type TokenKind =
  | 'comment'
  | 'string'
  | 'number'
  | 'keyword'
  | 'literal'
  | 'function'
  | 'tag'
  | 'attribute'
  | 'heading'
  | 'strong'
  | 'code'
  | 'link'
  | 'punctuation';

export type Token = { kind: TokenKind | null; text: string };

const JS_KEYWORDS = new Set(
  (
    'as async await break case catch class const continue debugger default delete do else export ' +
    'extends finally for from function get if import in instanceof let new of return set static ' +
    'super switch this throw try typeof var void while with yield'
  ).split(' '),
);
const JS_LITERALS = new Set(['true', 'false', 'null', 'undefined', 'NaN', 'Infinity']);

type Rule = { kind: TokenKind | null | 'word'; pattern: RegExp };

const JS_RULES: Rule[] = [
  { kind: 'comment', pattern: /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/y },
  { kind: 'string', pattern: /'(?:\\.|[^'\\\n])*'?|"(?:\\.|[^"\\\n])*"?|`(?:\\[\s\S]|[^`\\])*`?/y },
  { kind: 'number', pattern: /(?:0[xXbBoO][\da-fA-F_]+|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)n?/y },
  { kind: 'word', pattern: /[A-Za-z_$][\w$]*/y },
  { kind: null, pattern: /\s+/y },
  { kind: 'punctuation', pattern: /[^\sA-Za-z_$\d'"`/]+|\//y },
];

/** A code point the rules above cannot start on is passed through one at a time. */
function tokenizeJs(code: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < code.length) {
    let matched = false;
    for (const rule of JS_RULES) {
      rule.pattern.lastIndex = at;
      const match = rule.pattern.exec(code);
      if (!match || match[0] === '') continue;
      const text = match[0];
      at += text.length;
      tokens.push({ kind: rule.kind === 'word' ? wordKind(code, text, at) : rule.kind, text });
      matched = true;
      break;
    }
    if (!matched) {
      tokens.push({ kind: null, text: code[at] ?? '' });
      at += 1;
    }
  }
  return tokens;
}

function wordKind(code: string, word: string, end: number): TokenKind | null {
  if (JS_KEYWORDS.has(word)) return 'keyword';
  if (JS_LITERALS.has(word)) return 'literal';
  // $w('#id') and calls in general read best with the callee marked.
  if (/^\s*\(/.test(code.slice(end, end + 20))) return 'function';
  return null;
}

const HTML_RULES = /(<!--[\s\S]*?(?:-->|$))|(<\/?[A-Za-z][\w:-]*)|(&[#\w]+;)|([^<&]+|[<&])/y;
const TAG_INNER = /(\s+)|([^\s=>/"']+)|(=)|("[^"]*"?|'[^']*'?)|(\/?>)|([/"'])/y;

function tokenizeHtml(code: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < code.length) {
    HTML_RULES.lastIndex = at;
    const match = HTML_RULES.exec(code);
    if (!match) break;
    const [text, comment, tagOpen, entity] = match;
    at += text.length;
    if (comment) tokens.push({ kind: 'comment', text });
    else if (entity) tokens.push({ kind: 'literal', text });
    else if (tagOpen) {
      tokens.push({ kind: 'tag', text });
      at = tokenizeTagInner(code, at, tokens);
      const name = tagOpen.slice(1).toLowerCase();
      if (name === 'script' || name === 'style') {
        const close = code.toLowerCase().indexOf(`</${name}`, at);
        const body = code.slice(at, close === -1 ? code.length : close);
        tokens.push(...(name === 'script' ? tokenizeJs(body) : [{ kind: null, text: body }]));
        at += body.length;
      }
    } else tokens.push({ kind: null, text });
  }
  return tokens;
}

/** Attributes up to and including the tag's closing '>'; returns where the tag ends. */
function tokenizeTagInner(code: string, start: number, tokens: Token[]): number {
  let at = start;
  while (at < code.length) {
    TAG_INNER.lastIndex = at;
    const match = TAG_INNER.exec(code);
    if (!match) break;
    const [text, space, name, equals, value, close] = match;
    at += text.length;
    if (space) tokens.push({ kind: null, text });
    else if (name) tokens.push({ kind: 'attribute', text });
    else if (equals) tokens.push({ kind: 'punctuation', text });
    else if (value) tokens.push({ kind: 'string', text });
    else if (close) {
      tokens.push({ kind: 'tag', text });
      break;
    } else tokens.push({ kind: null, text });
  }
  return at;
}

const MD_INLINE =
  /(`[^`\n]+`)|(\*\*[^*\n]+\*\*|__[^_\n]+__)|(\[[^\]\n]+\]\([^)\n]+\))|([^`*_[]+|[`*_[])/y;

function tokenizeMarkdown(code: string): Token[] {
  const tokens: Token[] = [];
  let inFence = false;
  code.split('\n').forEach((line, index) => {
    if (index > 0) tokens.push({ kind: null, text: '\n' });
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      tokens.push({ kind: 'code', text: line });
    } else if (inFence) tokens.push({ kind: 'code', text: line });
    else if (/^#{1,6}\s/.test(line)) tokens.push({ kind: 'heading', text: line });
    else if (/^\s*>/.test(line)) tokens.push({ kind: 'comment', text: line });
    else {
      const marker = /^\s*(?:[-*+]|\d+[.)])\s+/.exec(line)?.[0] ?? '';
      if (marker) tokens.push({ kind: 'keyword', text: marker });
      tokens.push(...tokenizeInline(line.slice(marker.length)));
    }
  });
  return tokens;
}

function tokenizeInline(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    MD_INLINE.lastIndex = at;
    const match = MD_INLINE.exec(text);
    if (!match) break;
    const [whole, code, strong, link] = match;
    at += whole.length;
    const kind: TokenKind | null = code ? 'code' : strong ? 'strong' : link ? 'link' : null;
    tokens.push({ kind, text: whole });
  }
  return tokens;
}

function tokenize(code: string, language: CodeLanguage): Token[] {
  switch (language) {
    case 'javascript':
      return tokenizeJs(code);
    case 'html':
      return tokenizeHtml(code);
    case 'markdown':
      return tokenizeMarkdown(code);
    default:
      return [{ kind: null, text: code }];
  }
}

/**
 * The code as lines of tokens, for a line-numbered view. Tokens that span lines (block comments,
 * template strings) are cut at each newline and keep their kind on every line.
 */
export function highlightLines(code: string, language: CodeLanguage): Token[][] {
  const lines: Token[][] = [[]];
  for (const token of tokenize(code.replace(/\r\n/g, '\n'), language)) {
    token.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines.at(-1)?.push({ kind: token.kind, text: part });
    });
  }
  // A final newline ends the last line rather than starting an empty one.
  if (lines.length > 1 && lines.at(-1)?.length === 0) lines.pop();
  return lines;
}
