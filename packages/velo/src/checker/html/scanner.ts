/**
 * A small, tolerant HTML tag scanner: enough to find tags, their attributes and their positions,
 * and to notice what a browser would silently repair (unclosed tags, stray end tags). Not a parser:
 * text, entities and the tree are of no interest to the checker.
 */

export interface HtmlAttribute {
  name: string;
  value: string | undefined;
  /** Offset of the value (inside its quotes), or of the name when there is no value. */
  valueStart: number;
}

export interface HtmlTag {
  /** Lower-cased tag name. */
  name: string;
  start: number;
  closing: boolean;
  selfClosing: boolean;
  attributes: HtmlAttribute[];
}

export interface HtmlScan {
  tags: HtmlTag[];
  /** Lexical problems: unterminated comments, tags or raw-text elements. */
  problems: { start: number; message: string }[];
}

/** Elements whose content is raw text, not markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const NAME = /[A-Za-z][\w:.-]*/y;
const ATTRIBUTE_NAME = /[^\s"'>/=]+/y;
const SPACE = /\s*/y;

function matchAt(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

export function scanHtml(text: string): HtmlScan {
  const scan: HtmlScan = { tags: [], problems: [] };
  let i = text.indexOf('<');
  while (i !== -1 && i < text.length) {
    i = scanAt(text, i, scan);
    i = i === -1 ? -1 : text.indexOf('<', i);
  }
  return scan;
}

/** Scans the construct starting with '<' at `i`; returns where to continue, or -1 at the end. */
function scanAt(text: string, i: number, scan: HtmlScan): number {
  if (text.startsWith('<!--', i)) {
    const end = text.indexOf('-->', i + 4);
    if (end === -1)
      scan.problems.push({ start: i, message: 'This comment is never closed with -->.' });
    return end === -1 ? -1 : end + 3;
  }
  if (text[i + 1] === '!' || text[i + 1] === '?') {
    const end = text.indexOf('>', i);
    return end === -1 ? -1 : end + 1;
  }
  const closing = text[i + 1] === '/';
  const name = matchAt(NAME, text, i + (closing ? 2 : 1));
  if (!name) return i + 1;
  const tag: HtmlTag = {
    name: name.toLowerCase(),
    start: i,
    closing,
    selfClosing: false,
    attributes: [],
  };
  const end = scanAttributes(text, i + (closing ? 2 : 1) + name.length, tag);
  if (end === -1) {
    scan.problems.push({
      start: i,
      message: `The tag <${closing ? '/' : ''}${name} is never closed with '>'.`,
    });
    return -1;
  }
  scan.tags.push(tag);
  if (closing || tag.selfClosing || !RAW_TEXT.has(tag.name)) return end;
  const closeAt = text.toLowerCase().indexOf(`</${tag.name}`, end);
  if (closeAt === -1) {
    scan.problems.push({ start: i, message: `<${tag.name}> is never closed.` });
    return -1;
  }
  return closeAt;
}

/** Reads attributes up to '>' or '/>'; returns the offset after it, or -1 if the tag never ends. */
function scanAttributes(text: string, from: number, tag: HtmlTag): number {
  let i = from;
  for (;;) {
    i += matchAt(SPACE, text, i)?.length ?? 0;
    if (i >= text.length) return -1;
    if (text[i] === '>') return i + 1;
    if (text.startsWith('/>', i)) {
      tag.selfClosing = true;
      return i + 2;
    }
    const name = matchAt(ATTRIBUTE_NAME, text, i);
    if (!name) {
      i += 1;
      continue;
    }
    const nameStart = i;
    i += name.length;
    const afterSpace = i + (matchAt(SPACE, text, i)?.length ?? 0);
    if (text[afterSpace] !== '=') {
      tag.attributes.push({ name: name.toLowerCase(), value: undefined, valueStart: nameStart });
      continue;
    }
    i = afterSpace + 1;
    i += matchAt(SPACE, text, i)?.length ?? 0;
    const quote = text[i];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, i + 1);
      if (close === -1) return -1;
      tag.attributes.push({
        name: name.toLowerCase(),
        value: text.slice(i + 1, close),
        valueStart: i + 1,
      });
      i = close + 1;
    } else {
      const value = matchAt(/[^\s>]+/y, text, i) ?? '';
      tag.attributes.push({ name: name.toLowerCase(), value, valueStart: i });
      i += value.length;
    }
  }
}
