import type ts from 'typescript';

import type { BackendModule, Diagnostic, PieceName, Severity } from '../../types';
import type { SiteStructure } from '../../structure';
import type { PieceScopes } from './scopes';

/** What every rule gets: one parsed, type-checked piece and the declared site. */
export interface RuleContext {
  piece: PieceName;
  sourceFile: ts.SourceFile;
  /** Which variable a name refers to: rules follow variables to their initializers. */
  scopes: PieceScopes;
  structure: SiteStructure;
  backendModule: BackendModule | undefined;
  report(at: ts.Node | number, severity: Severity, code: string, message: string): void;
}

export function createRuleContext(
  base: Omit<RuleContext, 'report'>,
  out: Diagnostic[],
): RuleContext {
  return {
    ...base,
    report(at, severity, code, message) {
      const start = typeof at === 'number' ? at : at.getStart(base.sourceFile);
      const { line, character } = base.sourceFile.getLineAndCharacterOfPosition(start);
      out.push({
        piece: base.piece,
        line: line + 1,
        column: character + 1,
        severity,
        code,
        message,
      });
    },
  };
}
