import { SITE_STRUCTURE_LIMITS } from '../schemas/site-structure';
import { count } from './problems';

/**
 * Hostile input is refused before JSON.parse sees it: a text too long, nested too deep (a
 * recursive parser or validator would overflow the stack), or carrying a huge string. The scan is
 * one loop over the characters with a depth counter, so it cannot overflow anything itself.
 */

const L = SITE_STRUCTURE_LIMITS;

/** Keys JSON.parse would create as own properties that must never reach a plain object. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Problems of the raw text (empty list: safe to parse). */
export function checkDocumentText(text: string): string[] {
  if (text.trim() === '') {
    return ['The document is empty: paste the JSON the exporter printed, or choose its file.'];
  }
  if (text.length > L.documentChars) {
    return [
      `The document is ${count(text.length)} characters long; at most ${count(L.documentChars)} are accepted.`,
    ];
  }
  const scan = scanJsonText(text);
  const problems: string[] = [];
  if (scan.maxDepth > L.jsonDepth) {
    problems.push(
      `The document nests objects and arrays ${count(scan.maxDepth)} levels deep (from position ${count(scan.tooDeepAt)}); at most ${L.jsonDepth} levels are accepted.`,
    );
  }
  if (scan.longStrings > 0) {
    const more = scan.longStrings > 1 ? ` (and ${count(scan.longStrings - 1)} more like it)` : '';
    problems.push(
      `The string at position ${count(scan.longStringAt)} is ${count(scan.longestString)} characters long${more}; at most ${count(L.stringChars)} are accepted.`,
    );
  }
  return problems;
}

interface TextScan {
  maxDepth: number;
  /** Where nesting first went past the limit. */
  tooDeepAt: number;
  longStrings: number;
  longestString: number;
  /** Where the first too-long string starts. */
  longStringAt: number;
}

/**
 * Bracket depth outside strings and each string's length (an escape sequence counts as the one
 * character it stands for). Malformed JSON is scanned all the same: JSON.parse reports it next.
 */
function scanJsonText(text: string): TextScan {
  const scan: TextScan = {
    maxDepth: 0,
    tooDeepAt: -1,
    longStrings: 0,
    longestString: 0,
    longStringAt: -1,
  };
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  let stringLength = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x22 /* " */) {
        inString = false;
        if (stringLength > L.stringChars) {
          scan.longStrings++;
          if (scan.longStringAt < 0) scan.longStringAt = stringStart;
          scan.longestString = Math.max(scan.longestString, stringLength);
        }
        continue;
      }
      // `\uXXXX` is one character; any other escape is two source characters for one.
      if (ch === 0x5c /* \ */) i += text.charCodeAt(i + 1) === 0x75 /* u */ ? 5 : 1;
      stringLength++;
      continue;
    }
    if (ch === 0x22) {
      inString = true;
      stringStart = i;
      stringLength = 0;
    } else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      depth++;
      if (depth > scan.maxDepth) scan.maxDepth = depth;
      if (depth > L.jsonDepth && scan.tooDeepAt < 0) scan.tooDeepAt = i;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      depth--;
    }
  }
  return scan;
}

/**
 * JSON.parse without prototype keys: its reviver drops `__proto__`, `constructor` and
 * `prototype` wherever they appear (returning undefined deletes the own property JSON.parse
 * created), so no later copy or spread can assign them onto an object. Call only on text that
 * passed checkDocumentText: the reviver then recurses at most jsonDepth levels.
 */
export function parseJson(
  text: string,
): { ok: true; value: unknown } | { ok: false; problem: string } {
  try {
    const value: unknown = JSON.parse(text, (key, v: unknown) =>
      PROTOTYPE_KEYS.has(key) ? undefined : v,
    );
    return { ok: true, value };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `The document is not JSON: ${message}` };
  }
}
