import type { IncomingMessage } from 'node:http';

/** The OpenAI wire format the fake server speaks: request bodies, completions, SSE frames, errors. */

export interface FakeChatMessage {
  role: string;
  content: unknown;
}

export interface FakeRequestBody {
  model?: string;
  messages?: FakeChatMessage[];
  stream?: boolean;
  response_format?: unknown;
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
}

/** The default answer: a small, valid four-piece JSON object. */
export const FAKE_DEFAULT_CONTENT = JSON.stringify({
  frontendCode: "$w.onReady(async () => {\n  console.log('ready');\n});\n",
  backendCode: '',
  htmlCode: '',
  instructions: '',
});

export const GARBAGE = '<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>';

export const REJECTION = {
  error: {
    message:
      "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
    type: 'invalid_request_error',
    param: 'response_format',
    code: null,
  },
};

export function errorBody(status: number) {
  return {
    error: {
      message: `Fake error ${status}`,
      type:
        status === 429
          ? 'rate_limit_exceeded'
          : status >= 500
            ? 'server_error'
            : 'invalid_request_error',
      param: null,
      code: null,
    },
  };
}

export function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}

export async function readBody(req: IncomingMessage): Promise<FakeRequestBody> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  try {
    const parsed = JSON.parse(Buffer.concat(parts).toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as FakeRequestBody) : {};
  } catch {
    return {};
  }
}

export function completion(id: string, model: string, content: string, finishReason: string) {
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: finishReason,
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export function chunk(
  id: string,
  model: string,
  delta: Record<string, unknown>,
  finishReason: string | null,
) {
  const frame = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  };
  return `data: ${JSON.stringify(frame)}\n\n`;
}
