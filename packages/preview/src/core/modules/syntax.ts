import type { Token } from './tokenizer';

/** Token-level helpers of the module rewriter: brackets, declarations and binding names. */

export function unquote(token: Token | undefined): string {
  if (!token || token.kind !== 'string') throw syntaxError(token, 'a module specifier string');
  return token.value.slice(1, -1).replace(/\\(.)/g, '$1');
}

export function syntaxError(token: Token | undefined, expected: string): SyntaxError {
  return new SyntaxError(
    token
      ? `Unsupported module syntax near '${token.value}': expected ${expected}`
      : `Unexpected end of module: expected ${expected}`,
  );
}

function endsExpression(token: Token): boolean {
  if (token.kind === 'punct') return [')', ']', '}', '++', '--'].includes(token.value);
  return token.kind !== 'template' || !token.value.endsWith('${');
}

/** `function`, `async function`, `function*` or `class` at i, with its name if it has one. */
export function functionOrClass(
  tokens: Token[],
  i: number,
): { keyword: number; name?: string } | undefined {
  let k = i;
  if (
    tokens[k]?.value === 'async' &&
    tokens[k + 1]?.value === 'function' &&
    !tokens[k + 1]?.newlineBefore
  )
    k++;
  const keyword = tokens[k]?.value;
  if (keyword !== 'function' && keyword !== 'class') return undefined;
  let n = k + 1;
  if (tokens[n]?.value === '*') n++;
  const name = tokens[n];
  const named = name?.kind === 'ident' && name.value !== 'extends';
  return named ? { keyword: k, name: name.value } : { keyword: k };
}

/** The `}` closing the body of the function or class whose keyword is at k. */
export function declarationEnd(tokens: Token[], k: number): number {
  let i = k + 1;
  if (tokens[k]?.value === 'function') {
    while (tokens[i] && tokens[i]?.value !== '(') i++;
    i = matching(tokens, i) + 1;
  }
  while (tokens[i] && tokens[i]?.value !== '{') i++;
  return matching(tokens, i);
}

/** Index of the bracket closing the one at i. */
export function matching(tokens: Token[], i: number): number {
  const open = tokens[i];
  if (!open) throw syntaxError(open, 'a bracket');
  const close = { '(': ')', '[': ']', '{': '}' }[open.value];
  for (let j = i + 1; j < tokens.length; j++) {
    const t = tokens[j] as Token;
    if (t.depth === open.depth && t.value === close) return j;
  }
  throw syntaxError(open, `a closing '${close ?? ''}'`);
}

/** Names bound by `a = 1, { b, c: d } = o, [e] = list` starting at token i. */
export function declaredNames(tokens: Token[], i: number): string[] {
  const names: string[] = [];
  const depth = (tokens[i] as Token).depth;
  for (;;) {
    i = bindingNames(tokens, i, names);
    if (tokens[i]?.value === '=') i = skipInitializer(tokens, i + 1, depth);
    if (tokens[i]?.value === ',' && tokens[i]?.depth === depth) i++;
    else return names;
  }
}

function bindingNames(tokens: Token[], i: number, names: string[]): number {
  const t = tokens[i];
  if (t?.kind === 'ident') {
    names.push(t.value);
    return i + 1;
  }
  if (t?.value !== '{' && t?.value !== '[') throw syntaxError(t, 'a binding name');
  const close = matching(tokens, i);
  let j = i + 1;
  while (j < close) {
    const u = tokens[j] as Token;
    const after = tokens[j + 1];
    if (u.value === '{' || u.value === '[') j = bindingNames(tokens, j, names);
    else if (
      (u.kind === 'ident' || u.kind === 'string' || u.kind === 'number') &&
      after?.value === ':'
    )
      j += 2;
    else if (u.value === '=') j = skipInitializer(tokens, j + 1, u.depth, close);
    else {
      if (u.kind === 'ident') names.push(u.value);
      j++;
    }
  }
  return close + 1;
}

/** Skips an initializer expression up to `,`/`;` at `depth`, `stop`, or an ASI line break. */
function skipInitializer(tokens: Token[], i: number, depth: number, stop = Infinity): number {
  for (; i < tokens.length && i < stop; i++) {
    const t = tokens[i] as Token;
    const prev = tokens[i - 1];
    if (t.depth < depth) return i;
    if (t.depth !== depth) continue;
    if (t.value === ',' || t.value === ';') return i;
    const asi =
      t.newlineBefore &&
      prev &&
      endsExpression(prev) &&
      t.kind === 'ident' &&
      !['in', 'instanceof', 'of'].includes(t.value);
    if (asi && prev.depth === depth) return i;
  }
  return i;
}
