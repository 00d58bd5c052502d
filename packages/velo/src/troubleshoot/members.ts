import ts from 'typescript';

import { GETTER_ONLY, hasMember, meantMember } from './element-members';
import { selectedId, selectorCalls } from './elements';
import { FixBuilder, type FixContext, type FixOutcome } from './fixes';

/**
 * The selector found the element, but the code uses a member its type does not have: a Text has
 * `text`, not `value`; a Button has `label`, not `text`; `hidden` can only be read. Renames are
 * made when the user's error names the member or the user declared the element's type; otherwise
 * the type is only a guess from the id and the finding is reported, not acted on.
 */

/** Members the error text says were missing: `.x is not a function`, `(reading 'x')`. */
function membersInError(errorDetails: string): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /\.\s*([A-Za-z_$][\w$]*) is not a function/g,
    /(?:reading|setting) '([A-Za-z_$][\w$]*)'/g,
    /[Pp]roperty '([A-Za-z_$][\w$]*)' does not exist/g,
  ];
  for (const pattern of patterns)
    for (const match of errorDetails.matchAll(pattern)) if (match[1]) found.add(match[1]);
  return found;
}

export function fixMembers(code: string, ctx: FixContext): FixOutcome {
  const fix = new FixBuilder(code, ctx);
  const named = membersInError(ctx.errorDetails);
  const presentButFailing = new Set<string>();

  for (const call of selectorCalls(fix.sf)) {
    const id = selectedId(call);
    const element = id ? ctx.structure.byId.get(id) : undefined;
    const access = call.parent;
    if (!element?.veloType || !ts.isPropertyAccessExpression(access) || access.expression !== call)
      continue;
    const member = access.name.text;
    const veloType = element.veloType;
    const assignment = access.parent;

    const getterOnly = GETTER_ONLY[member];
    if (
      getterOnly &&
      ts.isBinaryExpression(assignment) &&
      assignment.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      assignment.left === access &&
      ts.isExpressionStatement(assignment.parent) &&
      (assignment.right.kind === ts.SyntaxKind.TrueKeyword ||
        assignment.right.kind === ts.SyntaxKind.FalseKeyword)
    ) {
      const method =
        assignment.right.kind === ts.SyntaxKind.TrueKeyword
          ? getterOnly.whenTrue
          : getterOnly.whenFalse;
      const selector = call.getText(fix.sf);
      fix.edit({
        start: assignment.getStart(fix.sf),
        end: assignment.getEnd(),
        text: `${selector}.${method}()`,
      });
      fix.note(
        assignment.getStart(fix.sf),
        `\`${member}\` can only be read (setting it does nothing); changed \`${assignment.getText(fix.sf)}\` to \`${selector}.${method}()\`.`,
      );
      continue;
    }

    const has = hasMember(veloType, member);
    if (has === true && named.has(member)) presentButFailing.add(`#${id}`);
    if (has !== false) continue;
    const nameStart = access.name.getStart(fix.sf);
    const checkerSaysSo = ctx.targets.some(
      (t) => t.pos >= nameStart && t.pos < access.name.getEnd() && t.message.includes(member),
    );
    const declaredType = element.source === 'hierarchy' || element.customType !== undefined;
    const mentioned = named.has(member) || fix.mentions(member) || checkerSaysSo;
    const meant = meantMember(veloType, member);
    const what = declaredType
      ? `\`#${id}\` is a ${veloType} element`
      : `\`#${id}\` is a ${veloType} element (going by its id)`;
    if (meant && (mentioned || declaredType)) {
      fix.edit({ start: nameStart, end: access.name.getEnd(), text: meant });
      fix.note(nameStart, `${what}, which has no \`${member}\`; changed to \`${meant}\`.`);
    } else if (mentioned) {
      fix.warn(
        meant
          ? `${what}, which has no \`${member}\`: use \`${meant}\` if the element really is a ${veloType}.`
          : `${what}, which has no \`${member}\`: check the element's type in the editor, or use a member a ${veloType} has.`,
      );
    }
  }

  // Only when nothing else explains the error: an earlier fix may already have been the cause.
  if (ctx.fixedSoFar > 0) return fix.done();
  for (const selector of presentButFailing) {
    fix.warn(
      `${selector} is declared and its type has the member the error names, so the element is probably missing on this page: check that an element with exactly that id exists on the page the code belongs to (not only on another page or in the site header).`,
    );
  }
  return fix.done();
}
