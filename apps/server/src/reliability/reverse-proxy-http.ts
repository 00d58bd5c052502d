import { randomInt } from 'node:crypto';
import http from 'node:http';

/**
 * The proxy test's HTTP client: node:http without keep-alive, each request from a chosen
 * loopback address (127.0.0.0/8 is all local), so nginx sees distinct clients and the app's
 * per-IP counters can be told apart.
 */

export type ProxyRequest = {
  method?: 'GET' | 'POST';
  path: string;
  /** A string or Buffer is sent byte for byte; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's source address (a loopback one); default 127.0.0.1. */
  from?: string;
};

export type ProxyAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type StreamEvent = { type: string; data: unknown; atMs: number };

/** A client address in 127.0.0.0/8 other than 127.0.0.1 (nginx's own, which the app trusts). */
export function randomLoopbackClient(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function payloadOf(body: unknown): Buffer | undefined {
  if (body === undefined) return undefined;
  if (Buffer.isBuffer(body)) return body;
  return Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
}

function open(
  baseUrl: string,
  request: ProxyRequest,
  onResponse: (response: http.IncomingMessage) => void,
  onError: (error: Error) => void,
) {
  const payload = payloadOf(request.body);
  const outgoing = http.request(
    new URL(request.path, baseUrl),
    {
      method: request.method ?? 'GET',
      agent: false,
      localAddress: request.from ?? '127.0.0.1',
      headers: {
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': String(payload.length) }),
        ...request.headers,
      },
    },
    onResponse,
  );
  outgoing.on('error', onError);
  outgoing.end(payload);
}

export function send(baseUrl: string, request: ProxyRequest): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    open(
      baseUrl,
      request,
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
      reject,
    );
  });
}

/**
 * POSTs to an event-stream route and reads the answer as it arrives: each server-sent event
 * with the time (ms after the request) its last byte reached the client.
 */
export function readEventStream(
  baseUrl: string,
  request: ProxyRequest,
): Promise<ProxyAnswer & { events: StreamEvent[] }> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    open(
      baseUrl,
      { ...request, method: 'POST' },
      (response) => {
        const events: StreamEvent[] = [];
        let body = '';
        let pending = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          const atMs = Math.round(performance.now() - startedAt);
          body += text;
          pending += text;
          const blocks = pending.split('\n\n');
          pending = blocks.pop() ?? '';
          for (const block of blocks) events.push(parseEvent(block, atMs));
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, events }),
        );
      },
      reject,
    );
  });
}

function parseEvent(block: string, atMs: number): StreamEvent {
  const field = (name: string) =>
    block
      .split('\n')
      .find((line) => line.startsWith(`${name}: `))
      ?.slice(name.length + 2) ?? '';
  return { type: field('event'), data: JSON.parse(field('data') || 'null'), atMs };
}

export function jsonOf<T>(answer: ProxyAnswer): T {
  return JSON.parse(answer.body) as T;
}

/** The value of cookie `name` a response set ('' when it cleared it), or undefined. */
export function cookieFrom(answer: ProxyAnswer, name: string): string | undefined {
  for (const header of answer.headers['set-cookie'] ?? []) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
