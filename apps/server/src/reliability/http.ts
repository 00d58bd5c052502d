import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';

import { SESSION_COOKIE } from '../context';
import { parseSse, type SseEvent } from '../testing/generation';

/**
 * The proofs' one HTTP client: node:http over real sockets, and a browser-like user on top.
 * - One socket per request (an agent allowed 2,000, no keep-alive): a thousand requests fired
 *   together reach the servers together, no client pool queues them, nothing stays open.
 * - It never throws: a request the server never answers (killed mid-request, or hung past a
 *   minute) resolves as status 0 with the error, so a crash proof can count them.
 * - Each answer is timed, and an event stream's events carry when each one arrived, so a proof
 *   can tell a streamed answer from a buffered one.
 */

const agent = new http.Agent({ keepAlive: false, maxSockets: 2_000 });
/** Longer than any answer the proofs expect: a hang fails the request, not the whole suite. */
const REQUEST_TIMEOUT_MS = 60_000;

export type HttpRequest = {
  method?: 'GET' | 'POST';
  path: string;
  /** A string is sent byte for byte (a signed webhook payload must be exact); else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The connection's source address in 127.0.0.0/8 (see BrowserOptions); default 127.0.0.1. */
  from?: string;
};

export type TimedEvent = SseEvent & { atMs: number };

export type HttpAnswer = {
  /** 0 when no answer came: see `error`. */
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed body when the answer is JSON, else the text. */
  body: unknown;
  /** A text/event-stream answer's events, each with the ms after the request it arrived. */
  events: TimedEvent[];
  ms: number;
  error?: string;
};

export function send(baseUrl: string, request: HttpRequest): Promise<HttpAnswer> {
  const payload =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const noAnswer = (error: Error) =>
      resolve({
        status: 0,
        headers: {},
        text: '',
        body: null,
        events: [],
        ms: elapsed(),
        error: `${error.name}: ${error.message}`,
      });
    const outgoing = http.request(
      new URL(request.path, baseUrl),
      {
        method: request.method ?? 'GET',
        agent,
        localAddress: request.from ?? '127.0.0.1',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
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
        const isStream = incoming.headers['content-type']?.startsWith('text/event-stream');
        const events: TimedEvent[] = [];
        let text = '';
        let pending = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
          if (!isStream) return;
          pending += chunk;
          const end = pending.lastIndexOf('\n\n');
          if (end < 0) return;
          const atMs = elapsed();
          for (const event of parseSse(pending.slice(0, end))) events.push({ ...event, atMs });
          pending = pending.slice(end + 2);
        });
        incoming.on('error', noAnswer);
        // A server killed mid-answer: the socket closes before the answer is complete.
        incoming.on('close', () => {
          if (!incoming.complete) noAnswer(new Error('the connection closed mid-answer'));
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text,
            body: parseJson(incoming.headers, text),
            events,
            ms: elapsed(),
          }),
        );
      },
    );
    outgoing.on('error', noAnswer);
    outgoing.end(payload);
  });
}

function parseJson(headers: http.IncomingHttpHeaders, text: string): unknown {
  if (!headers['content-type']?.includes('application/json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The body of a JSON answer; throws with the answer when it is something else. */
export function jsonOf<T = Record<string, unknown>>(answer: HttpAnswer): T {
  if (typeof answer.body !== 'object' || answer.body === null) {
    throw new Error(
      `Expected JSON, got ${answer.status} ${answer.error ?? answer.text.slice(0, 300)}`,
    );
  }
  return answer.body as T;
}

/** The value a Set-Cookie header gives cookie `name` ('' when it clears it), to send back. */
export function cookieValue(answer: HttpAnswer, name: string): string | undefined {
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

/** Stripe delivering a signed event to the webhook at `baseUrl`, as signedWebhook() made it. */
export function deliverWebhook(
  baseUrl: string,
  webhook: { payload: string; signature: string },
): Promise<HttpAnswer> {
  return send(baseUrl, {
    method: 'POST',
    path: '/api/stripe/webhook',
    body: webhook.payload,
    headers: { 'stripe-signature': webhook.signature },
  });
}

/** An instance, or nginx in front of them, and the app's public address it serves. */
export type Site = {
  url: string;
  /** APP_URL: the Origin the app's pages send on every POST; default `url`. */
  origin?: string;
};

export type BrowserOptions = {
  /**
   * The client's address as X-Forwarded-For, which a load balancer in front of the instances
   * would add: instances started with TRUST_PROXY=loopback believe it from the test (on
   * loopback), the others ignore it.
   */
  forwardedFor?: string;
  /**
   * The connection's own source address, for clients behind the real nginx: nginx appends the
   * address it sees to X-Forwarded-For, so what the client sends there cannot set it.
   */
  from?: string;
  /** The session cookie's value; '' or absent: signed out. */
  session?: string;
};

export type Browser<Identity = object> = Identity &
  BrowserOptions & {
    url: string;
    origin: string;
    get: (path: string, headers?: Record<string, string>) => Promise<HttpAnswer>;
    post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<HttpAnswer>;
    /** GET /api/me/tokens: the balance this instance reports. */
    tokens: () => Promise<number>;
    /** The same browser talking to another instance (sessions live in the database). */
    at: (site: Site) => Browser<Identity>;
    /** The same browser with another session cookie ('' for none). */
    withSession: (session: string) => Browser<Identity>;
  };

export type Account = { id: string; username: string; password: string };
export type User = Browser<Account>;

/** Requests as the app's page in a browser makes them: its Origin, address and cookie. */
export function browser<Identity extends object = object>(
  site: Site,
  options: BrowserOptions = {},
  identity: Identity = {} as Identity,
): Browser<Identity> {
  const origin = site.origin ?? site.url;
  const headers = (extra: Record<string, string> = {}) => ({
    origin,
    ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    ...(options.session ? { cookie: `${SESSION_COOKIE}=${options.session}` } : {}),
    ...extra,
  });
  const from = options.from ? { from: options.from } : {};
  const get = (path: string, extra?: Record<string, string>) =>
    send(site.url, { path, headers: headers(extra), ...from });
  return {
    ...identity,
    ...options,
    url: site.url,
    origin,
    get,
    post: (path, body, extra) =>
      send(site.url, { method: 'POST', path, body, headers: headers(extra), ...from }),
    async tokens() {
      const answer = await get('/api/me/tokens');
      const { tokens } = jsonOf<{ tokens?: unknown }>(answer);
      if (typeof tokens !== 'number') throw new Error(`GET /api/me/tokens: ${answer.status}`);
      return tokens;
    },
    at: (other) => browser(other, options, identity),
    withSession: (session) => browser(site, { ...options, session }, identity),
  };
}

/**
 * A random client address per user: sign-up and sign-in limits count per address in Redis,
 * which outlives each proof's database, so a fixed address would run out on reruns.
 */
function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A loopback address other than 127.0.0.1 (nginx's own, which the app behind it trusts). */
export function randomLoopbackIp(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Registers a fresh user `<prefix>_<random>` at `site`, signed in. Names are unique because
 * per-user counters in Redis outlive the database. Its address is a random X-Forwarded-For
 * unless `from` says where it connects from.
 */
export async function registerUser(
  site: Site,
  prefix: string,
  options: Pick<BrowserOptions, 'from'> = {},
): Promise<User> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const address = options.from ? { from: options.from } : { forwardedFor: randomClientIp() };
  const answer = await browser(site, address).post('/api/register', {
    username,
    email: `${username}@example.com`,
    password,
  });
  const session = cookieValue(answer, SESSION_COOKIE);
  if (answer.status !== 200 || !session) {
    throw new Error(`register ${username} at ${site.url}: ${answer.status} ${answer.text}`);
  }
  const { id } = jsonOf<{ id: string }>(answer);
  return browser(site, { ...address, session }, { id, username, password });
}
