import ts from 'typescript';

import { KNOWN_VELO_TYPES } from '../structure';
import {
  declaredNames,
  isStringLike,
  preferredQuote,
  quoted,
  replaceString,
  stringLiteralAt,
} from './ast';
import { selectorCalls } from './elements';
import { FixBuilder, type FixContext, type FixOutcome } from './fixes';
import { nearest } from '../similarity';

/**
 * Selectors that match nothing: an id that is not declared (a typo, a renamed element), a
 * missing '#' (`$w('title')` selects the element *type* "title", so it returns an empty list and
 * every method call throws `$w(...).x is not a function`), or an unquoted id (`$w(title)`, a
 * ReferenceError). Each is pointed at the closest declared id when one is clearly meant.
 */

const TYPE_SELECTORS: readonly string[] = [...KNOWN_VELO_TYPES, 'Document'];

type Reason = 'undeclared' | 'missing-hash' | 'both';

interface PartChange {
  from: string;
  to: string;
  reason: Reason;
}

interface SelectorFix {
  text: string;
  changes: PartChange[];
  unresolved: string[];
}

function fixPart(token: string, ids: readonly string[]): PartChange | 'ok' | 'unresolved' {
  if (token === '' || token.startsWith('@') || TYPE_SELECTORS.includes(token)) return 'ok';
  if (token.startsWith('#')) {
    const id = token.slice(1);
    if (ids.includes(id)) return 'ok';
    const near = nearest(id, ids);
    return near ? { from: token, to: `#${near}`, reason: 'undeclared' } : 'unresolved';
  }
  if (ids.includes(token)) return { from: token, to: `#${token}`, reason: 'missing-hash' };
  if (!/^[A-Za-z]\w*$/.test(token)) return 'ok';
  const near = nearest(token, ids);
  return near ? { from: token, to: `#${near}`, reason: 'both' } : 'unresolved';
}

/** Fixes each comma-separated part of a selector string, keeping its spacing. */
export function fixSelectorText(selector: string, ids: readonly string[]): SelectorFix {
  const changes: PartChange[] = [];
  const unresolved: string[] = [];
  const parts = selector.split(',').map((part) => {
    const token = part.trim();
    const result = fixPart(token, ids);
    if (result === 'ok') return part;
    if (result === 'unresolved') {
      unresolved.push(token);
      return part;
    }
    changes.push(result);
    return part.replace(token, result.to);
  });
  return { text: parts.join(','), changes, unresolved };
}

function describe(change: PartChange): string {
  const to = `\`${change.to}\``;
  switch (change.reason) {
    case 'missing-hash':
      return `\`${change.from}\` has no '#', so Velo read it as an element type and found nothing; changed to ${to}.`;
    case 'undeclared':
      return `\`${change.from}\` is not one of the declared element ids; changed to ${to}, the closest declared id.`;
    case 'both':
      return `\`${change.from}\` has no '#' and is not a declared element id; changed to ${to}, the closest declared id.`;
  }
}

function adviseUnresolved(fix: FixBuilder, token: string): void {
  fix.warn(
    token.startsWith('#')
      ? `\`${token}\` is not one of the declared element ids and none is close enough to guess: check the element's id in the editor (Properties panel) and on which page it is.`
      : `\`$w('${token}')\` has no '#': if \`${token}\` is an element id, write \`$w('#${token}')\`.`,
  );
}

export function fixSelectors(code: string, ctx: FixContext): FixOutcome {
  const fix = new FixBuilder(code, ctx);
  const ids = ctx.structure.elements.map((e) => e.id);
  if (ids.length === 0) return fix.done();
  const handled = new Set<ts.Node>();

  const fixLiteral = (literal: ts.StringLiteralLike): void => {
    if (handled.has(literal)) return;
    handled.add(literal);
    const result = fixSelectorText(literal.text, ids);
    result.unresolved.forEach((token) => adviseUnresolved(fix, token));
    if (result.changes.length === 0) return;
    fix.edit(replaceString(fix.sf, literal, result.text));
    for (const change of result.changes) fix.note(literal.getStart(fix.sf), describe(change));
  };

  const declared = declaredNames(fix.sf);
  const quote = preferredQuote(fix.sf);
  for (const call of selectorCalls(fix.sf)) {
    const argument = call.arguments[0];
    if (!argument) continue;
    if (isStringLike(argument)) fixLiteral(argument);
    else if (ts.isIdentifier(argument) && !declared.has(argument.text)) {
      // `$w(title)`: an undeclared variable where the id string was meant.
      const id = nearest(argument.text, ids);
      if (!id) continue;
      fix.edit({
        start: argument.getStart(fix.sf),
        end: argument.getEnd(),
        text: quoted(`#${id}`, quote),
      });
      fix.note(
        argument.getStart(fix.sf),
        `\`${argument.text}\` was passed to the selector without quotes, so it is an undefined variable ("${argument.text} is not defined"); changed to ${quoted(`#${id}`, quote)}.`,
      );
    }
  }

  // The checker may point at selector strings built outside a `$w(...)` call (lists of ids).
  for (const target of ctx.targets) {
    if (target.code !== 'unknown-element-id' && target.code !== 'selector-missing-hash') continue;
    const literal = stringLiteralAt(fix.sf, target.pos);
    if (literal) fixLiteral(literal);
  }
  return fix.done();
}
