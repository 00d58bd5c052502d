/**
 * What the live view shows of an engine's streamed text. A model answers with one JSON object of
 * code pieces (structured output), so the raw stream reads `{"frontendCode":"$w.onReady(…\n…`;
 * the live view shows the piece being written, decoded, instead. Text that is not such an
 * object (the template engine, a Markdown fallback) is shown as it is.
 */

export type StreamPreview = {
  /** The JSON key being written ('frontendCode' …), or null for plain text. */
  piece: string | null;
  text: string;
};

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

type ReadString = { value: string; end: number; complete: boolean };

/** A JSON string starting at `start` (its opening quote), as far as the text goes. */
function readString(text: string, start: number): ReadString {
  let value = '';
  let at = start + 1;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (char === '"') return { value, end: at + 1, complete: true };
    if (char !== '\\') {
      value += char;
      at += 1;
      continue;
    }
    const escape = text[at + 1];
    if (escape === undefined) break;
    if (escape === 'u') {
      const hex = text.slice(at + 2, at + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) break;
      value += String.fromCharCode(parseInt(hex, 16));
      at += 6;
    } else {
      value += ESCAPES[escape] ?? escape;
      at += 2;
    }
  }
  return { value, end: at, complete: false };
}

function skipSpace(text: string, at: number): number {
  let next = at;
  while (next < text.length && /[\s,]/.test(text[next] ?? '')) next += 1;
  return next;
}

/** The string members of a possibly unfinished JSON object, in order. */
export function partialStringMembers(text: string): { key: string; value: string }[] {
  const members: { key: string; value: string }[] = [];
  let at = skipSpace(text, text.indexOf('{') + 1);
  while (text[at] === '"') {
    const key = readString(text, at);
    if (!key.complete) break;
    at = skipSpace(text, key.end);
    if (text[at] !== ':') break;
    at = skipSpace(text, at + 1);
    if (text[at] === '"') {
      const value = readString(text, at);
      members.push({ key: key.value, value: value.value });
      if (!value.complete) break;
      at = value.end;
    } else {
      // A non-string value (null, a number): skip to the next member.
      while (at < text.length && text[at] !== ',' && text[at] !== '}') at += 1;
    }
    at = skipSpace(text, at);
  }
  return members;
}

export function streamPreview(raw: string): StreamPreview {
  if (!raw.trimStart().startsWith('{')) return { piece: null, text: raw };
  const written = partialStringMembers(raw).filter((member) => member.value.trim() !== '');
  const current = written.at(-1);
  return current ? { piece: current.key, text: current.value } : { piece: null, text: '' };
}
