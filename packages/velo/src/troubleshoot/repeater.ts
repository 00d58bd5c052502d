import ts from 'typescript';

import { indentAt, isFunctionLike, nodeAt, preferredQuote, quoted, walk, type Quote } from './ast';
import { isSelectorCall, selectorNames } from './elements';
import { FixBuilder, type FixContext, type FixOutcome } from './fixes';

/**
 * Repeater data whose objects have no `_id`. The repeater rejects the whole array
 * ("Each item in the items array must have a member named `_id` ...") and keeps showing its
 * placeholder items. Built objects get `_id: String(...)` from their own `id` (often written
 * instead of `_id`), else the source item's id, else their position.
 */

const ID_MESSAGE = /must have a member named [`'"]?_id|repeater-data-without-id/;
const NOT_STRING_MESSAGE = /_id parameter .*must be of type string/;

type Callback = ts.ArrowFunction | ts.FunctionExpression;

/** `$w('#rep').data = ...`, or `rep.data = ...` where `const rep = $w('#rep')`. */
function isDataAssignment(
  node: ts.Node,
  names: ReadonlySet<string>,
  sf: ts.SourceFile,
): node is ts.BinaryExpression {
  if (
    !ts.isBinaryExpression(node) ||
    node.operatorToken.kind !== ts.SyntaxKind.EqualsToken ||
    !ts.isPropertyAccessExpression(node.left) ||
    node.left.name.text !== 'data'
  ) {
    return false;
  }
  const owner = node.left.expression;
  if (isSelectorCall(owner, names)) return true;
  const initializer = ts.isIdentifier(owner)
    ? findVariable(sf, owner.text)?.initializer
    : undefined;
  return !!initializer && isSelectorCall(initializer, names);
}

const isMapCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'map';

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) ? unwrap(node.expression) : node;

/** The object literals a `.map` callback returns (not those of functions nested inside it). */
function returnedObjects(callback: Callback): ts.ObjectLiteralExpression[] {
  if (!ts.isBlock(callback.body)) {
    const body = unwrap(callback.body);
    return ts.isObjectLiteralExpression(body) ? [body] : [];
  }
  const objects: ts.ObjectLiteralExpression[] = [];
  walk(callback.body, (node) => {
    if (isFunctionLike(node)) return false;
    if (ts.isReturnStatement(node) && node.expression) {
      const value = unwrap(node.expression);
      if (ts.isObjectLiteralExpression(value)) objects.push(value);
    }
  });
  return objects;
}

function property(
  object: ts.ObjectLiteralExpression,
  key: string,
): ts.ObjectLiteralElementLike | undefined {
  return object.properties.find(
    (p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key,
  );
}

function valueText(sf: ts.SourceFile, element: ts.ObjectLiteralElementLike): string | null {
  if (ts.isPropertyAssignment(element)) return element.initializer.getText(sf);
  if (ts.isShorthandPropertyAssignment(element)) return element.name.text;
  return null;
}

const isStringValued = (node: ts.Expression): boolean =>
  ts.isStringLiteral(node) ||
  ts.isTemplateExpression(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  (ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'String');

export function fixRepeaterIds(code: string, ctx: FixContext): FixOutcome {
  const fix = new FixBuilder(code, ctx);
  const sf = fix.sf;
  const quote = preferredQuote(sf);
  const indexNames = new Map<Callback, string>();
  const done = new Set<ts.Node>();
  let found = 0;

  /** The callback's index parameter, adding one when it has none. */
  const indexOf = (callback: Callback): string | null => {
    const existing = callback.parameters[1]?.name;
    if (existing) return ts.isIdentifier(existing) ? existing.text : null;
    const first = callback.parameters[0];
    const known = indexNames.get(callback);
    if (known) return known;
    const used = new Set<string>();
    walk(callback, (n) => void (ts.isIdentifier(n) && used.add(n.text)));
    const name = ['index', 'i', 'idx', 'itemIndex'].find((n) => !used.has(n)) ?? 'itemIndex';
    if (!first) {
      // `() => ({ ... })`: the index is the second parameter, so the first needs a name too.
      const open = sf.text.indexOf('(', callback.getStart(sf));
      if (open < 0) return null;
      fix.edit({ start: open + 1, end: open + 1, text: `_item, ${name}` });
    } else if (sf.text.slice(callback.getStart(sf), first.getStart(sf)).includes('(')) {
      fix.edit({ start: first.getEnd(), end: first.getEnd(), text: `, ${name}` });
    } else {
      const text = `(${first.getText(sf)}, ${name})`;
      fix.edit({ start: first.getStart(sf), end: first.getEnd(), text });
    }
    indexNames.set(callback, name);
    return name;
  };

  const addId = (
    object: ts.ObjectLiteralExpression,
    idExpression: string,
    because: string,
  ): void => {
    const first = object.properties[0];
    const multiline =
      first &&
      sf.getLineAndCharacterOfPosition(first.getStart(sf)).line !==
        sf.getLineAndCharacterOfPosition(object.getStart(sf)).line;
    const at = multiline ? first.getStart(sf) : object.getStart(sf) + 1;
    const text = multiline
      ? `_id: ${idExpression},\n${indentAt(code, first.getStart(sf))}`
      : first
        ? ` _id: ${idExpression},`
        : ` _id: ${idExpression} `;
    fix.edit({ start: at, end: at, text });
    fix.note(
      object.getStart(sf),
      `Repeater data objects need a unique string \`_id\`${because}; added \`_id: ${idExpression}\`.`,
    );
  };

  const ensureId = (
    object: ts.ObjectLiteralExpression,
    fallback: () => string | null,
    /** The id of the item the object was built from, when the code reads one. */
    sourceId: () => string | null,
  ): void => {
    if (done.has(object)) return;
    done.add(object);
    found++;
    const own = property(object, '_id');
    if (own) {
      if (
        ts.isPropertyAssignment(own) &&
        !isStringValued(own.initializer) &&
        NOT_STRING_MESSAGE.test(ctx.errorDetails)
      ) {
        const text = own.initializer.getText(sf);
        fix.edit({
          start: own.initializer.getStart(sf),
          end: own.initializer.getEnd(),
          text: `String(${text})`,
        });
        fix.note(
          own.getStart(sf),
          `Repeater \`_id\` values must be strings; changed \`_id: ${text}\` to \`_id: String(${text})\`.`,
        );
      }
      return;
    }
    const id = property(object, 'id');
    const idText = id ? valueText(sf, id) : null;
    if (id && idText) {
      addId(object, idExpressionFrom(id, idText, quote), ' (the repeater ignores `id`)');
      return;
    }
    // A spread of a CMS item already carries its `_id`.
    if (object.properties.some(ts.isSpreadAssignment)) return;
    const expression = sourceId() ?? fallback();
    if (expression) addId(object, expression, '');
  };

  const fromMapCallback = (callback: Callback): void => {
    const param = callback.parameters[0]?.name;
    const paramName = param && ts.isIdentifier(param) ? param.text : null;
    const bodyText = callback.body.getText(sf);
    const sourceId = (): string | null => {
      if (!paramName) return null;
      const escaped = paramName.replace(/\$/g, '\\$');
      for (const key of ['_id', 'id']) {
        const reads = new RegExp(`(^|[^\\w$.])${escaped}\\.${key}\\b`);
        if (reads.test(bodyText)) return `String(${paramName}.${key})`;
      }
      return null;
    };
    for (const object of returnedObjects(callback)) {
      ensureId(
        object,
        () => {
          const index = indexOf(callback);
          return index ? `String(${index})` : null;
        },
        sourceId,
      );
    }
  };

  const fromValue = (value: ts.Expression, depth: number): void => {
    const node = unwrap(value);
    if (ts.isArrayLiteralExpression(node)) {
      node.elements.forEach((element, i) => {
        if (!ts.isObjectLiteralExpression(element)) return;
        ensureId(
          element,
          () => quoted(String(i + 1), quote),
          () => null,
        );
      });
    } else if (isMapCall(node)) {
      const callback = node.arguments[0];
      if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) {
        fromMapCallback(callback);
      }
    } else if (ts.isIdentifier(node) && depth < 2) {
      const declaration = findVariable(sf, node.text);
      if (declaration?.initializer) fromValue(declaration.initializer, depth + 1);
    }
  };

  const names = selectorNames(sf);
  walk(sf, (node) => void (isDataAssignment(node, names, sf) && fromValue(node.right, 0)));

  // The checker points at an assignment or at the data it is given.
  for (const target of ctx.targets) {
    if (target.code !== 'repeater-data-without-id') continue;
    for (let node = nodeAt(sf, target.pos); node; node = node.parent) {
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
        fromValue(node.right, 0);
        break;
      }
      if (ts.isArrayLiteralExpression(node) || isMapCall(node)) {
        fromValue(node, 0);
        break;
      }
      if (ts.isStatement(node)) {
        walk(
          node,
          (inner) =>
            void ((ts.isArrayLiteralExpression(inner) || isMapCall(inner)) && fromValue(inner, 0)),
        );
        break;
      }
    }
  }
  if (found === 0 && ID_MESSAGE.test(ctx.errorDetails)) {
    fix.warn(
      'The repeater rejected its data because an item has no `_id`: find where `.data` is set and make sure every object has a unique string `_id` (letters, digits and dashes), e.g. `_id: String(index)`.',
    );
  }
  return fix.done();
}

/**
 * A literal id becomes a string literal (`1` -> `'1'`), a CMS item's `x._id` is used as it is
 * (already a string); anything else is wrapped in String().
 */
function idExpressionFrom(id: ts.ObjectLiteralElementLike, text: string, quote: Quote): string {
  if (/^[\w$.]+\._id$/.test(text)) return text;
  const value = ts.isPropertyAssignment(id) ? id.initializer : undefined;
  if (
    value &&
    (ts.isNumericLiteral(value) || ts.isStringLiteral(value)) &&
    /^[A-Za-z0-9-]+$/.test(value.text)
  ) {
    return quoted(value.text, quote);
  }
  return `String(${text})`;
}

/** The first declaration of `name` in the file (scopes are not told apart: a heuristic). */
function findVariable(sf: ts.SourceFile, name: string): ts.VariableDeclaration | undefined {
  const found: { declaration?: ts.VariableDeclaration } = {};
  walk(sf, (node) => {
    if (found.declaration) return false;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      found.declaration = node;
    }
  });
  return found.declaration;
}
