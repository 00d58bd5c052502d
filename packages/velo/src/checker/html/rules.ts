import type { Diagnostic, Severity } from '../../types';
import type { SiteStructure } from '../../structure';
import { hint } from '../suggest';
import { type HtmlTag, scanHtml } from './scanner';

/**
 * The HTML piece against the declared elements (velo-output-guide.md, HTML): each declared element
 * should carry its id. Rules: html-syntax, html-unknown-id, html-duplicate-id, html-missing-id.
 */

const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);

/** Elements whose end tag HTML lets you leave out: not closing them is not a mistake. */
const OPTIONAL_END = new Set(
  'html head body p li dt dd option optgroup tr td th thead tbody tfoot colgroup rt rp caption'.split(
    ' ',
  ),
);

export function checkHtml(html: string, structure: SiteStructure): Diagnostic[] {
  const lineStarts = [0];
  for (let i = 0; i < html.length; i++) if (html[i] === '\n') lineStarts.push(i + 1);
  const out: Diagnostic[] = [];
  const report = (offset: number, severity: Severity, code: string, message: string): void => {
    let line = lineStarts.length - 1;
    while (line > 0 && (lineStarts[line] ?? 0) > offset) line--;
    const column = offset - (lineStarts[line] ?? 0) + 1;
    out.push({ piece: 'html', line: line + 1, column, severity, code, message });
  };

  const { tags, problems } = scanHtml(html);
  for (const problem of problems) report(problem.start, 'warning', 'html-syntax', problem.message);
  for (const problem of nestingProblems(tags))
    report(problem.start, 'warning', 'html-syntax', problem.message);

  const ids = structure.elements.map((e) => e.id);
  const seen = new Set<string>();
  for (const tag of tags) {
    for (const attribute of tag.attributes) {
      if (attribute.name !== 'id' || !attribute.value) continue;
      const id = attribute.value;
      if (seen.has(id)) {
        report(
          attribute.valueStart,
          'warning',
          'html-duplicate-id',
          `id="${id}" is used more than once.`,
        );
      }
      seen.add(id);
      if (!structure.byId.has(id)) {
        const help =
          ids.length === 0
            ? ' No elements are declared.'
            : hint(id, ids, (n) => `"${n}"`, 'Declared ids');
        report(
          attribute.valueStart,
          'warning',
          'html-unknown-id',
          `id="${id}" is not a declared element.${help}`,
        );
      }
    }
  }
  if (html.trim()) {
    for (const element of structure.elements) {
      if (element.type === 'dataset' || seen.has(element.id)) continue;
      report(
        0,
        'info',
        'html-missing-id',
        `Declared element '#${element.id}' has no tag with id="${element.id}".`,
      );
    }
  }
  return out;
}

/** Unclosed and stray tags, by matching end tags against a stack of open ones. */
function nestingProblems(tags: readonly HtmlTag[]): { start: number; message: string }[] {
  const problems: { start: number; message: string }[] = [];
  const open: HtmlTag[] = [];
  for (const tag of tags) {
    if (!tag.closing) {
      if (!tag.selfClosing && !VOID_ELEMENTS.has(tag.name)) open.push(tag);
      continue;
    }
    const index = open.map((t) => t.name).lastIndexOf(tag.name);
    if (index === -1) {
      if (!VOID_ELEMENTS.has(tag.name)) {
        problems.push({
          start: tag.start,
          message: `</${tag.name}> has no matching <${tag.name}>.`,
        });
      }
      continue;
    }
    for (const unclosed of open.splice(index).slice(1)) {
      if (OPTIONAL_END.has(unclosed.name)) continue;
      problems.push({
        start: unclosed.start,
        message: `<${unclosed.name}> is not closed before </${tag.name}>.`,
      });
    }
  }
  for (const unclosed of open) {
    if (!OPTIONAL_END.has(unclosed.name)) {
      problems.push({ start: unclosed.start, message: `<${unclosed.name}> is never closed.` });
    }
  }
  return problems;
}
