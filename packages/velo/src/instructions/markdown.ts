/**
 * Markdown helpers that keep user text where it belongs: multi-line text (the prompt, reference
 * code) goes in a fence longer than any backtick run inside it, so it cannot close its block and
 * turn into headings or instructions; short free text (descriptions, custom type names) is
 * flattened to one quoted line.
 */

/** A fenced block that `content` cannot break out of. */
export function fenced(content: string, language = ''): string {
  const longestRun = Math.max(0, ...[...content.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${language}\n${content}\n${fence}`;
}

/** Free text on one line, without backticks, in double quotes. */
export function oneLine(text: string): string {
  const flat = text.replace(/`/g, "'").replace(/\s+/g, ' ').trim();
  return `"${flat.replace(/"/g, "'")}"`;
}

export const code = (text: string): string => `\`${text}\``;

export function list(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

export function numbered(items: readonly string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join('\n');
}

/** A Markdown table; cells are expected to be single-line already. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
