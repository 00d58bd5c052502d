import type ts from 'typescript';

import type { BackendModule, Diagnostic, PieceName, Severity } from '../../types';
import type { SiteStructure } from '../../structure';

/** What every rule gets: one parsed, type-checked piece and the declared site. */
export interface RuleContext {
  piece: PieceName;
  sourceFile: ts.SourceFile;
  /** From the piece's program: rules use it only to follow a variable to its initializer. */
  checker: ts.TypeChecker;
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
