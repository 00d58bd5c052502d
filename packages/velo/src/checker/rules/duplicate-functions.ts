import ts from 'typescript';

import { isFunctionNode, walk } from './ast';
import type { RuleContext } from './context';

/**
 * Rule duplicate-function: two function declarations of one name in one scope. TypeScript says
 * nothing about it in JavaScript, where a script allows it, but Wix runs page code and web modules
 * as ES modules (strict): twice at the top of the file or in one block is a SyntaxError
 * ("Identifier … has already been declared") and none of the piece runs; twice at the top of a
 * function body is allowed and the later silently replaces the earlier, so every call runs the
 * second (a page whose two loaders share a name loads one thing twice and the other never).
 */
export function checkDuplicateFunctions(ctx: RuleContext): void {
  walk(ctx.sourceFile, (node) => {
    const statements = statementsOf(node);
    if (!statements) return;
    const first = new Map<string, ts.FunctionDeclaration>();
    for (const statement of statements) {
      if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) continue;
      const name = statement.name.text;
      const earlier = first.get(name);
      if (!earlier) {
        first.set(name, statement);
        continue;
      }
      const line = ctx.sourceFile.getLineAndCharacterOfPosition(earlier.getStart(ctx.sourceFile));
      const twice = `${name} is declared twice in one scope (first on line ${line.line + 1})`;
      if (isFunctionBody(node)) {
        ctx.report(
          statement.name,
          'warning',
          'duplicate-function',
          `${twice}: this later declaration replaces the earlier one, so every call of ${name} runs this one. Give each its own name.`,
        );
      } else {
        ctx.report(
          statement.name,
          'error',
          'duplicate-function',
          `${twice}: Wix runs the code as a module, where that is a SyntaxError ("Identifier '${name}' has already been declared") and none of the code runs. Give each its own name.`,
        );
      }
    }
  });
}

/** The statements of a scope that holds function declarations: the file, a block, a case block. */
function statementsOf(node: ts.Node): readonly ts.Statement[] | undefined {
  if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node)) return node.statements;
  if (ts.isCaseBlock(node)) return node.clauses.flatMap((clause) => [...clause.statements]);
  return undefined;
}

/** A function's own body, where a repeated declaration replaces the earlier (not an error). */
function isFunctionBody(node: ts.Node): boolean {
  return ts.isBlock(node) && node.parent !== undefined && isFunctionNode(node.parent);
}
