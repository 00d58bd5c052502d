import { z } from 'zod';

import { ZGenerationPreferences } from './generation';

/**
 * Responses of the generation and sessions routes (spec sections 3 and 7; extra fields allowed:
 * sessionId, version, diagnostics, engine, tokensRemaining, cost).
 */

export const ZDiagnostic = z.object({
  piece: z.enum(['frontend', 'backend', 'html']),
  line: z.number().int(),
  column: z.number().int(),
  severity: z.enum(['error', 'warning', 'info']),
  code: z.string(),
  message: z.string(),
});
export type TDiagnostic = z.infer<typeof ZDiagnostic>;

export const ZEngineName = z.enum(['template', 'model']);

/** What every charged answer carries besides its pieces. */
const charged = {
  success: z.literal(true),
  message: z.string(),
  /** The generation (the spec's generator session) this result belongs to. */
  sessionId: z.uuid(),
  version: z.number().int(),
  diagnostics: z.array(ZDiagnostic),
  engine: ZEngineName,
  /** 'Generated offline by the template engine', or null for the model. */
  notice: z.string().nullable(),
  cost: z.number().int(),
  tokensRemaining: z.number().int(),
};

export const ZGenerationResponse = z.object({
  ...charged,
  code: z.string(),
  frontendCode: z.string(),
  backendCode: z.string(),
  htmlCode: z.string(),
  instructions: z.string(),
});
export type TGenerationResponse = z.infer<typeof ZGenerationResponse>;

/** Only the pieces that changed are present; the client keeps the others (spec section 4). */
export const ZTroubleshootResponse = z.object({
  ...charged,
  code: z.string().optional(),
  frontendCode: z.string().optional(),
  backendCode: z.string().optional(),
  htmlCode: z.string().optional(),
  instructions: z.string().optional(),
  explanation: z.string(),
});
export type TTroubleshootResponse = z.infer<typeof ZTroubleshootResponse>;

export const ZInstructionResponse = z.object({
  success: z.literal(true),
  instruction: z.string(),
  engine: ZEngineName,
  cost: z.number().int(),
  tokensRemaining: z.number().int(),
});
export type TInstructionResponse = z.infer<typeof ZInstructionResponse>;

const ZSessionCollection = z.object({
  name: z.string(),
  fields: z.array(z.object({ id: z.string(), type: z.string() })),
});

/** A row of GET /api/my-sessions: the card's data, without the code (the detail has it). */
export const ZSessionSummary = z.object({
  id: z.uuid(),
  prompt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  engine: ZEngineName,
  outputType: z.string(),
  collections: z.array(ZSessionCollection),
  elementIds: z.array(z.string()),
  versionCount: z.number().int(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;

/** One page, newest first; `nextCursor` asks for the next (GET /api/my-sessions?cursor=). */
export const ZSessionList = z.object({
  success: z.literal(true),
  sessions: z.array(ZSessionSummary),
  /** Opaque; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const ZSessionVersion = z.object({
  n: z.number().int(),
  kind: z.enum(['generate', 'troubleshoot']),
  errorDetails: z.string().nullable(),
  frontendCode: z.string(),
  backendCode: z.string(),
  htmlCode: z.string(),
  instructions: z.string(),
  diagnostics: z.array(ZDiagnostic),
  createdAt: z.string(),
});
export type TSessionVersion = z.infer<typeof ZSessionVersion>;

/**
 * GET /api/generator-sessions/{id}: the spec's generator session (the latest version's pieces;
 * `generatedCode` is the output type's primary piece), the original request, and all versions.
 */
export const ZGeneratorSession = ZSessionSummary.extend({
  generatedCode: z.string(),
  frontendCode: z.string(),
  backendCode: z.string(),
  htmlCode: z.string(),
  instructions: z.string(),
  diagnostics: z.array(ZDiagnostic),
  /** The generation request as it was sent (after validation), for restoring into the form. */
  request: z.record(z.string(), z.unknown()),
  versions: z.array(ZSessionVersion),
});
export type TGeneratorSession = z.infer<typeof ZGeneratorSession>;

/** Any string: an id that is not a uuid is simply not found (404), like another user's. */
export const ZSessionId = z.object({ id: z.string().max(100) });

/** GET/PUT /api/me/preferences: the generator's Settings tab, kept per user. */
export const ZPreferencesResponse = z.object({
  success: z.literal(true),
  preferences: ZGenerationPreferences,
});

/**
 * The server-sent events of the streaming routes (POST /api/generate-code/stream …), each sent
 * as `event: <type>` with the object as its data line: `started` once charged, `delta`s of the
 * model's text, then `result` (the JSON route's body) or `error` (the failure, after a refund).
 * `result` is the route's own response schema; the type below leaves it unknown.
 */
export function generationStreamEventSchema<R extends z.ZodType>(result: R) {
  return z.discriminatedUnion('type', [
    z.object({
      type: z.literal('started'),
      sessionId: z.string(),
      cost: z.number().int(),
      tokensRemaining: z.number().int(),
    }),
    z.object({ type: z.literal('delta'), text: z.string() }),
    z.object({ type: z.literal('result'), result }),
    z.object({
      type: z.literal('error'),
      status: z.number().int(),
      message: z.string(),
      refunded: z.boolean(),
      /** The balance after the refund, when the server knows it. */
      tokensRemaining: z.number().int().optional(),
      /** Seconds to wait before retrying (a busy model, a database outage), as Retry-After. */
      retryAfterSeconds: z.number().int().positive().optional(),
    }),
  ]);
}

export const ZGenerationStreamEvent = generationStreamEventSchema(z.unknown());
export type GenerationStreamEvent = z.infer<typeof ZGenerationStreamEvent>;
