/**
 * JSON schemas for structured output. Strict mode needs every property required and no extra
 * ones, so "not produced" and "unchanged" are empty strings rather than missing keys.
 */

export interface ResponseSchema {
  /** a-z, A-Z, 0-9, '_' or '-', at most 64 characters (OpenAI's rule). */
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

export const PIECE_KEYS = ['frontendCode', 'backendCode', 'htmlCode', 'instructions'] as const;

const stringProperties = (keys: readonly string[], descriptions: Record<string, string>) =>
  Object.fromEntries(
    keys.map((key) => [key, { type: 'string', description: descriptions[key] ?? '' }]),
  );

const PIECE_DESCRIPTIONS: Record<string, string> = {
  frontendCode: 'Wix Velo page code, or an empty string when not requested',
  backendCode: 'The backend web module, or an empty string when not requested',
  htmlCode: 'The HTML document, or an empty string when not requested',
  instructions: 'Markdown setup instructions, or an empty string when not requested',
  explanation: 'What was wrong and what changed, in plain words',
};

export const PIECES_SCHEMA: ResponseSchema = {
  name: 'velo_pieces',
  description: 'The generated Wix Velo pieces',
  schema: {
    type: 'object',
    properties: stringProperties(PIECE_KEYS, PIECE_DESCRIPTIONS),
    required: [...PIECE_KEYS],
    additionalProperties: false,
  },
};

const FIX_KEYS = ['explanation', ...PIECE_KEYS] as const;

export const FIX_SCHEMA: ResponseSchema = {
  name: 'velo_fix',
  description:
    'An explanation and the complete pieces that changed (empty strings for unchanged ones)',
  schema: {
    type: 'object',
    properties: stringProperties(FIX_KEYS, {
      ...PIECE_DESCRIPTIONS,
      frontendCode: 'The complete corrected page code, or an empty string when unchanged',
      backendCode: 'The complete corrected backend web module, or an empty string when unchanged',
      htmlCode: 'The complete corrected HTML, or an empty string when unchanged',
      instructions: 'Corrected setup instructions, or an empty string when unchanged',
    }),
    required: [...FIX_KEYS],
    additionalProperties: false,
  },
};
