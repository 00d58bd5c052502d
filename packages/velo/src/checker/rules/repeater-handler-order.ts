import ts from 'typescript';

import { enclosingFunction, walk } from './ast';
import type { RuleContext } from './context';
import { dataAssignment } from './repeater-data';
import { type SelectorCall, selectedId } from './selectors';

/**
 * Rule item-ready-after-data: `onItemReady` registered after `data` was assigned to the same
 * repeater in the same function (velo-reference.md section 4, rule idea 4 of section 13). Wix
 * documents registering the handler first; the runtime happens to replay it for items that
 * already exist, but generated code should not rely on that. Assignments in other functions
 * (a loader called later) are not compared: their order depends on when they run.
 */
export function checkItemReadyOrder(
  ctx: RuleContext,
  selectorCalls: readonly SelectorCall[],
): void {
  const byCall = new Map(selectorCalls.map((s) => [s.call, s]));
  // The first `data` assignment to each repeater id, per function (or the file's top level).
  const assignedIn = new Map<ts.Node, Map<string, ts.Node>>();
  const scopeOf = (node: ts.Node): ts.Node => enclosingFunction(node) ?? ctx.sourceFile;
  // walk visits nodes in source order, so an assignment seen already is an earlier one.
  walk(ctx.sourceFile, (node) => {
    const assignment = dataAssignment(node);
    const assignedId = assignment && selectedId(ctx, byCall, assignment.element);
    if (assignedId !== undefined) {
      const assigned = assignedIn.get(scopeOf(node)) ?? new Map<string, ts.Node>();
      if (!assigned.has(assignedId)) assigned.set(assignedId, node);
      assignedIn.set(scopeOf(node), assigned);
      return;
    }
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    if (node.expression.name.text !== 'onItemReady') return;
    const id = selectedId(ctx, byCall, node.expression.expression);
    const earlier = id === undefined ? undefined : assignedIn.get(scopeOf(node))?.get(id);
    if (!earlier) return;
    const line = ctx.sourceFile.getLineAndCharacterOfPosition(earlier.getStart(ctx.sourceFile));
    ctx.report(
      node,
      'warning',
      'item-ready-after-data',
      `onItemReady on '#${id}' is registered after its data is set (line ${line.line + 1}): register it first, as Wix documents, since items set before the handler exists are not guaranteed to be prepared by it.`,
    );
  });
}
