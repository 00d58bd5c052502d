import {
  accessSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import type * as NativeApi from 'typescript-native/unstable/sync';

export type NativeDiagnostic = NativeApi.Diagnostic;

const requireHere = createRequire(import.meta.url);
let nativeApi: typeof NativeApi | undefined;

/**
 * The native compiler's client, loaded on first use: the server's bundle imports the checker, but
 * in production only its worker threads check, and loading the client took ~55 ms of a cold start.
 */
export function loadNativeApi(): typeof NativeApi {
  return (nativeApi ??= requireHere('typescript-native/unstable/sync') as typeof NativeApi);
}

/**
 * TypeScript 7's native compiler (tsgo), kept running beside this thread through its synchronous
 * API: it holds the parsed libraries and corvid's declarations between checks and re-checks only
 * what changed. Against TypeScript 6's compiler in this thread a check of the benchmark's answer
 * takes half the time and 60 % of the CPU (decision 015).
 *
 * tsgo reads its files from a private directory: the API's virtual file system would answer every
 * lookup of module resolution with a call back into this thread (~750 a check, 52 ms where the
 * check itself took 8), where a real directory answers them inside tsgo.
 */
export class NativeCompiler {
  readonly dir = makeDir();
  private readonly written = new Map<string, string>();
  private readonly api: NativeApi.API;
  private snapshot: NativeApi.Snapshot;
  private readonly removeDir = () => rmSync(this.dir, { recursive: true, force: true });

  /**
   * `files`: the files that never change, by path in the directory. `projects`: tsconfig names and
   * contents; each lists its own files.
   */
  constructor(files: ReadonlyMap<string, string>, projects: ReadonlyMap<string, object>) {
    process.once('exit', this.removeDir);
    for (const [name, text] of files) this.write(name, text);
    for (const [name, config] of projects) this.write(name, JSON.stringify(config));
    this.api = new (loadNativeApi().API)({ cwd: this.dir });
    this.snapshot = this.api.updateSnapshot({
      openProjects: [...projects.keys()].map((name) => this.file(name)),
    });
  }

  /**
   * The compiler's process id. The client does not expose it; 7.0.2's synchronous client keeps the
   * process it spawned at `client.channel.child` (native.test.ts checks it is still there).
   */
  get pid(): number | undefined {
    const client = (this.api as unknown as { client?: { channel?: { child?: { pid?: number } } } })
      .client;
    return client?.channel?.child?.pid;
  }

  /** The absolute name of a file of the directory; never one outside it. */
  file(name: string): string {
    const file = path.join(this.dir, name);
    if (!file.startsWith(`${this.dir}${path.sep}`)) {
      throw new Error(`The native checker refused a file outside its directory: ${name}`);
    }
    return file;
  }

  /** Writes the files whose text changed and removes those given `null`, then takes a snapshot. */
  update(changes: ReadonlyMap<string, string | null>): void {
    const changed: string[] = [];
    const created: string[] = [];
    const deleted: string[] = [];
    for (const [name, text] of changes) {
      const last = this.written.get(name);
      if (text === null) {
        if (last === undefined) continue;
        unlinkSync(this.file(name));
        this.written.delete(name);
        deleted.push(this.file(name));
      } else if (text !== last) {
        this.write(name, text);
        (last === undefined ? created : changed).push(this.file(name));
      }
    }
    if (changed.length + created.length + deleted.length === 0) return;
    const next = this.api.updateSnapshot({ fileChanges: { changed, created, deleted } });
    this.snapshot.dispose();
    this.snapshot = next;
  }

  /** The names of the directory's files this compiler wrote that are under `folder`. */
  writtenUnder(folder: string): string[] {
    return [...this.written.keys()].filter((name) => name.startsWith(`${folder}/`));
  }

  /** Syntax errors when there are any (semantic checking of broken code is noise), else semantic. */
  diagnostics(project: string, name: string): readonly NativeDiagnostic[] {
    const program = this.snapshot.getProject(this.file(project))?.program;
    if (!program) throw new Error(`The native checker lost its project ${project}`);
    const file = this.file(name);
    const syntax = program.getSyntacticDiagnostics(file);
    return syntax.length > 0 ? syntax : program.getSemanticDiagnostics(file);
  }

  /** Stops the process (releasing its snapshots first) and removes the directory, come what may. */
  close(): void {
    try {
      this.api.close();
    } finally {
      process.off('exit', this.removeDir);
      this.removeDir();
    }
  }

  private write(name: string, text: string): void {
    const file = this.file(name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    this.written.set(name, text);
  }
}

const DIR_PREFIX = 'veloforge-checker-';

/**
 * Where the directories go: Linux's shared memory file system when there is one (a file written
 * there costs ~0.02 ms against ~0.3 ms on this machine's disk, and a check writes three or four),
 * else the system's temporary directory.
 */
function filesRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

/**
 * A directory named after this process. A killed process cannot remove its own; the next compiler
 * started removes those of processes that are gone.
 */
function makeDir(): string {
  const tmp = filesRoot();
  for (const name of readdirSync(tmp)) {
    const pid = Number(name.slice(DIR_PREFIX.length).split('-')[0]);
    if (name.startsWith(DIR_PREFIX) && pid > 0 && !isRunning(pid)) {
      rmSync(path.join(tmp, name), { recursive: true, force: true });
    }
  }
  return mkdtempSync(path.join(tmp, `${DIR_PREFIX}${process.pid}-`));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
