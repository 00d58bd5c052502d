import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

import { FormParseError, parseStripeForm, type FormObject } from './form-params';
import { createIdempotencyCache, type Answer } from './idempotency';
import { parseCheckoutSessionRequest, type FakeLineItem } from './session-params';
import {
  createSessionStore,
  FakeStripeStateError,
  randomId,
  type FakeCheckoutSession,
} from './session-store';
import {
  StripeErrorResponseThrown,
  fail,
  stripeError,
  type StripeErrorResponse,
} from './stripe-errors';
import {
  checkoutSessionEvent,
  type CheckoutSessionEventType,
  type FakeStripeEvent,
} from './webhooks';

export type FakeStripeOptions = {
  /** When set, only this secret key is accepted (401 otherwise); by default any Bearer key is. */
  apiKey?: string;
  /** Clock in milliseconds, for `created` and expiry; defaults to Date.now. */
  now?: () => number;
};

/** One request as the fake received it. */
export type FakeStripeRequest = {
  method: string;
  path: string;
  /** Form body (POST) or query string (GET), parsed from bracket notation; values are strings. */
  params: FormObject;
  /** The SDK sends one on every POST: ours when given, `stripe-node-retry-<uuid>` otherwise. */
  idempotencyKey: string | null;
  apiKey: string | null;
  stripeVersion: string | null;
  status: number;
  /** True when the answer was a replay of an earlier request with the same idempotency key. */
  replayed: boolean;
};

export type FakeStripe = {
  /** Spread into the SDK's options: `new Stripe(key, { ...fake.apiBase, maxNetworkRetries: 0 })`. */
  apiBase: { host: '127.0.0.1'; port: number; protocol: 'http' };
  /** The buyer paid: open -> complete/paid, or complete/unpaid -> paid (async method settled). */
  markPaid(id: string): FakeCheckoutSession;
  /** The buyer finished Checkout; `unpaid` is a delayed payment method still in flight. */
  markComplete(id: string, options: { paymentStatus: 'paid' | 'unpaid' }): FakeCheckoutSession;
  expire(id: string): FakeCheckoutSession;
  session(id: string): FakeCheckoutSession | undefined;
  sessions(): FakeCheckoutSession[];
  /** What the session was created with: Stripe keeps line items apart from the session object. */
  lineItems(id: string): FakeLineItem[];
  requests(): FakeStripeRequest[];
  /** A snapshot event carrying the session (by id: as it is now), stamped with the fake's clock. */
  event(type: CheckoutSessionEventType, session: string | FakeCheckoutSession): FakeStripeEvent;
  close(): Promise<void>;
};

const MAX_BODY_BYTES = 1024 * 1024;
const SESSION_PATH = /^\/v1\/checkout\/sessions\/([^/]+)$/;

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      fail(stripeError(413, 'invalid_request_error', 'Request body too large.'));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function bearerKey(request: IncomingMessage): string | null {
  const match = /^Bearer (\S+)$/.exec(header(request, 'authorization') ?? '');
  return match?.[1] ?? null;
}

/** A malformed escape is just an id that matches nothing, as on Stripe, not a server error. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function fromError(response: StripeErrorResponse): Answer {
  return { status: response.status, body: response.body };
}

/** Starts the fake Stripe API on a free loopback port. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const now = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(now() / 1000);
  const store = createSessionStore(nowSeconds);
  const log: FakeStripeRequest[] = [];
  const idempotency = createIdempotencyCache();

  function authenticate(apiKey: string | null) {
    if (apiKey === null) {
      fail(
        stripeError(
          401,
          'invalid_request_error',
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        ),
      );
    }
    if (options.apiKey !== undefined && apiKey !== options.apiKey) {
      fail(
        stripeError(
          401,
          'invalid_request_error',
          `Invalid API Key provided: ${apiKey.slice(0, 8)}****`,
        ),
      );
    }
  }

  function createSession(params: FormObject): Answer {
    const request = parseCheckoutSessionRequest(params, nowSeconds());
    return { status: 200, body: store.create(request) };
  }

  function retrieveSession(id: string): Answer {
    const session = store.find(id);
    if (!session) {
      fail(
        stripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, {
          code: 'resource_missing',
          param: 'session',
        }),
      );
    }
    return { status: 200, body: session };
  }

  async function handle(request: IncomingMessage, entry: FakeStripeRequest): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    authenticate(entry.apiKey);
    const contentType = header(request, 'content-type') ?? '';
    if (
      request.method === 'POST' &&
      body !== '' &&
      !contentType.startsWith('application/x-www-form-urlencoded')
    ) {
      fail(
        stripeError(
          400,
          'invalid_request_error',
          'Stripe v1 requests must be application/x-www-form-urlencoded.',
        ),
      );
    }
    entry.params = parseStripeForm(request.method === 'POST' ? body : url.search.slice(1));

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const answer = idempotency.run(
        {
          scope: entry.apiKey ?? '',
          key: entry.idempotencyKey,
          method: 'POST',
          path: url.pathname,
          params: entry.params,
        },
        () => createSession(entry.params),
      );
      entry.replayed = answer.replayed;
      return answer;
    }
    const sessionPath = SESSION_PATH.exec(url.pathname);
    if (request.method === 'GET' && sessionPath?.[1]) {
      return retrieveSession(decodePathSegment(sessionPath[1]));
    }
    return fromError(
      stripeError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${url.pathname}). The fake Stripe server implements only Checkout Session create and retrieve.`,
      ),
    );
  }

  async function respond(request: IncomingMessage, response: ServerResponse) {
    const entry: FakeStripeRequest = {
      method: request.method ?? 'GET',
      path: new URL(request.url ?? '/', 'http://127.0.0.1').pathname,
      params: {},
      idempotencyKey: header(request, 'idempotency-key'),
      apiKey: bearerKey(request),
      stripeVersion: header(request, 'stripe-version'),
      status: 0,
      replayed: false,
    };
    let answer: Answer;
    try {
      answer = await handle(request, entry);
    } catch (error) {
      if (error instanceof StripeErrorResponseThrown) answer = fromError(error.response);
      else if (error instanceof FormParseError) {
        answer = fromError(stripeError(400, 'invalid_request_error', error.message));
      } else {
        answer = fromError(
          stripeError(500, 'api_error', `Fake Stripe server error: ${String(error)}`),
        );
      }
    }
    entry.status = answer.status;
    log.push(entry);
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': randomId('req_', 14),
      'stripe-version': entry.stripeVersion ?? Stripe.API_VERSION,
      ...(entry.idempotencyKey === null ? {} : { 'idempotency-key': entry.idempotencyKey }),
      ...answer.headers,
    });
    response.end(JSON.stringify(answer.body, null, 2));
  }

  const server = createServer((request, response) => {
    void respond(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    markPaid: (id) => store.pay(id),
    markComplete: (id, { paymentStatus }) => store.complete(id, paymentStatus),
    expire: (id) => store.expire(id),
    session: (id) => store.find(id),
    sessions: () => store.all(),
    lineItems: (id) => store.lineItems(id),
    requests: () => structuredClone(log),
    event: (type, session) => {
      if (typeof session !== 'string') {
        return checkoutSessionEvent(type, session, { created: nowSeconds() });
      }
      const current = store.find(session);
      if (!current) throw new FakeStripeStateError(`No such checkout.session: '${session}'`);
      return checkoutSessionEvent(type, current, { created: nowSeconds() });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; drop them so close() does not wait for their timeout.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
