import type { GenerationStreamEvent } from '@veloforge/shared';

/**
 * The streaming generation routes (POST /api/generate-code/stream and
 * /api/troubleshoot-code/stream) read with fetch and a ReadableStream. EventSource cannot POST a
 * body, so the text/event-stream framing is parsed here.
 */

/** One dispatched server-sent event: its name ('message' when the server gave none) and data. */
export type SseMessage = { event: string; data: string };

/**
 * An incremental parser of the text/event-stream format (WHATWG HTML, "Parsing an event
 * stream"): feed it text as it arrives, in chunks cut anywhere, and it returns the events that
 * each chunk completed. `id` and `retry` fields are ignored (nothing here reconnects).
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function processLine(line: string, out: SseMessage[]) {
    if (line === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string): SseMessage[] {
      buffer += chunk;
      const out: SseMessage[] = [];
      // A trailing '\r' may be the first half of '\r\n': keep it until the next chunk.
      const pattern = /\r\n|\r(?!$)|\n/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        processLine(buffer.slice(start, match.index), out);
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
      return out;
    },
    /** The stream ended: a last event without its blank line is dispatched (lenient). */
    end(): SseMessage[] {
      const out: SseMessage[] = [];
      if (buffer !== '') processLine(buffer.replace(/\r$/, ''), out);
      buffer = '';
      processLine('', out);
      return out;
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The typed event a message carries, or null for anything else (an unknown event name, data that
 * is not JSON or lacks the event's fields): a newer server may add events this client ignores.
 * The name comes from the `event:` field, else from a `type` in the data.
 */
export function toGenerationEvent(message: SseMessage): GenerationStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  const name =
    message.event === 'message' && typeof data.type === 'string' ? data.type : message.event;
  switch (name) {
    case 'started':
      if (typeof data.sessionId !== 'string') return null;
      return {
        type: 'started',
        sessionId: data.sessionId,
        cost: typeof data.cost === 'number' ? data.cost : 0,
        tokensRemaining: typeof data.tokensRemaining === 'number' ? data.tokensRemaining : 0,
      };
    case 'delta':
      return typeof data.text === 'string' ? { type: 'delta', text: data.text } : null;
    case 'result':
      return 'result' in data ? { type: 'result', result: data.result } : null;
    case 'error':
      return {
        type: 'error',
        status: typeof data.status === 'number' ? data.status : 500,
        message: typeof data.message === 'string' ? data.message : '',
        refunded: data.refunded === true,
      };
    default:
      return null;
  }
}

/**
 * Why a streamed generation did not produce a result.
 * - `http`: the server refused before streaming (401, 400, 402, 429 …), `message` is its own.
 * - `stream`: the engine failed after the charge (`refunded` says whether it was given back).
 * - `network`: no answer, or the connection dropped before the result.
 * - `aborted`: this client cancelled.
 */
export type GenerationStreamErrorKind = 'http' | 'stream' | 'network' | 'aborted';

export class GenerationStreamError extends Error {
  readonly kind: GenerationStreamErrorKind;
  readonly status: number | undefined;
  readonly refunded: boolean;
  /** The server's own message, when it sent one (spec section 8: "server message, else …"). */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  /** Seconds, from Retry-After on a 429. */
  readonly retryAfter: number | undefined;

  constructor(
    kind: GenerationStreamErrorKind,
    details: {
      status?: number;
      serverMessage?: string;
      refunded?: boolean;
      fieldErrors?: Record<string, string[]>;
      retryAfter?: number;
    } = {},
  ) {
    super(details.serverMessage ?? kind);
    this.name = 'GenerationStreamError';
    this.kind = kind;
    this.status = details.status;
    this.refunded = details.refunded ?? false;
    this.serverMessage = details.serverMessage?.trim() || undefined;
    this.fieldErrors = details.fieldErrors ?? {};
    this.retryAfter = details.retryAfter;
  }
}

async function httpError(response: Response): Promise<GenerationStreamError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const fieldErrors: Record<string, string[]> = {};
  if (isRecord(body) && isRecord(body.fieldErrors)) {
    for (const [field, messages] of Object.entries(body.fieldErrors)) {
      const list = Array.isArray(messages) ? messages : [messages];
      fieldErrors[field] = list.filter((m): m is string => typeof m === 'string');
    }
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new GenerationStreamError('http', {
    status: response.status,
    serverMessage: isRecord(body) && typeof body.message === 'string' ? body.message : undefined,
    fieldErrors,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}

export type StreamStarted = Extract<GenerationStreamEvent, { type: 'started' }>;

export type StreamGenerationOptions = {
  signal?: AbortSignal;
  /** The charge was taken and the engine runs. */
  onStarted?: (event: StreamStarted) => void;
  /** Text as the engine writes it (partial output, before any check). */
  onDelta?: (text: string) => void;
  /** Defaults to the global fetch; tests pass a fake. */
  fetch?: typeof fetch;
};

/**
 * POSTs `body` as JSON to a streaming route and resolves with the `result` event's payload (the
 * same object the JSON route answers; the caller validates it). Rejects with a
 * GenerationStreamError for every other ending.
 */
export async function streamGeneration(
  path: string,
  body: unknown,
  { signal, onStarted, onDelta, fetch: fetchImpl = fetch }: StreamGenerationOptions = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new GenerationStreamError(signal?.aborted ? 'aborted' : 'network');
  }
  if (!response.ok) throw await httpError(response);
  if (!response.body) throw new GenerationStreamError('network', { status: response.status });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();

  /** The stream's outcome once an event settles it; undefined while it goes on. */
  function handle(messages: SseMessage[]): { result: unknown } | GenerationStreamError | undefined {
    for (const message of messages) {
      const event = toGenerationEvent(message);
      if (!event) continue;
      if (event.type === 'started') onStarted?.(event);
      else if (event.type === 'delta') onDelta?.(event.text);
      else if (event.type === 'result') return { result: event.result };
      else {
        return new GenerationStreamError('stream', {
          status: event.status,
          serverMessage: event.message,
          refunded: event.refunded,
        });
      }
    }
    return undefined;
  }

  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch {
        throw new GenerationStreamError(signal?.aborted ? 'aborted' : 'network');
      }
      const outcome = handle(chunk.done ? parser.end() : parser.push(chunk.value));
      if (outcome instanceof GenerationStreamError) throw outcome;
      if (outcome) return outcome.result;
      if (chunk.done) throw new GenerationStreamError('network', { status: response.status });
    }
  } finally {
    // The result settles the call; anything the server still sends after it is not needed.
    reader.cancel().catch(() => undefined);
  }
}
