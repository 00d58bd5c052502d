import ts from 'typescript';

import { declaredNames, preferredQuote, quoted, walk } from './ast';
import { FixBuilder, type FixContext, type FixOutcome } from './fixes';

/**
 * A platform module used under its usual name but never imported ("wixData is not defined").
 * Frontend-only modules are only added to page code: in backend code they would be a new error.
 */

const MODULE_BY_NAME: Record<string, { module: string; frontendOnly: boolean }> = {
  wixData: { module: 'wix-data', frontendOnly: false },
  wixLocationFrontend: { module: 'wix-location-frontend', frontendOnly: true },
  wixLocation: { module: 'wix-location', frontendOnly: true },
  wixWindowFrontend: { module: 'wix-window-frontend', frontendOnly: true },
  wixWindow: { module: 'wix-window', frontendOnly: true },
  wixSiteFrontend: { module: 'wix-site-frontend', frontendOnly: true },
  wixSeoFrontend: { module: 'wix-seo-frontend', frontendOnly: true },
  wixAnimationsFrontend: { module: 'wix-animations-frontend', frontendOnly: true },
};

export function fixImports(code: string, ctx: FixContext): FixOutcome {
  const fix = new FixBuilder(code, ctx);
  const declared = declaredNames(fix.sf);
  const used = new Map<string, number>();
  walk(fix.sf, (node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      const known = MODULE_BY_NAME[name];
      if (
        known &&
        !declared.has(name) &&
        !used.has(name) &&
        (ctx.piece === 'frontend' || !known.frontendOnly)
      ) {
        used.set(name, node.expression.getStart(fix.sf));
      }
    }
  });
  if (used.size === 0) return fix.done();

  const imports = fix.sf.statements.filter(ts.isImportDeclaration);
  const last = imports[imports.length - 1];
  const quote = preferredQuote(fix.sf);
  const lines = [...used.keys()].map(
    (name) => `import ${name} from ${quoted(MODULE_BY_NAME[name]!.module, quote)};`,
  );
  // After the last import, or before the first statement (below any header comment).
  const at = last ? last.getEnd() : (fix.sf.statements[0]?.getStart(fix.sf) ?? 0);
  fix.edit({
    start: at,
    end: at,
    text: last ? `\n${lines.join('\n')}` : `${lines.join('\n')}\n\n`,
  });
  for (const [name, pos] of used) {
    fix.note(
      pos,
      `\`${name}\` is used but never imported ("${name} is not defined"); added \`import ${name} from '${MODULE_BY_NAME[name]!.module}';\`.`,
    );
  }
  return fix.done();
}
