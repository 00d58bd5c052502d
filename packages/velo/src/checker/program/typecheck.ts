import path from 'node:path';

import ts from 'typescript';

import { BACKEND_MODULE_DECLARATIONS, NODE_DECLARATIONS } from '../declarations/backend-modules';
import { CORVID_FIXES } from '../declarations/corvid-fixes';
import { ELEMENT_DECLARATIONS } from '../declarations/elements';
import { FRONTEND_MODULE_DECLARATIONS } from '../declarations/frontend-modules';
import { PAGE_SELECTOR_DECLARATIONS } from '../declarations/page-selector';
import { CHECKER_COMPILER_OPTIONS, CORVID_TYPES_DIR } from './compiler-options';
import { NativeCompiler, type NativeDiagnostic } from './native';

/**
 * Type-checks the page and backend pieces, each in its own context, with TypeScript's native
 * compiler (native.ts), and parses each piece with TypeScript's JavaScript API for the rules:
 * they walk its syntax tree and follow a variable to its initializer (rules/scopes.ts), which
 * needs the piece's own names only, not the libraries.
 */

const DECLARATIONS = new Map([
  ['declarations/corvid-fixes.d.ts', CORVID_FIXES],
  ['declarations/elements.d.ts', ELEMENT_DECLARATIONS],
  ['declarations/frontend-modules.d.ts', FRONTEND_MODULE_DECLARATIONS],
  ['declarations/backend-modules.d.ts', BACKEND_MODULE_DECLARATIONS],
  ['declarations/node.d.ts', NODE_DECLARATIONS],
  ['declarations/page-selector.d.ts', PAGE_SELECTOR_DECLARATIONS],
]);

const PAGE_FILE = 'page.js';
const ELEMENTS_MAP_FILE = 'elementsMap.d.ts';
/** The backend piece in its own context. */
const BACKEND_FILE = 'server/backend.js';
/** Where the page's imports of the backend piece find it (the page context's `paths`). */
const BACKEND_COPIES = 'backend';
const PAGE_PROJECT = 'page.tsconfig.json';
const BACKEND_PROJECT = 'backend.tsconfig.json';

/**
 * Page context: corvid's types/pages/index.d.ts without its $w.d.ts, whose selector typing
 * declarations/page-selector replaces. Frontend and backend module names are declared in both
 * contexts; the rules police who imports what.
 */
const PAGE_CONFIG = {
  compilerOptions: {
    ...CHECKER_COMPILER_OPTIONS,
    paths: { 'backend/*': ['./backend/*'], '/backend/*': ['./backend/*'] },
  },
  files: [
    path.join(CORVID_TYPES_DIR, 'common', 'anyProperties.d.ts'),
    path.join(CORVID_TYPES_DIR, 'common', 'emptyBuffer.d.ts'),
    path.join(CORVID_TYPES_DIR, 'common', 'declaration.d.ts'),
    'declarations/page-selector.d.ts',
    'declarations/corvid-fixes.d.ts',
    'declarations/elements.d.ts',
    'declarations/frontend-modules.d.ts',
    'declarations/backend-modules.d.ts',
    ELEMENTS_MAP_FILE,
    PAGE_FILE,
  ],
};

const BACKEND_CONFIG = {
  compilerOptions: CHECKER_COMPILER_OPTIONS,
  files: [
    path.join(CORVID_TYPES_DIR, 'backend', 'index.d.ts'),
    'declarations/corvid-fixes.d.ts',
    'declarations/frontend-modules.d.ts',
    'declarations/backend-modules.d.ts',
    'declarations/node.d.ts',
    BACKEND_FILE,
  ],
};

export interface TypecheckedPiece {
  /** The piece parsed by TypeScript's JavaScript API, for the rules and for line numbers. */
  sourceFile: ts.SourceFile;
  /** Syntax errors when there are any (semantic checking of broken code is noise), else semantic. */
  diagnostics: readonly NativeDiagnostic[];
}

export interface BackendForPage {
  code: string;
  /** Whether a page import specifier names this backend module. */
  matches(specifier: string): boolean;
}

export interface TypecheckRequest {
  page?: { code: string; elementsMap: string };
  backend?: BackendForPage;
}

export interface TypecheckResult {
  page?: TypecheckedPiece;
  backend?: TypecheckedPiece;
}

export class PieceTypechecker {
  private compiler: NativeCompiler | undefined;

  /**
   * A compiler that dies (killed, out of memory) fails the check it was running: the check runs
   * again, once, on a new compiler, and a compiler that fails twice on the same input fails it.
   */
  check(request: TypecheckRequest): TypecheckResult {
    try {
      return this.checkOnce(request);
    } catch {
      this.close();
      return this.checkOnce(request);
    }
  }

  private checkOnce(request: TypecheckRequest): TypecheckResult {
    const compiler = (this.compiler ??= new NativeCompiler(
      new Map([...DECLARATIONS, [PAGE_FILE, ''], [ELEMENTS_MAP_FILE, ''], [BACKEND_FILE, '']]),
      new Map<string, object>([
        [PAGE_PROJECT, PAGE_CONFIG],
        [BACKEND_PROJECT, BACKEND_CONFIG],
      ]),
    ));
    const { page, backend } = request;
    const changes = new Map<string, string | null>(
      compiler.writtenUnder(BACKEND_COPIES).map((name) => [name, null]),
    );
    if (page) {
      changes.set(PAGE_FILE, page.code);
      changes.set(ELEMENTS_MAP_FILE, page.elementsMap);
      if (backend) {
        for (const name of backendCopyNames(page.code, backend)) changes.set(name, backend.code);
      }
    }
    if (backend) changes.set(BACKEND_FILE, backend.code);
    compiler.update(changes);
    return {
      ...(page ? { page: piece(compiler, PAGE_PROJECT, PAGE_FILE, page.code) } : {}),
      ...(backend ? { backend: piece(compiler, BACKEND_PROJECT, BACKEND_FILE, backend.code) } : {}),
    };
  }

  compilerPid(): number | undefined {
    return this.compiler?.pid;
  }

  close(): void {
    const compiler = this.compiler;
    this.compiler = undefined;
    try {
      compiler?.close();
    } catch {
      // Its process is gone already (the directory is removed either way).
    }
  }
}

/**
 * The files the page's imports of the backend piece resolve to through the page context's
 * `paths`. The specifiers come from the code being checked, so only a plain path under backend/
 * becomes a file name: no `..` or `.` segment (a write outside the directory), no empty segment,
 * none longer than the file system takes. An import refused here stays unresolved and is
 * reported as an unknown module.
 */
function backendCopyNames(code: string, backend: BackendForPage): string[] {
  const { importedFiles } = ts.preProcessFile(code, true, true);
  const names = importedFiles
    .map((file) => file.fileName)
    .filter((specifier) => backend.matches(specifier))
    .map((specifier) => {
      const name = specifier.replace(/^\/+/, '');
      return name.endsWith('.js') ? name : `${name}.js`;
    });
  return names.filter(isPlainBackendPath);
}

const MAX_SEGMENT_BYTES = 200;

function isPlainBackendPath(name: string): boolean {
  const segments = name.split('/');
  return (
    segments[0] === 'backend' &&
    segments.every(
      (segment) =>
        segment !== '' &&
        segment !== '.' &&
        segment !== '..' &&
        !segment.includes('\0') &&
        Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES,
    )
  );
}

function piece(
  compiler: NativeCompiler,
  project: string,
  fileName: string,
  code: string,
): TypecheckedPiece {
  return {
    sourceFile: ts.createSourceFile(compiler.file(fileName), code, ts.ScriptTarget.ES2020, true),
    diagnostics: compiler.diagnostics(project, fileName),
  };
}
