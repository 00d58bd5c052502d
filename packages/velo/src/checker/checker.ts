import type { BackendModule, Diagnostic, PieceName } from '../types';
import type { SiteStructure } from '../structure';
import { checkHtml } from './html/rules';
import { importsBackendModule } from './modules';
import { elementsMapSource } from './program/element-map';
import { convertTsDiagnostics } from './program/ts-diagnostics';
import { type BackendForPage, PieceTypechecker, type TypecheckedPiece } from './program/typecheck';
import { createRuleContext } from './rules/context';
import { createScopes } from './rules/scopes';
import { checkDuplicateFunctions } from './rules/duplicate-functions';
import { checkBackendImports, checkPageImports } from './rules/imports';
import { checkRepeaterData } from './rules/repeater-data';
import { checkItemReadyOrder } from './rules/repeater-handler-order';
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

const PIECE_ORDER: Record<PieceName, number> = { frontend: 0, backend: 1, html: 2 };

/** The checker in this thread, with the native compiler it runs beside it. */
export interface LocalChecker extends InProcessChecker {
  /** The compiler's process id once the first check has started it. */
  compilerPid(): number | undefined;
  /** Stops the compiler; a later check starts another. */
  close(): void;
}

/**
 * A checker keeps TypeScript's native compiler running with the libraries and corvid declarations
 * parsed, so create one and reuse it: the first check pays for starting it, the following ones do
 * not.
 */
export function createChecker(): LocalChecker {
  const typechecker = new PieceTypechecker();
  return {
    check(pieces, structure, options = {}) {
      const backendModule = options.backendModule;
      const backend: BackendForPage | undefined = pieces.backendCode.trim()
        ? {
            code: pieces.backendCode,
            matches: (specifier) => importsBackendModule(specifier, backendModule),
          }
        : undefined;
      const typed = typechecker.check({
        ...(pieces.frontendCode.trim()
          ? { page: { code: pieces.frontendCode, elementsMap: elementsMapSource(structure) } }
          : {}),
        ...(backend ? { backend } : {}),
      });
      const out: Diagnostic[] = [];
      if (typed.page) {
        out.push(...checkPage(typed.page, structure, backendModule, backend, typed.backend));
      }
      if (typed.backend) out.push(...checkBackend(typed.backend, structure, backendModule));
      if (pieces.htmlCode.trim()) out.push(...checkHtml(pieces.htmlCode, structure));
      return sortDiagnostics(out);
    },
    compilerPid: () => typechecker.compilerPid(),
    close: () => typechecker.close(),
  };
}

function checkPage(
  { sourceFile, diagnostics }: TypecheckedPiece,
  structure: SiteStructure,
  backendModule: BackendModule | undefined,
  backend: BackendForPage | undefined,
  typedBackend: TypecheckedPiece | undefined,
): Diagnostic[] {
  const selectorCalls = findSelectorCalls(sourceFile);
  const out = convertTsDiagnostics(diagnostics, {
    piece: 'frontend',
    sourceFile,
    isGeneratedBackend: (specifier) => backend?.matches(specifier) ?? false,
    generatedBackend: backend && backendModule ? backendModule.importPath : undefined,
  });
  const ctx = createRuleContext(
    { piece: 'frontend', sourceFile, scopes: createScopes(), structure, backendModule },
    out,
  );
  checkSelectors(ctx, selectorCalls);
  checkRepeaterData(ctx, selectorCalls);
  checkItemReadyOrder(ctx, selectorCalls);
  checkWixData(ctx);
  checkDuplicateFunctions(ctx);
  checkPageImports(ctx);
  if (typedBackend) checkWebMethodImports(ctx, typedBackend.sourceFile, backendModule);
  return out;
}

function checkBackend(
  { sourceFile, diagnostics }: TypecheckedPiece,
  structure: SiteStructure,
  backendModule: BackendModule | undefined,
): Diagnostic[] {
  const out = convertTsDiagnostics(diagnostics, {
    piece: 'backend',
    sourceFile,
    isGeneratedBackend: () => false,
    generatedBackend: undefined,
  });
  const ctx = createRuleContext(
    { piece: 'backend', sourceFile, scopes: createScopes(), structure, backendModule },
    out,
  );
  checkBackendImports(ctx);
  checkWebMethodsWrapped(ctx);
  checkWixData(ctx);
  checkDuplicateFunctions(ctx);
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
