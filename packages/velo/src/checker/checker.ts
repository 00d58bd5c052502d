import type { BackendModule, Diagnostic, PieceName } from '../types';
import type { SiteStructure } from '../structure';
import { checkHtml } from './html/rules';
import { importsBackendModule } from './modules';
import { elementsMapSource } from './program/element-map';
import { convertTsDiagnostics } from './program/ts-diagnostics';
import { backendFileName, type BackendForPage, PieceTypechecker } from './program/typecheck';
import { createRuleContext } from './rules/context';
import { checkBackendImports, checkPageImports } from './rules/imports';
import { checkRepeaterData } from './rules/repeater-data';
import { checkSelectors, findSelectorCalls } from './rules/selectors';
import { checkWebMethodImports, checkWebMethodsWrapped } from './rules/web-methods';
import { checkWixData } from './rules/wix-data';

export interface CheckInput {
  frontendCode: string;
  backendCode: string;
  htmlCode: string;
}

export interface CheckOptions {
  /** The backend piece's file and import path; without it every 'backend/...' import means it. */
  backendModule?: BackendModule;
}

export interface VeloChecker {
  /** In this thread (createChecker) or on worker threads (createCheckerPool). */
  check(
    pieces: CheckInput,
    structure: SiteStructure,
    options?: CheckOptions,
  ): Diagnostic[] | Promise<Diagnostic[]>;
}

/** The checker in this thread: answers synchronously. */
export interface InProcessChecker extends VeloChecker {
  check(pieces: CheckInput, structure: SiteStructure, options?: CheckOptions): Diagnostic[];
}

/** Where the backend piece is served when the caller did not say which module it is. */
const DEFAULT_BACKEND_PATH = 'backend/module.web.js';

const PIECE_ORDER: Record<PieceName, number> = { frontend: 0, backend: 1, html: 2 };

/**
 * A checker keeps its parsed libraries and corvid declarations between checks, so create one and
 * reuse it: the first check pays for parsing them, the following ones do not.
 */
export function createChecker(): InProcessChecker {
  const typechecker = new PieceTypechecker();
  return {
    check(pieces, structure, options = {}) {
      const backendModule = options.backendModule;
      const backend: BackendForPage | undefined = pieces.backendCode.trim()
        ? {
            fileName: backendFileName(backendModule?.path ?? DEFAULT_BACKEND_PATH),
            code: pieces.backendCode,
            matches: (specifier) => importsBackendModule(specifier, backendModule),
          }
        : undefined;
      const out: Diagnostic[] = [];
      if (pieces.frontendCode.trim()) {
        out.push(...checkPage(typechecker, pieces.frontendCode, structure, backendModule, backend));
      }
      if (backend) out.push(...checkBackend(typechecker, backend, structure, backendModule));
      if (pieces.htmlCode.trim()) out.push(...checkHtml(pieces.htmlCode, structure));
      return sortDiagnostics(out);
    },
  };
}

function checkPage(
  typechecker: PieceTypechecker,
  code: string,
  structure: SiteStructure,
  backendModule: BackendModule | undefined,
  backend: BackendForPage | undefined,
): Diagnostic[] {
  const { program, sourceFile, diagnostics } = typechecker.checkPage(
    code,
    elementsMapSource(structure),
    backend,
  );
  const selectorCalls = findSelectorCalls(sourceFile);
  const out = convertTsDiagnostics(diagnostics, {
    piece: 'frontend',
    sourceFile,
    isGeneratedBackend: (specifier) => backend?.matches(specifier) ?? false,
    generatedBackend: backend && backendModule ? backendModule.importPath : undefined,
  });
  const ctx = createRuleContext(
    {
      piece: 'frontend',
      sourceFile,
      checker: program.getTypeChecker(),
      structure,
      backendModule,
    },
    out,
  );
  checkSelectors(ctx, selectorCalls);
  checkRepeaterData(ctx, selectorCalls);
  checkWixData(ctx);
  checkPageImports(ctx);
  const backendFile = backend && program.getSourceFile(backend.fileName);
  if (backendFile) checkWebMethodImports(ctx, backendFile, backendModule);
  return out;
}

function checkBackend(
  typechecker: PieceTypechecker,
  backend: BackendForPage,
  structure: SiteStructure,
  backendModule: BackendModule | undefined,
): Diagnostic[] {
  const { program, sourceFile, diagnostics } = typechecker.checkBackend(
    backend.fileName,
    backend.code,
  );
  const out = convertTsDiagnostics(diagnostics, {
    piece: 'backend',
    sourceFile,
    isGeneratedBackend: () => false,
    generatedBackend: undefined,
  });
  const ctx = createRuleContext(
    {
      piece: 'backend',
      sourceFile,
      checker: program.getTypeChecker(),
      structure,
      backendModule,
    },
    out,
  );
  checkBackendImports(ctx);
  checkWebMethodsWrapped(ctx);
  checkWixData(ctx);
  return out;
}

function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics
    .filter((d) => {
      const key = `${d.piece}:${d.line}:${d.column}:${d.code}:${d.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        PIECE_ORDER[a.piece] - PIECE_ORDER[b.piece] ||
        a.line - b.line ||
        a.column - b.column ||
        a.code.localeCompare(b.code),
    );
}
