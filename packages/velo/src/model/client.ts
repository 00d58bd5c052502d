import OpenAI from 'openai';

import type { CallOptions, DeltaHandler, ModelConfig } from '../types';

import { CallGuard } from './call-guard';
import { apiErrorText, modelError, toModelError, unusableOutput } from './errors';
import { PIECES_SCHEMA, type ResponseSchema } from './schema';

type ChatCompletionCreateParamsBase = OpenAI.Chat.ChatCompletionCreateParams;

export const DEFAULT_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_OUTPUT_TOKENS = 8_000;

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompleteOptions extends CallOptions {
  /** Ask for JSON through structured output; dropped once if the server rejects it. */
  json?: boolean;
  /** The JSON schema when `json` is set; the four pieces by default. */
  schema?: ResponseSchema;
  /** false: one non-streaming request, onDelta gets the whole text once. Default true. */
  stream?: boolean;
}

/** The one thing the operations need from a model; tests may supply their own. */
export interface ModelClient {
  readonly model: string;
  /** The answer's full text; throws ModelError on every failure. */
  complete(messages: ModelMessage[], options?: CompleteOptions): Promise<string>;
}

type TokenParam = 'max_tokens' | 'max_completion_tokens';

/** What this client has learnt about its server, so later calls skip a known rejection. */
interface ServerSupport {
  responseFormat: boolean;
  tokenParam: TokenParam;
}

interface Answer {
  text: string;
  finishReason: string | null;
  /** Chunks (stream) or completions (non-stream) that had the chat completion shape. */
  frames: number;
}

/** An error thrown by the caller's onDelta: passed through untouched, it is not the model's. */
class DeltaHandlerError extends Error {
  constructor(readonly error: unknown) {
    super('onDelta threw');
  }
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** OpenAI's newer models refuse max_tokens; many compatible servers only know max_tokens. */
function defaultTokenParam(baseURL: string | undefined): TokenParam {
  if (!baseURL) return 'max_completion_tokens';
  try {
    return new URL(baseURL).hostname === 'api.openai.com' ? 'max_completion_tokens' : 'max_tokens';
  } catch {
    return 'max_tokens';
  }
}

const UNSUPPORTED =
  /unsupported|not supported|unrecognized|unknown|extra (fields|inputs)|not permitted|not allowed/i;

export function createModelClient(config: ModelConfig): ModelClient {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxOutputTokens = config.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
  if (!config.apiKey && !config.baseURL) {
    throw new Error('An API key is needed for api.openai.com.');
  }
  // Every option is explicit so the SDK reads nothing from the environment (base URL, org, admin
  // key, log level); local servers often need no key, but the SDK insists on one.
  const openai = new OpenAI({
    apiKey: config.apiKey || 'not-needed',
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    baseURL: config.baseURL ?? OPENAI_BASE_URL,
    timeout: timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
  });
  const support: ServerSupport = {
    responseFormat: true,
    tokenParam: defaultTokenParam(config.baseURL),
  };

  function requestBody(
    messages: ModelMessage[],
    options: CompleteOptions,
  ): ChatCompletionCreateParamsBase {
    const schema = options.schema ?? PIECES_SCHEMA;
    return {
      model: config.model,
      messages,
      [support.tokenParam]: maxOutputTokens,
      ...(options.json && support.responseFormat
        ? {
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: schema.name,
                description: schema.description,
                schema: schema.schema,
                strict: true,
              },
            },
          }
        : {}),
    };
  }

  /** Adjusts `support` and says whether to try again after a 400 about an unsupported parameter. */
  function learnFrom(
    error: unknown,
    body: ChatCompletionCreateParamsBase,
    retried: Set<string>,
  ): boolean {
    const text = apiErrorText(error);
    if (!text) return false;
    if (
      body.response_format &&
      !retried.has('response_format') &&
      /response_format|json_schema|structured output|response format/i.test(text)
    ) {
      retried.add('response_format');
      support.responseFormat = false;
      return true;
    }
    const sent = support.tokenParam;
    if (!retried.has('tokens') && text.includes(sent) && UNSUPPORTED.test(text)) {
      retried.add('tokens');
      support.tokenParam = sent === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens';
      return true;
    }
    return false;
  }

  async function attempt(
    body: ChatCompletionCreateParamsBase,
    signal: AbortSignal,
    options: CompleteOptions,
  ) {
    return options.stream === false
      ? completeOnce(openai, body, signal, options.onDelta)
      : streamOnce(openai, body, signal, options.onDelta);
  }

  return {
    model: config.model,
    async complete(messages, options = {}) {
      const guard = new CallGuard(timeoutMs, options.signal);
      const retried = new Set<string>();
      try {
        for (;;) {
          const body = requestBody(messages, options);
          try {
            const answer = await attempt(body, guard.signal, options);
            const stopped = guard.stopReason();
            if (stopped) throw stopped;
            return checkAnswer(answer, options.stream !== false, maxOutputTokens);
          } catch (error) {
            if (error instanceof DeltaHandlerError) throw error.error;
            const stopped = guard.stopReason();
            if (stopped) throw stopped;
            if (learnFrom(error, body, retried)) continue;
            throw toModelError(error, timeoutMs);
          }
        }
      } finally {
        guard.dispose();
      }
    },
  };
}

/** content and finish_reason of a choice, read defensively: compatible servers vary. */
function readChoice(frame: unknown, part: 'delta' | 'message') {
  const choices = (frame as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return null;
  const choice = choices[0] as Record<string, unknown> | undefined;
  const body = choice?.[part] as { content?: unknown } | undefined;
  const finishReason = choice?.finish_reason;
  return {
    content: typeof body?.content === 'string' ? body.content : '',
    finishReason: typeof finishReason === 'string' ? finishReason : null,
  };
}

function emit(onDelta: DeltaHandler | undefined, delta: string) {
  if (!onDelta || delta === '') return;
  try {
    onDelta(delta);
  } catch (error) {
    throw new DeltaHandlerError(error);
  }
}

async function streamOnce(
  openai: OpenAI,
  body: ChatCompletionCreateParamsBase,
  signal: AbortSignal,
  onDelta: DeltaHandler | undefined,
): Promise<Answer> {
  const stream = await openai.chat.completions.create({ ...body, stream: true }, { signal });
  const answer: Answer = { text: '', finishReason: null, frames: 0 };
  for await (const chunk of stream) {
    const choice = readChoice(chunk, 'delta');
    if (!choice) continue;
    answer.frames += 1;
    answer.text += choice.content;
    emit(onDelta, choice.content);
    if (choice.finishReason) answer.finishReason = choice.finishReason;
  }
  return answer;
}

async function completeOnce(
  openai: OpenAI,
  body: ChatCompletionCreateParamsBase,
  signal: AbortSignal,
  onDelta: DeltaHandler | undefined,
): Promise<Answer> {
  // A server answering with something other than JSON makes the SDK return the raw text.
  const completion: unknown = await openai.chat.completions.create(
    { ...body, stream: false },
    { signal },
  );
  const choice = readChoice(completion, 'message');
  if (!choice) return { text: '', finishReason: null, frames: 0 };
  emit(onDelta, choice.content);
  return { text: choice.content, finishReason: choice.finishReason ?? 'stop', frames: 1 };
}

function checkAnswer(answer: Answer, streamed: boolean, maxOutputTokens: number): string {
  if (answer.frames === 0) throw unusableOutput('the model service sent no readable answer');
  if (answer.finishReason === 'length') {
    throw unusableOutput(`it was cut off at the output limit of ${maxOutputTokens} tokens`);
  }
  if (answer.finishReason === 'content_filter')
    throw unusableOutput('the model service withheld it');
  if (streamed && answer.finishReason === null) {
    throw modelError(
      'upstream',
      'The connection to the model service was lost before the answer was complete. Please try again.',
    );
  }
  if (answer.text.trim() === '') throw unusableOutput('it was empty');
  return answer.text;
}
