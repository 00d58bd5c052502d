import type { Pieces } from '../types';

/**
 * The fallback reader for answers that ignored the JSON format: Markdown where each piece is a
 * fenced block, told apart by (in this order) a file-name comment on its first line, the label
 * just above it ("### Backend (backend/posts.web.js)", "**Page code:**"), then its language
 * and content. Instructions may also be plain Markdown under an "Instructions" heading.
 */

type PieceKey = keyof Pieces;

interface Fence {
  start: number;
  end: number;
  language: string;
  code: string;
}

const FENCE = /^(`{3,}|~{3,})[ \t]*([^\n`]*)\n([\s\S]*?)^\1[ \t]*$/gm;

/** The code inside a value that is one fenced block and nothing else; the value otherwise. */
export function unwrapFence(value: string): string {
  const match = /^\s*(`{3,}|~{3,})[ \t]*[\w+-]*[ \t]*\n([\s\S]*?)\n?\1\s*$/.exec(value);
  return match ? `${match[2]}\n` : value;
}

function fences(text: string): Fence[] {
  return [...text.matchAll(FENCE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    language: (match[2] ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '',
    code: match[3] ?? '',
  }));
}

const LABELS: [RegExp, PieceKey][] = [
  [/instruction|\bsetup\b|\bsteps\b/i, 'instructions'],
  [/backend|web ?module|\.web\.js|\.jsw\b|server/i, 'backendCode'],
  [/\bhtml\b|\bembed\b/i, 'htmlCode'],
  [/frontend|front-end|page code|\bpage\b|client|\bvelo\b/i, 'frontendCode'],
];

/** The piece a label names; when it names several, the one it names first. */
export function pieceFromLabel(label: string): PieceKey | null {
  let best: { key: PieceKey; at: number } | null = null;
  for (const [pattern, key] of LABELS) {
    const at = label.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { key, at };
  }
  return best?.key ?? null;
}

/** A first-line comment naming the file: "// backend/posts.web.js", "<!-- index.html -->". */
function pieceFromFileHint(code: string): PieceKey | null {
  const first = code.split('\n').find((line) => line.trim() !== '') ?? '';
  const comment = /^\s*(?:\/\/|\/\*|<!--)\s*(?:file(?:name)?:?\s*)?(.*)$/i.exec(first)?.[1] ?? '';
  if (/^backend\//i.test(comment)) return 'backendCode';
  if (/^[\w./-]+\.html?\b/i.test(comment)) return 'htmlCode';
  if (/^(page code|frontend|front-end|masterPage)/i.test(comment)) return 'frontendCode';
  if (/^(backend web module|web module)/i.test(comment)) return 'backendCode';
  return null;
}

function pieceFromContent(language: string, code: string): PieceKey {
  if (/^(html?|xml|xhtml)$/.test(language)) return 'htmlCode';
  if (/^(markdown|md|text|txt|plaintext)$/.test(language)) return 'instructions';
  if (/from\s+['"]wix-web-module['"]|\bwebMethod\s*\(/.test(code)) return 'backendCode';
  if (!language && /^\s*<(!doctype|html|head|body|div|section|main)\b/i.test(code))
    return 'htmlCode';
  return 'frontendCode';
}

const HEADING = /^\s*(#{1,6}\s+.+|\*\*[^*]+\*\*:?|__[^_]+__:?|[A-Za-z][\w ()./'-]{0,60}:)\s*$/;

/** The last non-empty lines before a fence: where a label would be. */
function labelBefore(prose: string): string {
  return prose
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-2)
    .join(' ');
}

/** Unfenced instructions: the Markdown after an "Instructions"/"Setup" heading. */
function plainInstructions(prose: string): string | null {
  const lines = prose.split('\n');
  const headingAt = lines.findIndex(
    (line) => HEADING.test(line) && pieceFromLabel(line) === 'instructions',
  );
  if (headingAt < 0) return null;
  const body: string[] = [];
  for (const line of lines.slice(headingAt + 1)) {
    const other = HEADING.test(line) ? pieceFromLabel(line) : null;
    if (other && other !== 'instructions') break;
    body.push(line);
  }
  const text = body.join('\n').trim();
  return text ? `${text}\n` : null;
}

export interface SectionAnswer extends Partial<Pieces> {
  explanation?: string;
}

export function parseFencedSections(
  text: string,
  options: { explanation?: boolean } = {},
): SectionAnswer {
  const answer: SectionAnswer = {};
  const prose: string[] = [];
  let previousEnd = 0;
  for (const fence of fences(text)) {
    const before = text.slice(previousEnd, fence.start);
    prose.push(before);
    previousEnd = fence.end;
    const key =
      pieceFromFileHint(fence.code) ??
      pieceFromLabel(labelBefore(before)) ??
      pieceFromContent(fence.language, fence.code);
    if (answer[key] === undefined && fence.code.trim()) answer[key] = fence.code;
  }
  prose.push(text.slice(previousEnd));
  if (answer.instructions === undefined) {
    const instructions = prose.map(plainInstructions).find((found) => found !== null);
    if (instructions) answer.instructions = instructions;
  }
  if (options.explanation) {
    const explanation = prose
      .join('\n')
      .split('\n')
      .filter((line) => !(HEADING.test(line) && pieceFromLabel(line)))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (explanation) answer.explanation = explanation;
  }
  return answer;
}
