import {
  type Edit,
  applyEdits,
  declaredNames,
  findOnReady,
  hasOwnAwait,
  indentAt,
  isAsync,
  parse,
  parses,
  reindent,
  renameIdentifiers,
  ts,
} from './reference-ast';

/**
 * 'template' mode: the user's code is the skeleton. Its imports, helpers and `$w.onReady` stay as
 * written; the generated imports that are missing are added after its imports, the generated
 * helpers before its code, and the generated wiring at the end of its `$w.onReady` body (or as a
 * new `$w.onReady` after it). Generated names that clash with the user's get a `Generated` suffix.
 */
export function mergePageCode(reference: string, generated: string, comments: boolean): string {
  if (!parses(reference)) return appendAfter(reference, generated, comments, 'page code');
  const ref = parse(reference);
  const ours = parse(renameClashes(generated, declaredNames(parse(reference))));
  const oursText = ours.getFullText();
  const imports = missingImports(ref, ours);
  const onReady = findOnReady(ours);
  const helpers = ours.statements.filter(
    (s) => !ts.isImportDeclaration(s) && s !== onReady?.call.parent,
  );
  const helperText = helpers
    .map((s) => oursText.slice(s.getFullStart(), s.getEnd()).replace(/^\n+/, ''))
    .join('\n\n');
  const body = onReady ? onReady.fn.body.statements : ts.factory.createNodeArray<ts.Statement>([]);
  const bodyText =
    body.length > 0
      ? oursText.slice(body[0]?.getFullStart() ?? 0, body[body.length - 1]?.getEnd() ?? 0)
      : '';
  const bodyLines = dedent(bodyText.replace(/^\n+/, ''));
  const edits: Edit[] = [];
  const lastImport = [...ref.statements].reverse().find(ts.isImportDeclaration);
  const importPos = lastImport ? lastImport.getEnd() : 0;
  const importText = imports.map((i) => oursText.slice(i.getStart(ours), i.getEnd())).join('\n');
  const helperBlock = helperText.trim()
    ? `${comments ? '// Helpers added for the generated wiring.\n' : ''}${helperText.trim()}`
    : '';
  // Imports go after the reference's imports; helpers too, or after all its code when it has no imports.
  if (lastImport) {
    const head = [importText, helperBlock].filter((t) => t !== '');
    if (head.length > 0)
      edits.push({ start: importPos, end: importPos, text: `\n${head.join('\n\n')}\n` });
  } else {
    if (importText) edits.push({ start: 0, end: 0, text: `${importText}\n\n` });
    if (helperBlock)
      edits.push({ start: reference.length, end: reference.length, text: `\n${helperBlock}\n` });
  }
  const theirs = findOnReady(ref);
  if (theirs && bodyLines.trim()) {
    const block = theirs.fn.body;
    const closing = block.getEnd() - 1;
    const inner = `${indentAt(reference, block.getStart(ref))}  `;
    const note = comments
      ? `${inner}// Generated wiring, added to your $w.onReady (template mode).\n`
      : '';
    edits.push({
      start: closing,
      end: closing,
      text: `\n${note}${reindent(bodyLines, inner)}\n${indentAt(reference, closing)}`,
    });
    if (onReady && hasOwnAwait(onReady.fn.body) && !isAsync(theirs.fn)) {
      const start = theirs.fn.getStart(ref);
      edits.push({ start, end: start, text: 'async ' });
    }
  } else if (onReady) {
    const call = oursText.slice(onReady.call.getStart(ours), onReady.call.parent.getEnd());
    edits.push({
      start: reference.length,
      end: reference.length,
      text: `${reference.endsWith('\n') ? '' : '\n'}\n${comments ? '// Generated wiring (template mode): your code has no $w.onReady, so it runs in its own.\n' : ''}${call}\n`,
    });
  }
  return applyEdits(reference, edits).replace(/\n{3,}/g, '\n\n');
}

/**
 * Backend in 'template' mode: the user's module stays; generated functions it doesn't export yet
 * are appended (with their helpers), and missing imports added.
 */
export function mergeBackend(reference: string, generated: string, comments: boolean): string {
  if (!parses(reference)) return appendAfter(reference, generated, comments, 'backend code');
  const ref = parse(reference);
  const theirNames = declaredNames(ref);
  const exportedTheirs = new Set(
    ref.statements.flatMap((s) => (isExported(s) ? [...namesOf(s)] : [])),
  );
  const ours = parse(generated);
  const oursText = ours.getFullText();
  const imports = missingImports(ref, ours);
  const kept = ours.statements.filter(
    (s) =>
      !ts.isImportDeclaration(s) &&
      ![...namesOf(s)].some((n) => exportedTheirs.has(n) || (!isExported(s) && theirNames.has(n))),
  );
  const added = kept
    .map((s) => oursText.slice(s.getFullStart(), s.getEnd()).replace(/^\n+/, ''))
    .join('\n\n');
  const lastImport = [...ref.statements].reverse().find(ts.isImportDeclaration);
  const edits: Edit[] = [];
  if (imports.length > 0) {
    const pos = lastImport ? lastImport.getEnd() : 0;
    const text = imports.map((i) => oursText.slice(i.getStart(ours), i.getEnd())).join('\n');
    edits.push({ start: pos, end: pos, text: lastImport ? `\n${text}` : `${text}\n\n` });
  }
  if (added.trim()) {
    const note = comments
      ? '// Added by the generator (template mode): functions your module did not have yet.\n'
      : '';
    edits.push({
      start: reference.length,
      end: reference.length,
      text: `${reference.endsWith('\n') ? '' : '\n'}\n${note}${added}\n`,
    });
  }
  return applyEdits(reference, edits).replace(/\n{3,}/g, '\n\n');
}

function isExported(s: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(s) &&
    (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function namesOf(s: ts.Statement): Set<string> {
  const names = new Set<string>();
  if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && s.name) names.add(s.name.text);
  if (ts.isVariableStatement(s)) {
    for (const d of s.declarationList.declarations)
      if (ts.isIdentifier(d.name)) names.add(d.name.text);
  }
  return names;
}

/** Generated imports whose module the reference doesn't import with the same names. */
function missingImports(ref: ts.SourceFile, ours: ts.SourceFile): ts.ImportDeclaration[] {
  const theirs = new Set(declaredNames(ref));
  return ours.statements.filter(ts.isImportDeclaration).filter((i) => {
    const clause = i.importClause;
    if (!clause) return false;
    const names = [
      ...(clause.name ? [clause.name.text] : []),
      ...(clause.namedBindings && ts.isNamedImports(clause.namedBindings)
        ? clause.namedBindings.elements.map((e) => e.name.text)
        : []),
    ];
    return names.some((n) => !theirs.has(n));
  });
}

/**
 * Generated declarations whose names the reference already uses get a `Generated` suffix, so
 * both can live in one file. Imports keep their names: the same import is simply not repeated.
 */
function renameClashes(generated: string, theirs: Set<string>): string {
  const ours = parse(generated);
  const importNames = new Set<string>();
  for (const i of ours.statements.filter(ts.isImportDeclaration)) {
    const clause = i.importClause;
    if (clause?.name) importNames.add(clause.name.text);
    if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const e of clause.namedBindings.elements) importNames.add(e.name.text);
    }
  }
  const renames = new Map<string, string>();
  for (const name of declaredNames(ours)) {
    if (theirs.has(name) && !importNames.has(name)) renames.set(name, `${name}Generated`);
  }
  return renameIdentifiers(generated, renames);
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const widths = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = widths.length > 0 ? Math.min(...widths) : 0;
  return lines.map((l) => l.slice(Math.min(cut, /^ */.exec(l)?.[0].length ?? 0))).join('\n');
}

/** Reference code that doesn't parse can't be edited safely: the generated code follows it. */
function appendAfter(
  reference: string,
  generated: string,
  comments: boolean,
  what: string,
): string {
  const note = comments
    ? `// Your ${what} has a syntax error, so it is kept as it is and the generated code follows it;\n// fix the error, then move the generated parts into place.\n`
    : '';
  return `${reference.replace(/\n*$/, '\n')}\n${note}${generated}`;
}
