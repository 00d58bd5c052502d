import http from 'node:http';

/**
 * A plain HTTP client for the proofs: node:http with an agent allowed one connection per
 * request, so a thousand requests fired together really reach the servers together (no client
 * pool queues them). No keep-alive, so nothing is left open when a test ends.
 */
const agent = new http.Agent({ keepAlive: false, maxSockets: 2_000 });

export type HttpAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type HttpRequest = {
  method?: 'GET' | 'POST';
  path: string;
  /** Sent as JSON; a string is sent as it is (a signed webhook payload must be byte-exact). */
  body?: unknown;
  headers?: Record<string, string>;
};

export function send(baseUrl: string, request: HttpRequest): Promise<HttpAnswer> {
  const payload =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path, baseUrl),
      {
        method: request.method ?? 'GET',
        agent,
        headers: {
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
          ...request.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

export function jsonOf<T = Record<string, unknown>>(answer: HttpAnswer): T {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    throw new Error(`Expected JSON, got ${answer.status}: ${answer.body.slice(0, 300)}`);
  }
}

/** How often each value occurs, e.g. statuses { 200: 10, 402: 990 }, for the printed summaries. */
export function tally(values: Array<string | number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

export function statusCounts(answers: HttpAnswer[]): Record<string, number> {
  return tally(answers.map((answer) => answer.status));
}

/** The raw value a Set-Cookie header gives cookie `name` ('' when it clears it), to send back. */
export function cookieValue(answer: HttpAnswer, name: string): string | undefined {
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const separator = pair?.indexOf('=') ?? -1;
    if (pair && separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}
