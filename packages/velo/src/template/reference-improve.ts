import { KNOWN_VELO_TYPES, type SiteStructure } from '../structure';
import type { TGenerationPreferences } from '../types';
import { editDistance } from '../similarity';
import {
  type Edit,
  applyEdits,
  findOnReady,
  hasOwnAwait,
  indentAt,
  isAsync,
  parse,
  parses,
  reindent,
  touchesElements,
  ts,
} from './reference-ast';

/**
 * 'improve' mode: the user's code comes back corrected, mechanically and conservatively:
 * selectors get their missing '#', unknown ids become the nearest declared id, element code at
 * the top level moves into `$w.onReady`, async function bodies that await without a try/catch get
 * one, and platform module names follow the preference. Each change is listed in a header comment.
 */
export function improvePageCode(
  code: string,
  structure: SiteStructure,
  prefs: TGenerationPreferences,
): { code: string; changes: string[] } {
  const changes: string[] = [];
  let out = fixModuleNames(code, prefs, changes);
  if (!parses(out)) {
    changes.push(
      'the code has a syntax error, so only module names were changed: fix the error first',
    );
    return { code: out, changes };
  }
  out = fixSelectors(out, structure, changes);
  out = moveIntoOnReady(out, changes);
  out = addTryCatch(out, changes);
  return { code: out, changes };
}

export function improveBackendCode(
  code: string,
  prefs: TGenerationPreferences,
): { code: string; changes: string[] } {
  const changes: string[] = [];
  if (!parses(code)) {
    changes.push('the code has a syntax error, so it was left unchanged: fix the error first');
    return { code, changes };
  }
  let out = addTryCatch(code, changes);
  if (prefs.webModuleStyle === 'web') out = toWebMethods(out, changes);
  return { code: out, changes };
}

/** HTML: a doctype, a language, alt text on images and explicit button types. */
export function improveHtml(code: string): { code: string; changes: string[] } {
  const changes: string[] = [];
  let out = code;
  if (!/^\s*<!doctype html>/i.test(out)) {
    out = `<!DOCTYPE html>\n${out}`;
    changes.push('added <!DOCTYPE html>');
  }
  out = out.replace(/<html(?![^>]*\blang=)([^>]*)>/i, (_m, rest: string) => {
    changes.push('added lang="en" to <html>');
    return `<html lang="en"${rest}>`;
  });
  out = out.replace(/<img(?![^>]*\balt=)([^>]*?)(\/?)>/gi, (_m, rest: string, slash: string) => {
    changes.push('added alt="" to an image without alt text');
    return `<img${rest} alt=""${slash}>`;
  });
  out = out.replace(/<button(?![^>]*\btype=)([^>]*)>/gi, (_m, rest: string) => {
    changes.push('added type="button" to a button without a type');
    return `<button type="button"${rest}>`;
  });
  return { code: out, changes: [...new Set(changes)] };
}

const MODULE_PAIRS: [string, string][] = [
  ['wix-location', 'wix-location-frontend'],
  ['wix-window', 'wix-window-frontend'],
  ['wix-storage', 'wix-storage-frontend'],
  ['wix-members', 'wix-members-frontend'],
];

function fixModuleNames(code: string, prefs: TGenerationPreferences, changes: string[]): string {
  let out = code;
  for (const [legacy, current] of MODULE_PAIRS) {
    const [from, to] = prefs.moduleNames === 'legacy' ? [current, legacy] : [legacy, current];
    const pattern = new RegExp(`(from\\s+)(['"])${from}\\2`, 'g');
    if (pattern.test(out)) {
      out = out.replace(pattern, `$1$2${to}$2`);
      changes.push(`imports '${to}' instead of '${from}'`);
    }
  }
  return out;
}

/** The declared id closest to `id`: same id ignoring case, else at most a few edits away. */
export function nearestId(id: string, structure: SiteStructure): string | null {
  if (structure.byId.has(id)) return id;
  const ids = [...structure.byId.keys()];
  const sameCase = ids.find((d) => d.toLowerCase() === id.toLowerCase());
  if (sameCase) return sameCase;
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(id.length / 3)) + 1;
  for (const d of ids) {
    const distance = editDistance(id.toLowerCase(), d.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [d, distance];
  }
  return best;
}

function fixSelectors(code: string, structure: SiteStructure, changes: string[]): string {
  const sf = parse(code);
  const edits: Edit[] = [];
  const types = new Set<string>(KNOWN_VELO_TYPES);
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === '$w' || node.expression.text === '$item') &&
      node.arguments.length === 1
    ) {
      const arg = node.arguments[0];
      if (
        arg &&
        (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) &&
        !arg.text.includes(',')
      ) {
        const raw = arg.text.trim();
        const hasHash = raw.startsWith('#');
        const id = raw.replace(/^#/, '');
        if (hasHash || !types.has(id)) {
          const fixed = structure.byId.size > 0 ? (nearestId(id, structure) ?? id) : id;
          if (!hasHash) changes.push(`added the missing '#' to the selector '${raw}'`);
          if (fixed !== id) changes.push(`'#${id}' is not a declared id: changed to '#${fixed}'`);
          if (!hasHash || fixed !== id) {
            const quote = code[arg.getStart(sf)] ?? "'";
            edits.push({
              start: arg.getStart(sf),
              end: arg.getEnd(),
              text: `${quote}#${fixed}${quote}`,
            });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return applyEdits(code, edits);
}

/** Element code at the top level runs before the page is ready: it moves into `$w.onReady`. */
function moveIntoOnReady(code: string, changes: string[]): string {
  const sf = parse(code);
  const moving = sf.statements.filter(
    (s) =>
      !ts.isImportDeclaration(s) &&
      !ts.isFunctionDeclaration(s) &&
      !ts.isClassDeclaration(s) &&
      !ts.isExportDeclaration(s) &&
      touchesElements(s),
  );
  if (moving.length === 0) return code;
  changes.push(
    `moved ${moving.length} top-level statement${moving.length === 1 ? '' : 's'} that use elements into $w.onReady`,
  );
  const text = moving.map((s) => code.slice(s.getStart(sf), s.getEnd())).join('\n');
  const edits: Edit[] = moving.map((s) => ({ start: s.getFullStart(), end: s.getEnd(), text: '' }));
  const onReady = findOnReady(sf);
  const awaits = moving.some((s) => hasOwnAwait(s) || ts.isAwaitExpression(s));
  if (onReady && !moving.includes(onReady.call.parent as ts.Statement)) {
    const block = onReady.fn.body;
    const inner = `${indentAt(code, block.getStart(sf))}  `;
    const open = block.getStart(sf) + 1;
    edits.push({ start: open, end: open, text: `\n${reindent(text, inner)}` });
    if (awaits && !isAsync(onReady.fn))
      edits.push({ start: onReady.fn.getStart(sf), end: onReady.fn.getStart(sf), text: 'async ' });
  } else {
    edits.push({
      start: code.length,
      end: code.length,
      text: `\n\n$w.onReady(${awaits ? 'async ' : ''}() => {\n${reindent(text, '  ')}\n});\n`,
    });
  }
  return applyEdits(code, edits).replace(/\n{3,}/g, '\n\n');
}

/** One async function at a time gets its body wrapped, then the code is parsed again. */
function addTryCatch(code: string, changes: string[]): string {
  let out = code;
  for (let round = 0; round < 50; round++) {
    const sf = parse(out);
    const target = findUnguarded(sf);
    if (!target) break;
    const body = target.body;
    const inner = indentAt(out, body.getStart(sf));
    const statements = out.slice(
      body.statements[0]?.getStart(sf) ?? 0,
      body.statements[body.statements.length - 1]?.getEnd() ?? 0,
    );
    const [first, ...rest] = statements.split('\n');
    const wrapped = [
      `${inner}  try {`,
      `${inner}    ${first ?? ''}`,
      ...rest.map((l) => (l.trim() === '' ? '' : `  ${l}`)),
      `${inner}  } catch (error) {`,
      `${inner}    console.error(error);`,
      `${inner}  }`,
    ].join('\n');
    out = applyEdits(out, [
      { start: body.getStart(sf) + 1, end: body.getEnd() - 1, text: `\n${wrapped}\n${inner}` },
    ]);
    changes.push(`added try/catch in ${target.name}`);
  }
  return out;
}

function findUnguarded(sf: ts.SourceFile): { body: ts.Block; name: string } | null {
  let found: { body: ts.Block; name: string } | null = null;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      ts.isFunctionLike(node) &&
      'body' in node &&
      node.body &&
      ts.isBlock(node.body) &&
      isAsync(node)
    ) {
      const body = node.body;
      const guarded =
        body.statements.length === 1 &&
        body.statements[0] !== undefined &&
        ts.isTryStatement(body.statements[0]);
      if (!guarded && body.statements.some((s) => !ts.isTryStatement(s) && hasOwnAwait(s))) {
        found = { body, name: functionName(node) };
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.name)
    return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression)) {
    return `the ${parent.expression.name.text} callback`;
  }
  return 'an async function';
}

/** `export async function f(a) {...}` → `export const f = webMethod(Permissions.Anyone, async (a) => {...});` */
function toWebMethods(code: string, changes: string[]): string {
  const sf = parse(code);
  const edits: Edit[] = [];
  for (const s of sf.statements) {
    if (!ts.isFunctionDeclaration(s) || !s.name || !s.body || !isAsync(s)) continue;
    if (!(ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const params = s.parameters.map((p) => code.slice(p.getStart(sf), p.getEnd())).join(', ');
    const body = code.slice(s.body.getStart(sf), s.body.getEnd());
    edits.push({
      start: s.getStart(sf),
      end: s.getEnd(),
      text: `export const ${s.name.text} = webMethod(Permissions.Anyone, async (${params}) => ${body});`,
    });
    changes.push(`${s.name.text} is now a webMethod (Permissions.Anyone, as .jsw functions were)`);
  }
  if (edits.length === 0) return code;
  let out = applyEdits(code, edits);
  if (!/from\s+['"]wix-web-module['"]/.test(out)) {
    out = `import { Permissions, webMethod } from 'wix-web-module';\n${out}`;
    changes.push(
      "imports Permissions and webMethod from 'wix-web-module' (save the file as .web.js)",
    );
  }
  return out;
}
