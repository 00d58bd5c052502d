import { OUTPUT_PIECES, pieceKey } from '../conventions';
import type { SiteStructure } from '../structure';
import type {
  CallOptions,
  Diagnostic,
  Pieces,
  TGenerationRequest,
  TTroubleshootRequest,
} from '../types';

import type { ModelClient } from './client';
import { unusableOutput } from './errors';
import {
  generationMessages,
  polishMessages,
  repairMessages,
  troubleshootMessages,
} from './messages';
import { troubleshootPieces } from '../conventions';
import { parseAnswer, parseTextAnswer, type ParsedAnswer } from './parse';
import { FIX_SCHEMA, PIECES_SCHEMA } from './schema';
import { requestedKeys } from './spec';

/** What the product asks of the model: generate, repair once, troubleshoot, polish. */

const ALL_KEYS = ['frontendCode', 'backendCode', 'htmlCode', 'instructions'] as const;

/** Only the caller's signal and delta handler travel on: nothing else reaches the client. */
const callOptions = (options: CallOptions) => ({
  signal: options.signal,
  onDelta: options.onDelta,
});

/** The requested pieces from the answer; every other piece is forced to ''. */
function keepRequested(request: TGenerationRequest, answer: ParsedAnswer): Pieces {
  const wanted = new Set<keyof Pieces>(requestedKeys(request));
  const pieces: Pieces = { frontendCode: '', backendCode: '', htmlCode: '', instructions: '' };
  for (const key of ALL_KEYS) if (wanted.has(key)) pieces[key] = answer[key] ?? '';
  return pieces;
}

/** An answer without the output type's primary piece is no answer to this request. */
function requirePrimary(request: TGenerationRequest, pieces: Pieces): void {
  const primary = pieceKey(OUTPUT_PIECES[request.outputType].primary);
  if (pieces[primary].trim() === '')
    throw unusableOutput(`it did not contain the ${primary} piece`);
}

export async function generateWithModel(
  client: ModelClient,
  request: TGenerationRequest,
  structure: SiteStructure,
  options: CallOptions = {},
): Promise<Pieces> {
  const text = await client.complete(generationMessages(request, structure), {
    ...callOptions(options),
    json: true,
    schema: PIECES_SCHEMA,
  });
  const pieces = keepRequested(request, parseAnswer(text));
  requirePrimary(request, pieces);
  return pieces;
}

/** One repair round; a piece the model left out or emptied keeps its previous code. */
export async function repairWithModel(
  client: ModelClient,
  request: TGenerationRequest,
  structure: SiteStructure,
  pieces: Pieces,
  diagnostics: Diagnostic[],
  options: CallOptions = {},
): Promise<Pieces> {
  const text = await client.complete(repairMessages(request, structure, pieces, diagnostics), {
    ...callOptions(options),
    json: true,
    schema: PIECES_SCHEMA,
  });
  const repaired = keepRequested(request, parseAnswer(text));
  for (const key of requestedKeys(request)) {
    if (repaired[key].trim() === '') repaired[key] = pieces[key];
  }
  return repaired;
}

export interface ModelFix {
  /** Only the pieces the model changed. */
  pieces: Partial<Pieces>;
  explanation: string;
}

export async function troubleshootWithModel(
  client: ModelClient,
  request: TTroubleshootRequest,
  structure: SiteStructure,
  options: CallOptions = {},
): Promise<ModelFix> {
  const text = await client.complete(troubleshootMessages(request, structure), {
    ...callOptions(options),
    json: true,
    schema: FIX_SCHEMA,
  });
  const answer = parseAnswer(text, { explanation: true });
  const current = troubleshootPieces(request);
  // The user may have pasted a piece their output type does not produce; it may be fixed too.
  const allowed = new Set<keyof Pieces>([
    ...requestedKeys(request.originalRequest),
    ...ALL_KEYS.filter((key) => current[key].trim() !== ''),
  ]);
  const pieces: Partial<Pieces> = {};
  for (const key of ALL_KEYS) {
    const value = answer[key];
    if (allowed.has(key) && value !== undefined && value.trim() !== '' && value !== current[key]) {
      pieces[key] = value;
    }
  }
  const explanation = answer.explanation?.trim() ?? '';
  if (!explanation && Object.keys(pieces).length === 0) {
    throw unusableOutput('it neither changed the code nor explained the problem');
  }
  return { pieces, explanation: explanation || 'The code was corrected for the reported problem.' };
}

/** Names the instructions must keep: element ids and backend file paths. */
function namesIn(text: string): string[] {
  const names = text.match(/#[A-Za-z][A-Za-z0-9_]*|backend\/[A-Za-z0-9_./-]*[A-Za-z0-9_]/g) ?? [];
  return [...new Set(names)];
}

/**
 * A friendlier version of a deterministic instruction text. Refused (unusable_output) when it
 * drops an element id or file path, since the user follows these names literally.
 */
export async function polishInstruction(
  client: ModelClient,
  instruction: string,
  options: CallOptions = {},
): Promise<string> {
  const text = await client.complete(polishMessages(instruction), {
    ...callOptions(options),
    json: false,
  });
  const polished = parseTextAnswer(text);
  const dropped = namesIn(instruction).filter((name) => !polished.includes(name));
  if (dropped.length > 0) {
    throw unusableOutput(`it left out names the setup needs (${dropped.slice(0, 3).join(', ')})`);
  }
  return polished;
}
