import { createRequire } from 'node:module';
import path from 'node:path';

import ts from 'typescript';

/**
 * The in-memory file system the checker's programs read: TypeScript's libs and corvid-types from
 * disk, our declarations and the user's pieces from memory. Parsed SourceFiles of files that never
 * change are kept for the life of the store, so only the pieces (and the element map, when the
 * structure changes) are parsed per check; reusing the same SourceFile objects also lets a new
 * program reuse the old one's structure and binding.
 */

export const VIRTUAL_DIR = '/__veloforge__';

const requireHere = createRequire(import.meta.url);
export const CORVID_TYPES_DIR = path.join(
  path.dirname(requireHere.resolve('corvid-types/package.json')),
  'types',
);

let compilerOptions: ts.CompilerOptions | undefined;

/**
 * One set of options for both contexts, so lib SourceFiles (and their binding) are shared.
 * - lib ES2020 + WebWorker: what corvid's pages config uses (no DOM: page code has no `document`);
 *   the backend also gets WebWorker as a light stand-in for Node's web-compatible globals.
 * - strict off, as in corvid's configs and the Wix editor: generated JS is not held to
 *   strictNullChecks.
 * - types: [] because corvid's declarations are passed as root files, never found in node_modules.
 * - moduleDetection force: a Velo page or backend file is always a module, even without imports,
 *   so its top-level names cannot collide with lib globals such as `name` or `close`.
 * Made on first use, not when the module loads: the server imports the checker, and its bundle
 * loads TypeScript only once something uses it (build.ts; a faster cold start).
 */
export function checkerCompilerOptions(): ts.CompilerOptions {
  return (compilerOptions ??= {
    allowJs: true,
    checkJs: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ['lib.es2020.d.ts', 'lib.webworker.d.ts'],
    types: [],
    strict: false,
    skipLibCheck: true,
    allowSyntheticDefaultImports: true,
    esModuleInterop: true,
    libReplacement: false,
  });
}

const MAX_CHANGING_FILES = 8;

/** Resolves a module specifier to a virtual file name, or undefined to fall back to ambient modules. */
export type ModuleResolver = (specifier: string) => string | undefined;

export class SourceFileStore {
  private readonly fixed = new Map<string, ts.SourceFile>();
  private readonly fixedTexts = new Map<string, string>();
  private readonly latest = new Map<string, ts.SourceFile>();
  /**
   * Shared by every program of the store. TypeScript reads the package.json scope of each file
   * under node_modules (the libs, corvid-types) to decide its module format; without a cache it
   * did so from disk for every file of every program, about a fifth of a warm check (issue 10).
   * Installed packages do not change while the process runs, so the answers stay right.
   */
  private readonly resolutionCache = ts.createModuleResolutionCache(
    VIRTUAL_DIR,
    (fileName) => fileName,
    checkerCompilerOptions(),
  );

  /** A virtual file whose text never changes (our declarations). */
  addFixed(fileName: string, text: string): void {
    this.fixedTexts.set(fileName, text);
  }

  /**
   * `texts` holds the files that change between checks. Each keeps its last parsed version, reused
   * while the text is unchanged.
   */
  createHost(texts: ReadonlyMap<string, string>, resolve: ModuleResolver): ts.CompilerHost {
    const libLocation = path.dirname(ts.getDefaultLibFilePath(checkerCompilerOptions()));
    const readFile = (fileName: string): string | undefined =>
      texts.get(fileName) ?? this.fixedTexts.get(fileName) ?? ts.sys.readFile(fileName);
    return {
      getSourceFile: (fileName, languageVersion) => {
        const changing = texts.get(fileName);
        if (changing !== undefined) return this.changingFile(fileName, changing, languageVersion);
        return this.fixedFile(fileName, languageVersion);
      },
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      getDefaultLibLocation: () => libLocation,
      writeFile: () => undefined,
      getCurrentDirectory: () => VIRTUAL_DIR,
      getCanonicalFileName: (fileName) => fileName,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => '\n',
      fileExists: (fileName) => readFile(fileName) !== undefined,
      readFile,
      jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeErrors,
      getModuleResolutionCache: () => this.resolutionCache,
      resolveModuleNameLiterals: (literals) =>
        literals.map((literal) => {
          const resolvedFileName = resolve(literal.text);
          return {
            resolvedModule: resolvedFileName
              ? { resolvedFileName, extension: ts.Extension.Js, isExternalLibraryImport: false }
              : undefined,
          };
        }),
    };
  }

  private changingFile(
    fileName: string,
    text: string,
    languageVersion: ts.ScriptTarget | ts.CreateSourceFileOptions,
  ): ts.SourceFile {
    const last = this.latest.get(fileName);
    this.latest.delete(fileName);
    const file =
      last && last.text === text
        ? last
        : ts.createSourceFile(fileName, text, languageVersion, true);
    this.latest.set(fileName, file);
    // Backend module paths vary between generations: keep only the most recently used files.
    for (const stale of [...this.latest.keys()].slice(0, -MAX_CHANGING_FILES)) {
      this.latest.delete(stale);
    }
    return file;
  }

  private fixedFile(
    fileName: string,
    languageVersion: ts.ScriptTarget | ts.CreateSourceFileOptions,
  ): ts.SourceFile | undefined {
    const cached = this.fixed.get(fileName);
    if (cached) return cached;
    const text = this.fixedTexts.get(fileName) ?? ts.sys.readFile(fileName);
    if (text === undefined) return undefined;
    const file = ts.createSourceFile(fileName, text, languageVersion, false);
    this.fixed.set(fileName, file);
    return file;
  }
}
