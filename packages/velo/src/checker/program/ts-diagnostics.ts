import ts from 'typescript';
import type { DiagnosticCategory } from 'typescript-native/unstable/sync';

import type { Diagnostic, PieceName, Severity } from '../../types';
import {
  isBackendOnlyModule,
  isBackendSpecifier,
  isNodeBuiltin,
  KNOWN_WIX_MODULES,
} from '../modules';
import { closest } from '../suggest';
import { loadNativeApi, type NativeDiagnostic } from './native';

/**
 * TypeScript's findings as checker Diagnostics (code `ts<number>`). A few are dropped or replaced
 * because a checker rule says the same thing better, or because they are noise in generated JS.
 */

/**
 * Dropped everywhere:
 * - 2362, 2363: arithmetic on a non-number, e.g. `new Date() - start`. Valid, common JavaScript
 *   (Dates coerce to numbers); TypeScript only objects because it wants `.getTime()`.
 * Not listed because the options already keep them quiet in JS: implicit any (7005-7034: never
 * reported for JS), unused locals (6133: noUnusedLocals off), possibly-null (2531, 18047-18049:
 * strict off, as in the Wix editor), suggestions and deprecation hints (not errors), and corvid's
 * "not assignable to WixElementSelector" (declarations/page-selector types unknown selectors as
 * any; the selector rules report them).
 */
const IGNORED_CODES = new Set([2362, 2363]);

/**
 * Cannot find module: 2307; 2792 is its moduleResolution-hint variant; 2591 is what TypeScript
 * says instead for Node's built-in module names.
 */
const MODULE_NOT_FOUND = new Set([2307, 2591, 2792]);

/** Import of a name the module does not export, or of a file that is not a module. */
const NOT_EXPORTED = new Set([2305, 2306, 2459, 2460, 2614]);

export interface TsConversion {
  piece: PieceName;
  sourceFile: ts.SourceFile;
  /** Whether a specifier names the backend piece; its export problems are web-method-not-exported. */
  isGeneratedBackend(specifier: string): boolean;
  /** The generated backend module's import path, when there is a backend piece. */
  generatedBackend: string | undefined;
}

export function convertTsDiagnostics(
  diagnostics: readonly NativeDiagnostic[],
  context: TsConversion,
): Diagnostic[] {
  const result: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const converted = convert(diagnostic, context);
    if (converted) result.push(converted);
  }
  return result;
}

function convert(d: NativeDiagnostic, context: TsConversion): Diagnostic | undefined {
  const { sourceFile } = context;
  if (d.fileName !== sourceFile.fileName) return undefined;
  const category = severityOf(d.category);
  if (!category || IGNORED_CODES.has(d.code)) return undefined;
  const replaced = replacement(d.code, d.pos, context);
  if (replaced === null) return undefined;
  const { code, severity, message } = replaced ?? {
    code: `ts${d.code}`,
    severity: category,
    message: flattenMessage(d),
  };
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(d.pos);
  return { piece: context.piece, line: line + 1, column: character + 1, severity, code, message };
}

/** A checker rule's better wording of a TypeScript finding: undefined keeps it, null drops it. */
function replacement(
  code: number,
  start: number,
  context: TsConversion,
): Replacement | null | undefined {
  if (code === 2708 && context.sourceFile.text.startsWith('$w', start)) return null;
  if (!NOT_EXPORTED.has(code) && !MODULE_NOT_FOUND.has(code)) return undefined;
  const specifier = importSpecifierAt(context.sourceFile, start);
  if (specifier === undefined) return undefined;
  if (NOT_EXPORTED.has(code)) return context.isGeneratedBackend(specifier) ? null : undefined;
  return unresolvedModule(specifier, context) ?? null;
}

function severityOf(category: DiagnosticCategory): Severity | undefined {
  const categories = loadNativeApi().DiagnosticCategory;
  if (category === categories.Error) return 'error';
  if (category === categories.Warning) return 'warning';
  return undefined;
}

/** The message and its chain of causes, each on its own line indented by depth (as tsc prints). */
function flattenMessage(d: NativeDiagnostic, depth = 0): string {
  const own = depth === 0 ? d.text : `\n${'  '.repeat(depth)}${d.text}`;
  return own + (d.messageChain ?? []).map((next) => flattenMessage(next, depth + 1)).join('');
}

/** The module specifier of the import or export statement containing `position`. */
function importSpecifierAt(sourceFile: ts.SourceFile, position: number): string | undefined {
  for (const statement of sourceFile.statements) {
    if (position < statement.getStart(sourceFile) || position >= statement.end) continue;
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      return statement.moduleSpecifier.text;
    }
  }
  const dynamic = sourceFile.text.slice(position).match(/^['"`]([^'"`]+)['"`]/);
  return dynamic?.[1];
}

interface Replacement {
  code: string;
  severity: Severity;
  message: string;
}

/** What an unresolved import means in a Velo site, or undefined when a rule already reports it. */
function unresolvedModule(specifier: string, context: TsConversion): Replacement | undefined {
  if (
    context.piece === 'frontend' &&
    (isNodeBuiltin(specifier) || isBackendOnlyModule(specifier))
  ) {
    return undefined;
  }
  const unverified = (message: string): Replacement => ({
    code: 'unverified-module',
    severity: 'info',
    message,
  });
  if (isBackendSpecifier(specifier)) {
    if (context.piece === 'frontend' && context.generatedBackend !== undefined) {
      return {
        code: 'unknown-backend-module',
        severity: 'warning',
        message: `'${specifier}' is not the generated backend module: import from '${context.generatedBackend}'.`,
      };
    }
    return unverified(`'${specifier}' is not part of this code, so calls into it are not checked.`);
  }
  if (specifier.startsWith('public/') || specifier.startsWith('.')) {
    return unverified(`'${specifier}' is not part of this code, so calls into it are not checked.`);
  }
  if (specifier.startsWith('@wix/')) {
    return unverified(
      `The checker has no declarations for '${specifier}'; calls into it are not checked.`,
    );
  }
  if (specifier.startsWith('wix-')) {
    const near = closest(specifier, KNOWN_WIX_MODULES);
    if (near !== undefined && near !== specifier) {
      return {
        code: 'unknown-wix-module',
        severity: 'error',
        message: `There is no Wix module '${specifier}'. Did you mean '${near}'?`,
      };
    }
    return unverified(
      `The checker has no declarations for '${specifier}'; calls into it are not checked.`,
    );
  }
  return {
    code: 'unverified-module',
    severity: 'warning',
    message: `'${specifier}' is not a Wix module: if it is an npm package, install it from the Packages panel first.`,
  };
}
