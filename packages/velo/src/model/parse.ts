import type { Pieces } from '../types';

import { unusableOutput } from './errors';
import { parseFencedSections, unwrapFence } from './sections';

/**
 * Reading the model's answer. Preferred: the JSON object the prompt asks for, also when wrapped
 * in a ```json fence or preceded by prose. Fallback: Markdown with a labelled fence per piece,
 * for servers without structured output whose models ignore the format. Values are kept
 * byte-for-byte (no trimming): the code is what the user pastes into the editor.
 */

export type PieceKey = keyof Pieces;

export interface ParsedAnswer extends Partial<Pieces> {
  explanation?: string;
}

type AnswerKey = PieceKey | 'explanation';

/** Key spellings models use instead of ours, compared lower-case without separators. */
const KEY_ALIASES: Record<string, AnswerKey> = {
  frontendcode: 'frontendCode',
  frontend: 'frontendCode',
  pagecode: 'frontendCode',
  velocode: 'frontendCode',
  backendcode: 'backendCode',
  backend: 'backendCode',
  webmodule: 'backendCode',
  backendwebmodule: 'backendCode',
  htmlcode: 'htmlCode',
  html: 'htmlCode',
  instructions: 'instructions',
  setupinstructions: 'instructions',
  explanation: 'explanation',
};

function answerKey(key: string): AnswerKey | undefined {
  return KEY_ALIASES[key.toLowerCase().replace(/[^a-z]/g, '')];
}

function knownKeys(value: Record<string, unknown>): ParsedAnswer | null {
  const answer: ParsedAnswer = {};
  let found = false;
  for (const [key, raw] of Object.entries(value)) {
    const known = answerKey(key);
    if (!known || typeof raw !== 'string' || answer[known] !== undefined) continue;
    answer[known] = known === 'explanation' ? raw : unwrapFence(raw);
    found = true;
  }
  return found ? answer : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's keys, also when the model nested them one level down ({"result": {...}}). */
function fromObject(value: unknown): ParsedAnswer | null {
  if (!isObject(value)) return null;
  const direct = knownKeys(value);
  if (direct) return direct;
  const nested = Object.values(value).filter(isObject);
  return nested.length === 1 ? knownKeys(nested[0]!) : null;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The whole text, then each fence that holds an object, then the outermost braces. */
function jsonCandidates(text: string): string[] {
  const trimmed = text.trim();
  const candidates = [trimmed];
  for (const match of trimmed.matchAll(
    /^(`{3,}|~{3,})[ \t]*[\w-]*[ \t]*\n([\s\S]*?)^\1[ \t]*$/gm,
  )) {
    if (match[2]?.trimStart().startsWith('{')) candidates.push(match[2]);
  }
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  if (start >= 0 && end > start) candidates.push(trimmed.slice(start, end + 1));
  return candidates;
}

export function parseJsonAnswer(text: string): ParsedAnswer | null {
  for (const candidate of jsonCandidates(text)) {
    const parsed = fromObject(tryJson(candidate));
    if (parsed) return parsed;
  }
  return null;
}

const hasContent = (answer: ParsedAnswer) =>
  Object.values(answer).some((value) => typeof value === 'string' && value.trim() !== '');

/**
 * The pieces (and an explanation, when asked for) in the model's answer.
 * Throws ModelError('unusable_output') when it holds none.
 */
export function parseAnswer(text: string, options: { explanation?: boolean } = {}): ParsedAnswer {
  const json = parseJsonAnswer(text);
  if (json && hasContent(json)) return json;
  // A structured answer that broke the schema ({"frontendCode": 42}) is not prose to explain.
  if (typeof tryJson(text.trim()) === 'object') {
    throw unusableOutput('it was JSON without the requested pieces');
  }
  const sections = parseFencedSections(text, options);
  if (hasContent(sections)) return sections;
  throw unusableOutput(
    json ? 'it held no code' : 'it was neither the requested JSON object nor labelled code blocks',
  );
}

/** A plain-text answer (instruction polishing), without a fence around all of it. */
export function parseTextAnswer(text: string): string {
  const unwrapped = unwrapFence(text.trim()).trim();
  if (unwrapped === '') throw unusableOutput('it was empty');
  return unwrapped;
}
