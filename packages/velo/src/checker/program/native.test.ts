import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { waitUntilStopped } from '../testing/processes';
import { NativeCompiler } from './native';

const PROJECT = {
  compilerOptions: { allowJs: true, checkJs: true, noEmit: true, lib: ['es2020'], types: [] },
  files: ['main.js'],
};

describe('the native compiler', () => {
  it('checks the files it was given, sees changes, and stops with its process and directory', async () => {
    const compiler = new NativeCompiler(
      new Map([['main.js', 'export const n = 1;']]),
      new Map([['project.json', PROJECT]]),
    );
    const pid = compiler.pid;
    expect(pid).toBeGreaterThan(0);
    // The process id is the compiler's own: its command line names the API mode and the directory.
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain('--api');
    expect(commandLine).toContain(compiler.dir);
    expect(compiler.diagnostics('project.json', 'main.js')).toEqual([]);

    compiler.update(new Map([['main.js', 'export const n = 1;\nn.toFixed(2).nope;']]));
    const codes = () =>
      compiler.diagnostics('project.json', 'main.js').map((d) => [d.code, d.text]);
    expect(codes()).toEqual([[2339, "Property 'nope' does not exist on type 'string'."]]);
    // A syntax error alone: the semantic findings of broken code are not asked for.
    compiler.update(new Map([['main.js', 'export const n = ;\nn.toFixed(2).nope;']]));
    expect(codes()).toEqual([[1109, 'Expression expected.']]);

    compiler.close();
    expect(existsSync(compiler.dir)).toBe(false);
    expect(await waitUntilStopped(pid!)).toBe(true);
  });

  it("removes the directories of processes that are gone, and no one else's", () => {
    const first = new NativeCompiler(new Map(), new Map([['p.json', { files: [] }]]));
    const tmp = path.dirname(first.dir);
    first.close();
    // A dead process's directory: pid 2^22 + 1 is above Linux's pid limit, so no process has it.
    const abandoned = path.join(tmp, `veloforge-checker-${2 ** 22 + 1}-test`);
    const live = path.join(tmp, `veloforge-checker-${process.pid}-test`);
    for (const dir of [abandoned, live]) mkdirSync(dir, { recursive: true });
    const second = new NativeCompiler(new Map(), new Map([['p.json', { files: [] }]]));
    second.close();
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(live)).toBe(true);
    rmSync(live, { recursive: true });
  });
});
