import { describe, expect, it } from 'vitest';

import { ModuleSystem } from '../modules';
import { rewriteModule } from './rewriter';

const builtins = new Map<string, Record<string, unknown>>([
  ['lib', { default: 'DEFAULT', a: 1, b: 2, c: 3 }],
  ['side', {}],
]);

/** Evaluates `code` as a page module next to `others` and returns its exports. */
async function evaluate(code: string, others: Record<string, string> = {}) {
  const modules = new ModuleSystem({ builtins, globals: () => ({}) });
  for (const [path, source] of Object.entries(others)) modules.add(path, source, 'public');
  modules.add('page.js', code, 'page');
  return modules.evaluate('page.js');
}

describe('module rewriter', () => {
  it('binds default, named, aliased and namespace imports', async () => {
    const exports = await evaluate(`
      import lib, { a, b as bee } from 'lib';
      import * as all from 'lib';
      import def, * as ns from 'lib';
      export const seen = [lib, a, bee, all.c, def, ns.a];
    `);
    expect(exports.seen).toEqual(['DEFAULT', 1, 2, 3, 'DEFAULT', 1]);
  });

  it('supports side-effect imports, multi-line specifier lists and import attributes', async () => {
    const { imports } = rewriteModule(
      `import 'side';\nimport {\n  a,\n  c,\n} from "lib" with { type: 'json' };`,
    );
    expect(imports).toEqual(['side', 'lib']);
    const exports = await evaluate(
      `import 'side'\nimport {\n  a,\n  c,\n} from 'lib'\nexport const sum = a + c`,
    );
    expect(exports.sum).toBe(4);
  });

  it('hoists imports above code that uses them, as ES modules do', async () => {
    const exports = await evaluate(`export const early = a;\nimport { a } from 'lib';`);
    expect(exports.early).toBe(1);
  });

  it('exports const/let/var (including several and destructured), functions, async functions, classes', async () => {
    const exports = await evaluate(`
      export const one = 1, two = [1, 2].map((x) => x * 2);
      export let { three, nested: { four } } = { three: 3, nested: { four: 4 } };
      export var [five, , six = 6] = [5, 0];
      export function seven() { return 7; }
      export async function eight() { return 8; }
      export function* nine() { yield 9; }
      export class Ten { value = 10 }
    `);
    expect(Object.keys(exports).sort()).toEqual(
      ['Ten', 'eight', 'five', 'four', 'nine', 'one', 'seven', 'six', 'three', 'two'].sort(),
    );
    expect([
      exports.one,
      exports.two,
      exports.three,
      exports.four,
      exports.five,
      exports.six,
    ]).toEqual([1, [2, 4], 3, 4, 5, 6]);
    expect((exports.seven as () => number)()).toBe(7);
    await expect((exports.eight as () => Promise<number>)()).resolves.toBe(8);
  });

  it('exports lists with renames, and re-exports from other modules', async () => {
    const exports = await evaluate(
      `const x = 1; function y() { return 2; }
       export { x, y as why };
       export { a as aa, b } from 'lib';
       export * from 'public/more.js';
       export * as lib from 'lib';`,
      { 'public/more.js': 'export const more = true;' },
    );
    expect(exports.x).toBe(1);
    expect((exports.why as () => number)()).toBe(2);
    expect([exports.aa, exports.b, exports.more]).toEqual([1, 2, true]);
    expect((exports.lib as Record<string, unknown>).c).toBe(3);
  });

  it('exports defaults: named and anonymous declarations, and expressions', async () => {
    expect((await evaluate('export default function main() { return 1; }')).default).toBeTypeOf(
      'function',
    );
    const anon = await evaluate('export default async function () { return 2; }\n(() => {})()');
    await expect((anon.default as () => Promise<number>)()).resolves.toBe(2);
    expect((await evaluate('export default class {}')).default).toBeTypeOf('function');
    expect((await evaluate('export default { answer: 42 };')).default).toEqual({ answer: 42 });
  });

  it('keeps exports live: reading them sees later assignments', async () => {
    const exports = await evaluate('export let count = 0; export function bump() { count++; }');
    (exports.bump as () => void)();
    expect(exports.count).toBe(1);
  });

  it('leaves strings, templates, comments and regexes alone', () => {
    const source = [
      'const s = \'import x from "y"\';',
      'const t = `export const ${"import"} = 1`;',
      '// import z from "z"',
      '/* export default 1 */',
      'const r = /import\\s+x/g;',
      'const o = { import: 1, export: 2 }; o.import;',
    ].join('\n');
    const { code, imports, exports } = rewriteModule(source);
    expect(code).toBe(source);
    expect(imports).toEqual([]);
    expect(exports).toEqual([]);
  });

  it('ignores dynamic import() and import.meta, and keeps line numbers', () => {
    const source =
      "import a from 'lib';\nconst later = import('lib');\nconst u = import.meta;\nthrow new Error('line 4');";
    const { code } = rewriteModule(source);
    expect(code).toContain("import('lib')");
    expect(code).toContain('import.meta');
    expect(code.split('\n')).toHaveLength(4);
    expect(code.split('\n')[3]).toBe("throw new Error('line 4');");
  });

  it('rejects a named import the module does not provide, like an ES module link error', async () => {
    await expect(evaluate("import { missing } from 'lib';")).rejects.toThrow(
      "The requested module 'lib' does not provide an export named 'missing'",
    );
  });

  it('reports unknown modules', async () => {
    await expect(evaluate("import x from 'wix-nothing';")).rejects.toThrow(
      "Cannot find module 'wix-nothing'",
    );
  });

  it('allows top-level await', async () => {
    const exports = await evaluate('export const v = await Promise.resolve(5);');
    expect(exports.v).toBe(5);
  });

  it('tells division from regular expressions and ?. from a conditional', () => {
    const source = [
      "const half = total / 2; const re = /'export'/; const s = x ? .5 : 1;",
      "const y = (a) / b / c; if (ok) { x = 1 } /import/.test('q');",
      "import { a } from 'lib';",
    ].join('\n');
    const { code, imports } = rewriteModule(source);
    expect(imports).toEqual(['lib']);
    expect(code.split('\n').slice(0, 2)).toEqual([
      `const { "a": a } = __vf_import("lib", ["a"]); ${source.split('\n')[0]}`,
      source.split('\n')[1],
    ]);
  });

  it('lets page code import public modules that use $w', async () => {
    const modules = new ModuleSystem({ builtins, globals: () => ({ marker: 'global' }) });
    modules.add('public/util.js', 'export const read = () => marker;');
    modules.add('page.js', "import { read } from 'public/util';\nexport const value = read();");
    expect((await modules.evaluate('page.js')).value).toBe('global');
  });
});
