/**
 * HTML in 'template' mode: the user's document stays; declared elements it lacks (by id) are
 * added before </body>, taken from the generated layout (with their labels and contents), and
 * the postMessage bridge script when it has none.
 */
export function mergeHtml(reference: string, generated: string, comments: boolean): string {
  const present = new Set([...reference.matchAll(/\bid\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]));
  const blocks = missingBlocks(generated, present);
  const script = /postMessage/.test(reference)
    ? ''
    : (/ {2}<script>[\s\S]*?<\/script>/.exec(generated)?.[0] ?? '');
  const additions = [
    ...(blocks.length > 0 && comments
      ? ['  <!-- Declared elements your HTML did not have yet (template mode). -->']
      : []),
    ...blocks,
    ...(script ? [script] : []),
  ];
  if (additions.length === 0) return reference;
  const text = `${additions.join('\n')}\n`;
  const close = /<\/body\s*>/i.exec(reference);
  if (!close) return `${reference.replace(/\n*$/, '\n')}${text}`;
  return reference.slice(0, close.index) + text + reference.slice(close.index);
}

/**
 * The generated elements whose id the reference lacks, outermost only: each is its line (plus a
 * label line just before it) and, for containers, the deeper lines up to its closing tag.
 */
function missingBlocks(html: string, present: Set<string | undefined>): string[] {
  const body = /<body>\n([\s\S]*?)\n {2}<script>/.exec(html)?.[1] ?? '';
  const lines = body.split('\n');
  const blocks: string[] = [];
  let skipUntil = -1;
  lines.forEach((line, i) => {
    if (i <= skipUntil) return;
    const id = /\bid="([^"]+)"/.exec(line)?.[1];
    if (!id || present.has(id)) return;
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    let end = i;
    const opens = /^\s*<(\w+)/.exec(line)?.[1];
    if (opens && !new RegExp(`</${opens}>\\s*$`).test(line) && !/^\s*<(img|input)\b/.test(line)) {
      while (
        end + 1 < lines.length &&
        ((/^ */.exec(lines[end + 1] ?? '')?.[0].length ?? 0) > indent ||
          !(lines[end + 1] ?? '').trim())
      )
        end++;
      if (end + 1 < lines.length) end++;
    }
    const previous = lines[i - 1] ?? '';
    const label = previous.includes(`for="${id}"`) ? [previous] : [];
    const shift = Math.max(0, indent - 2);
    const strip = (l: string) => l.replace(new RegExp(`^ {0,${shift}}`), '');
    blocks.push([...label, ...lines.slice(i, end + 1)].map(strip).join('\n'));
    skipUntil = end;
  });
  return blocks;
}
