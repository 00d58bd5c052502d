/**
 * Just enough of a JavaScript tokenizer to rewrite module syntax safely: it knows strings,
 * template literals (with nested `${}`), comments and regular expression literals, so the
 * rewriter never touches an `import` or `export` inside them. Comments and whitespace produce no
 * tokens; `newlineBefore` records whether a line break preceded a token.
 */

export type TokenKind = 'ident' | 'punct' | 'string' | 'template' | 'regex' | 'number' | 'private';

export interface Token {
  kind: TokenKind;
  value: string;
  start: number;
  end: number;
  newlineBefore: boolean;
  /** Bracket nesting ((), [], {}, `${}`) at the token; an opener and its closer share it. */
  depth: number;
}

const PUNCTUATORS = [
  '>>>=',
  '...',
  '===',
  '!==',
  '**=',
  '<<=',
  '>>=',
  '>>>',
  '&&=',
  '||=',
  '??=',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '**',
  '<<',
  '>>',
];

/** After these keywords an expression starts, so `/` begins a regular expression. */
const EXPRESSION_KEYWORDS = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
  'extends',
]);

const NUMBER = /0[xXoObB][\da-fA-F_]+n?|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?n?/y;
const IDENT_START = /[A-Za-z_$\u0080-\uffff]/;
const IDENT_PART = /[\w$\u0080-\uffff]/;

function regexAllowed(prev: Token | undefined): boolean {
  if (!prev) return true;
  if (prev.kind === 'ident') return EXPRESSION_KEYWORDS.has(prev.value);
  if (prev.kind === 'punct') return ![')', ']', '++', '--'].includes(prev.value);
  if (prev.kind === 'template') return prev.value.endsWith('${');
  return false;
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const stack: ('bracket' | 'template')[] = [];
  let pos = 0;
  let newline = false;

  const push = (kind: TokenKind, start: number, end: number, depth = stack.length) => {
    tokens.push({
      kind,
      value: source.slice(start, end),
      start,
      end,
      newlineBefore: newline,
      depth,
    });
    newline = false;
  };

  /** Scans template text from `from` (just after '`' or '}') to the closing '`' or a '${'. */
  const templateChunk = (start: number, from: number) => {
    let i = from;
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        push('template', start, i + 1);
        return i + 1;
      } else if (c === '$' && source[i + 1] === '{') {
        push('template', start, i + 2);
        stack.push('template');
        return i + 2;
      } else i++;
    }
    push('template', start, source.length);
    return source.length;
  };

  while (pos < source.length) {
    const c = source[pos] as string;
    const next = source[pos + 1];
    if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') {
      newline = true;
      pos++;
    } else if (/\s/.test(c)) {
      pos++;
    } else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', pos);
      pos = end < 0 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', pos + 2);
      const stop = end < 0 ? source.length : end + 2;
      if (/[\n\r]/.test(source.slice(pos, stop))) newline = true;
      pos = stop;
    } else if (c === '"' || c === "'") {
      let i = pos + 1;
      while (i < source.length && source[i] !== c && source[i] !== '\n')
        i += source[i] === '\\' ? 2 : 1;
      push('string', pos, Math.min(i + 1, source.length));
      pos = i + 1;
    } else if (c === '`') {
      pos = templateChunk(pos, pos + 1);
    } else if (c === '}' && stack[stack.length - 1] === 'template') {
      stack.pop();
      pos = templateChunk(pos, pos + 1);
    } else if (c === '/' && regexAllowed(tokens[tokens.length - 1])) {
      let i = pos + 1;
      let inClass = false;
      while (i < source.length && source[i] !== '\n') {
        const ch = source[i];
        if (ch === '\\') i++;
        else if (ch === '[') inClass = true;
        else if (ch === ']') inClass = false;
        else if (ch === '/' && !inClass) break;
        i++;
      }
      i++;
      while (i < source.length && IDENT_PART.test(source[i] as string)) i++;
      push('regex', pos, i);
      pos = i;
    } else if (/\d/.test(c) || (c === '.' && next !== undefined && /\d/.test(next))) {
      NUMBER.lastIndex = pos;
      const match = NUMBER.exec(source);
      const end = match ? pos + match[0].length : pos + 1;
      push('number', pos, end);
      pos = end;
    } else if (IDENT_START.test(c) || c === '#') {
      let i = pos + 1;
      while (i < source.length && IDENT_PART.test(source[i] as string)) i++;
      push(c === '#' ? 'private' : 'ident', pos, i);
      pos = i;
    } else if (c === '(' || c === '[' || c === '{') {
      push('punct', pos, pos + 1);
      stack.push('bracket');
      pos++;
    } else if (c === ')' || c === ']' || c === '}') {
      stack.pop();
      push('punct', pos, pos + 1);
      pos++;
    } else {
      // `a ?.5 : b` is a conditional, not optional chaining.
      const op =
        PUNCTUATORS.find(
          (p) => source.startsWith(p, pos) && !(p === '?.' && /\d/.test(source[pos + 2] ?? '')),
        ) ?? c;
      push('punct', pos, pos + op.length);
      pos += op.length;
    }
  }
  return tokens;
}
