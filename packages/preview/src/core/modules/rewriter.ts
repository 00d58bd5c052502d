import {
  declarationEnd,
  declaredNames,
  functionOrClass,
  matching,
  syntaxError,
  unquote,
} from './syntax';
import { tokenize, type Token } from './tokenizer';

/**
 * Turns an ES module into the body of an async function (see modules.ts for the wrapper):
 * import declarations become `const` bindings from `__vf_import(specifier, names)`, hoisted to
 * the top as ES imports are; export declarations lose their `export` keyword and register live
 * getters through `__vf_export({...})`. Everything else is left byte for byte, on the same
 * lines. Only top-level statements are rewritten; dynamic `import()` and `import.meta` are not
 * supported.
 */

export interface RewrittenModule {
  code: string;
  /** Module specifiers in import order (including re-exports). */
  imports: string[];
  /** Exported names. */
  exports: string[];
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const DEFAULT_LOCAL = '__vf_default';

/** Keeps line breaks so line numbers in error stacks still match the source. */
function blank(text: string): string {
  return text.replace(/[^\n\r]/g, ' ');
}

class Rewriter {
  private readonly tokens: Token[];
  private readonly edits: Edit[] = [];
  private readonly prelude: string[] = [];
  private readonly getters: [string, string][] = [];
  private readonly starExports: string[] = [];
  readonly imports: string[] = [];
  private temp = 0;

  constructor(private readonly source: string) {
    this.tokens = tokenize(source);
  }

  run(): RewrittenModule {
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i] as Token;
      const prev = this.tokens[i - 1];
      if (t.depth !== 0 || t.kind !== 'ident' || prev?.value === '.' || prev?.value === '?.')
        continue;
      const next = this.tokens[i + 1];
      if (t.value === 'import' && next?.value !== '(' && next?.value !== '.')
        i = this.importDeclaration(i);
      else if (t.value === 'export') i = this.exportDeclaration(i);
    }
    return {
      code: this.output(),
      imports: this.imports,
      exports: this.getters.map(([name]) => name),
    };
  }

  private tok(i: number): Token | undefined {
    return this.tokens[i];
  }

  private expect(i: number, value: string): number {
    if (this.tok(i)?.value !== value) throw syntaxError(this.tok(i), `'${value}'`);
    return i + 1;
  }

  /** Index after an optional `;` ending the statement that ends at token i - 1. */
  private statementEnd(i: number): number {
    return this.tok(i)?.value === ';' ? i + 1 : i;
  }

  private remove(from: number, to: number): void {
    const start = (this.tok(from) as Token).start;
    const end = (this.tok(to - 1) as Token).end;
    this.edits.push({ start, end, text: blank(this.source.slice(start, end)) });
  }

  private module(specifier: string, names: string[]): string {
    this.imports.push(specifier);
    return `__vf_import(${JSON.stringify(specifier)}, ${JSON.stringify(names)})`;
  }

  /** `{ a, b as c, 'd' as e }` → [[imported, local]…]; returns the index after `}`. */
  private specifiers(i: number, list: [string, string][]): number {
    i = this.expect(i, '{');
    while (this.tok(i)?.value !== '}') {
      const name = this.tok(i);
      if (!name || (name.kind !== 'ident' && name.kind !== 'string'))
        throw syntaxError(name, 'a name');
      const imported = name.kind === 'string' ? unquote(name) : name.value;
      let local = imported;
      i++;
      if (this.tok(i)?.value === 'as') {
        const alias = this.tok(i + 1);
        if (!alias) throw syntaxError(alias, 'a name after as');
        local = alias.kind === 'string' ? unquote(alias) : alias.value;
        i += 2;
      }
      list.push([imported, local]);
      if (this.tok(i)?.value === ',') i++;
    }
    return i + 1;
  }

  private skipAttributes(i: number): number {
    const t = this.tok(i);
    if (
      (t?.value === 'with' || t?.value === 'assert') &&
      this.tok(i + 1)?.value === '{' &&
      !t.newlineBefore
    ) {
      return matching(this.tokens, i + 1) + 1;
    }
    return i;
  }

  private importDeclaration(start: number): number {
    let i = start + 1;
    const first = this.tok(i);
    if (first?.kind === 'string') {
      const end = this.statementEnd(this.skipAttributes(i + 1));
      this.prelude.push(`${this.module(unquote(first), [])};`);
      this.remove(start, end);
      return end - 1;
    }
    let defaultLocal: string | undefined;
    let namespace: string | undefined;
    const named: [string, string][] = [];
    if (first?.kind === 'ident' && first.value !== 'from') {
      defaultLocal = first.value;
      i++;
      if (this.tok(i)?.value === ',') i++;
    }
    if (this.tok(i)?.value === '*') {
      i = this.expect(i + 1, 'as');
      namespace = this.tok(i)?.value;
      i++;
    } else if (this.tok(i)?.value === '{') {
      i = this.specifiers(i, named);
    }
    i = this.expect(i, 'from');
    const specifier = unquote(this.tok(i));
    const end = this.statementEnd(this.skipAttributes(i + 1));
    if (defaultLocal) named.unshift(['default', defaultLocal]);
    const pattern = `{ ${named.map(([imported, local]) => `${JSON.stringify(imported)}: ${local}`).join(', ')} }`;
    const source = this.module(
      specifier,
      named.map(([imported]) => imported),
    );
    if (namespace) {
      this.prelude.push(`const ${namespace} = ${source};`);
      if (named.length > 0) this.prelude.push(`const ${pattern} = ${namespace};`);
    } else {
      this.prelude.push(named.length > 0 ? `const ${pattern} = ${source};` : `${source};`);
    }
    this.remove(start, end);
    return end - 1;
  }

  private exportDeclaration(start: number): number {
    const i = start + 1;
    const t = this.tok(i);
    const removeKeyword = () => this.remove(start, start + 1);
    if (t?.value === 'default') return this.exportDefault(start);
    if (t?.value === 'const' || t?.value === 'let' || t?.value === 'var') {
      removeKeyword();
      for (const name of declaredNames(this.tokens, i + 1)) this.getters.push([name, name]);
      return i;
    }
    const fn = functionOrClass(this.tokens, i);
    if (fn) {
      if (!fn.name) throw syntaxError(t, 'a declaration name');
      removeKeyword();
      this.getters.push([fn.name, fn.name]);
      return i;
    }
    if (t?.value === '{') {
      const list: [string, string][] = [];
      let j = this.specifiers(i, list);
      if (this.tok(j)?.value === 'from') {
        const temp = `__vf_m${this.temp++}`;
        this.prelude.push(
          `const ${temp} = ${this.module(
            unquote(this.tok(j + 1)),
            list.map(([local]) => local),
          )};`,
        );
        for (const [local, exported] of list)
          this.getters.push([exported, `${temp}[${JSON.stringify(local)}]`]);
        j = this.skipAttributes(j + 2);
      } else {
        for (const [local, exported] of list) this.getters.push([exported, local]);
      }
      const end = this.statementEnd(j);
      this.remove(start, end);
      return end - 1;
    }
    if (t?.value === '*') {
      let j = i + 1;
      let alias: string | undefined;
      if (this.tok(j)?.value === 'as') {
        alias = this.tok(j + 1)?.value;
        j += 2;
      }
      j = this.expect(j, 'from');
      const temp = `__vf_m${this.temp++}`;
      this.prelude.push(`const ${temp} = ${this.module(unquote(this.tok(j)), [])};`);
      if (alias) this.getters.push([alias, temp]);
      else this.starExports.push(temp);
      const end = this.statementEnd(this.skipAttributes(j + 1));
      this.remove(start, end);
      return end - 1;
    }
    throw syntaxError(t, 'an export declaration');
  }

  private exportDefault(start: number): number {
    const fn = functionOrClass(this.tokens, start + 2);
    const keywordsEnd = (this.tok(start + 1) as Token).end;
    const head = { start: (this.tok(start) as Token).start, end: keywordsEnd };
    if (fn?.name) {
      this.edits.push({ ...head, text: blank(this.source.slice(head.start, head.end)) });
      this.getters.push(['default', fn.name]);
      return start + 1;
    }
    this.edits.push({ ...head, text: `const ${DEFAULT_LOCAL} =`.padEnd(head.end - head.start) });
    this.getters.push(['default', DEFAULT_LOCAL]);
    if (fn) {
      // An anonymous declaration became an expression: end it so the next line can't continue it.
      const end = (this.tok(declarationEnd(this.tokens, fn.keyword)) as Token).end;
      this.edits.push({ start: end, end, text: ';' });
    }
    return start + 1;
  }

  private output(): string {
    const edits = [...this.edits].sort((a, b) => a.start - b.start);
    let body = '';
    let pos = 0;
    for (const edit of edits) {
      body += this.source.slice(pos, edit.start) + edit.text;
      pos = edit.end;
    }
    body += this.source.slice(pos);
    const header = [...this.prelude];
    if (this.getters.length > 0) {
      header.push(
        `__vf_export({ ${this.getters.map(([name, expr]) => `${JSON.stringify(name)}: () => ${expr}`).join(', ')} });`,
      );
    }
    for (const temp of this.starExports) header.push(`__vf_exportAll(${temp});`);
    return header.length > 0 ? `${header.join(' ')} ${body}` : body;
  }
}

export function rewriteModule(source: string): RewrittenModule {
  return new Rewriter(source).run();
}
