import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * mantine-styles.ts imports Mantine's stylesheets one component at a time. These tests read
 * which components the app uses, and what those render inside, from the sources of the app and
 * of @mantine/core itself, so a component added to the app without its stylesheet fails here
 * rather than rendering unstyled.
 */

const SRC_DIR = import.meta.dirname;
const requireHere = createRequire(import.meta.url);

/** node_modules/@mantine/<name>, from a file the package resolves to. */
function packageRoot(name: string): string {
  const entry = requireHere.resolve(name);
  return entry.slice(0, entry.indexOf(name) + name.length);
}

const CORE_DIR = packageRoot('@mantine/core');
const NOTIFICATIONS_DIR = packageRoot('@mantine/notifications');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter(keep);
}

/** The names a source imports as values from @mantine/core. */
function coreImports(source: string): string[] {
  const names: string[] = [];
  const imports = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
  for (const [, typeOnly, list] of source.matchAll(imports)) {
    if (typeOnly) continue;
    for (const specifier of list!.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The @mantine/core components the app and @mantine/notifications import. */
function usedNames(): Set<string> {
  const appFiles = filesUnder(
    SRC_DIR,
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const notificationFiles = filesUnder(path.join(NOTIFICATIONS_DIR, 'esm'), (file) =>
    file.endsWith('.mjs'),
  );
  return new Set(
    [...appFiles, ...notificationFiles].flatMap((file) => coreImports(readFileSync(file, 'utf8'))),
  );
}

/** Where @mantine/core's ESM index imports each export from. */
function exportModules(): Map<string, string> {
  const index = path.join(CORE_DIR, 'esm', 'index.mjs');
  const modules = new Map<string, string>();
  for (const [, list, from] of readFileSync(index, 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
  )) {
    for (const specifier of list!.split(',')) {
      const local = specifier.trim().split(/\s+as\s+/);
      modules.set(local.at(-1)!, path.resolve(path.dirname(index), from!));
    }
  }
  return modules;
}

/**
 * The stylesheets the modules need: each component's classes come from its `<Name>.module.mjs`,
 * whose rules are `styles/<Name>.css`, so the sheets needed are the CSS modules reached from the
 * components through their relative imports (Select reaches Combobox's and Input's).
 */
function sheetsReached(start: string[]): Set<string> {
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const cssModule = /([^\\/]+)\.module\.mjs$/.exec(file);
    if (cssModule) sheets.add(cssModule[1]!);
    for (const [, from] of readFileSync(file, 'utf8').matchAll(/from\s*"(\.{1,2}\/[^"]+)"/g)) {
      queue.push(path.resolve(path.dirname(file), from!));
    }
  }
  return sheets;
}

const STYLES_MODULE = readFileSync(path.join(SRC_DIR, 'mantine-styles.ts'), 'utf8');
const importedSheets = [
  ...STYLES_MODULE.matchAll(/import '@mantine\/core\/styles\/([^']+)\.css';/g),
].map(([, name]) => name!);

describe('mantine-styles', () => {
  it('imports the stylesheet of every component the app renders, and of what they render', () => {
    const modules = exportModules();
    const used = [...usedNames()];
    const unknown = used.filter((name) => !modules.has(name));
    expect(unknown).toEqual([]);
    const needed = [...sheetsReached(used.map((name) => modules.get(name)!))];
    // The walk reaches through composition: Select renders Combobox and Input, Checkbox InlineInput.
    expect(needed).toEqual(expect.arrayContaining(['Combobox', 'Input', 'InlineInput']));
    expect(needed.filter((sheet) => !importedSheets.includes(sheet)).sort()).toEqual([]);
  });

  it("imports Mantine's global styles first and the rest in the order of its full stylesheet", () => {
    expect(importedSheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const full = readFileSync(path.join(CORE_DIR, 'styles.css'), 'utf8');
    const positions = importedSheets.map((sheet) => {
      const text = readFileSync(path.join(CORE_DIR, 'styles', `${sheet}.css`), 'utf8');
      return full.indexOf(text.slice(0, 300));
    });
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('is what the app loads instead of the full stylesheet', () => {
    const main = readFileSync(path.join(SRC_DIR, 'main.tsx'), 'utf8');
    expect(main).toContain("import './mantine-styles';");
    expect(main).not.toContain('@mantine/core/styles.css');
  });
});
