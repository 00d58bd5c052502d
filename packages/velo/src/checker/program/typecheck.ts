import path from 'node:path';

import ts from 'typescript';

import { BACKEND_MODULE_DECLARATIONS, NODE_DECLARATIONS } from '../declarations/backend-modules';
import { CORVID_FIXES } from '../declarations/corvid-fixes';
import { ELEMENT_DECLARATIONS } from '../declarations/elements';
import { FRONTEND_MODULE_DECLARATIONS } from '../declarations/frontend-modules';
import { PAGE_SELECTOR_DECLARATIONS } from '../declarations/page-selector';
import { checkerCompilerOptions, CORVID_TYPES_DIR, SourceFileStore, VIRTUAL_DIR } from './host';

/**
 * Builds one program per context (page, backend) and type-checks one piece in it. The last program
 * of each context is passed as `oldProgram` to the next, and all unchanged SourceFiles come from
 * the shared store, so a warm check re-parses only the changed pieces.
 */

const DECLARATIONS = {
  corvidFixes: `${VIRTUAL_DIR}/declarations/corvid-fixes.d.ts`,
  elements: `${VIRTUAL_DIR}/declarations/elements.d.ts`,
  frontendModules: `${VIRTUAL_DIR}/declarations/frontend-modules.d.ts`,
  backendModules: `${VIRTUAL_DIR}/declarations/backend-modules.d.ts`,
  node: `${VIRTUAL_DIR}/declarations/node.d.ts`,
  pageSelector: `${VIRTUAL_DIR}/declarations/page-selector.d.ts`,
};

const PAGE_FILE = `${VIRTUAL_DIR}/page.js`;
const ELEMENTS_MAP_FILE = `${VIRTUAL_DIR}/elementsMap.d.ts`;

/**
 * Page context: corvid's types/pages/index.d.ts without its $w.d.ts, whose selector typing
 * declarations/page-selector replaces. Frontend and backend module names are declared in both
 * contexts; the rules police who imports what.
 */
const PAGE_ROOTS = [
  path.join(CORVID_TYPES_DIR, 'common', 'anyProperties.d.ts'),
  path.join(CORVID_TYPES_DIR, 'common', 'emptyBuffer.d.ts'),
  path.join(CORVID_TYPES_DIR, 'common', 'declaration.d.ts'),
  DECLARATIONS.pageSelector,
  DECLARATIONS.corvidFixes,
  DECLARATIONS.elements,
  DECLARATIONS.frontendModules,
  DECLARATIONS.backendModules,
  ELEMENTS_MAP_FILE,
];

const BACKEND_ROOTS = [
  path.join(CORVID_TYPES_DIR, 'backend', 'index.d.ts'),
  DECLARATIONS.corvidFixes,
  DECLARATIONS.frontendModules,
  DECLARATIONS.backendModules,
  DECLARATIONS.node,
];

/** The virtual file the backend piece is served as: always a .js name, since a .jsw is JavaScript. */
export function backendFileName(modulePath: string): string {
  const jsPath = modulePath.endsWith('.js') ? modulePath : `${modulePath}.js`;
  return `${VIRTUAL_DIR}/${jsPath.replace(/^\/+/, '')}`;
}

export interface TypecheckedPiece {
  program: ts.Program;
  sourceFile: ts.SourceFile;
  /** Syntax errors when there are any (semantic checking of broken code is noise), else semantic. */
  diagnostics: readonly ts.Diagnostic[];
  hasSyntaxErrors: boolean;
}

export interface BackendForPage {
  fileName: string;
  code: string;
  /** Whether a page import specifier names this backend module. */
  matches(specifier: string): boolean;
}

export class PieceTypechecker {
  private readonly store = new SourceFileStore();
  private lastPageProgram: ts.Program | undefined;
  private lastBackendProgram: ts.Program | undefined;

  constructor() {
    this.store.addFixed(DECLARATIONS.corvidFixes, CORVID_FIXES);
    this.store.addFixed(DECLARATIONS.elements, ELEMENT_DECLARATIONS);
    this.store.addFixed(DECLARATIONS.frontendModules, FRONTEND_MODULE_DECLARATIONS);
    this.store.addFixed(DECLARATIONS.backendModules, BACKEND_MODULE_DECLARATIONS);
    this.store.addFixed(DECLARATIONS.node, NODE_DECLARATIONS);
    this.store.addFixed(DECLARATIONS.pageSelector, PAGE_SELECTOR_DECLARATIONS);
  }

  checkPage(code: string, elementsMap: string, backend?: BackendForPage): TypecheckedPiece {
    const texts = new Map([
      [PAGE_FILE, code],
      [ELEMENTS_MAP_FILE, elementsMap],
    ]);
    if (backend) texts.set(backend.fileName, backend.code);
    const host = this.store.createHost(texts, (specifier) =>
      backend?.matches(specifier) ? backend.fileName : undefined,
    );
    const program = ts.createProgram({
      rootNames: [...PAGE_ROOTS, PAGE_FILE],
      options: checkerCompilerOptions(),
      host,
      ...(this.lastPageProgram ? { oldProgram: this.lastPageProgram } : {}),
    });
    this.lastPageProgram = program;
    return typecheck(program, PAGE_FILE);
  }

  checkBackend(fileName: string, code: string): TypecheckedPiece {
    const host = this.store.createHost(new Map([[fileName, code]]), () => undefined);
    const program = ts.createProgram({
      rootNames: [...BACKEND_ROOTS, fileName],
      options: checkerCompilerOptions(),
      host,
      ...(this.lastBackendProgram ? { oldProgram: this.lastBackendProgram } : {}),
    });
    this.lastBackendProgram = program;
    return typecheck(program, fileName);
  }
}

function typecheck(program: ts.Program, fileName: string): TypecheckedPiece {
  const sourceFile = program.getSourceFile(fileName);
  if (!sourceFile) throw new Error(`The checker's program lost its own file ${fileName}`);
  const syntax = program.getSyntacticDiagnostics(sourceFile);
  const hasSyntaxErrors = syntax.some((d) => d.category === ts.DiagnosticCategory.Error);
  return {
    program,
    sourceFile,
    diagnostics: hasSyntaxErrors ? syntax : program.getSemanticDiagnostics(sourceFile),
    hasSyntaxErrors,
  };
}
