/**
 * The model engine: an OpenAI-compatible client with typed errors, the prompts, the answer
 * parser and the four operations the Velo engine calls.
 */
export {
  createModelClient,
  DEFAULT_MAX_OUTPUT_TOKENS,
  DEFAULT_TIMEOUT_MS,
  type CompleteOptions,
  type ModelClient,
  type ModelMessage,
} from './client';
export { retryAfterSeconds } from './errors';
export {
  generateWithModel,
  polishInstruction,
  repairWithModel,
  troubleshootWithModel,
  type ModelFix,
} from './operations';
export { parseAnswer, parseJsonAnswer, parseTextAnswer, type ParsedAnswer } from './parse';
export { POLISH_SYSTEM_PROMPT, SYSTEM_PROMPT, TROUBLESHOOT_SYSTEM_PROMPT } from './prompts';
export { FIX_SCHEMA, PIECES_SCHEMA, type ResponseSchema } from './schema';
export { backendModuleFor, renderStructure } from './spec';
