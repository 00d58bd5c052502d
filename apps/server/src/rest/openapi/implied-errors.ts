import type { DocumentedRoute, ErrorStatus } from './route-doc';

type Errors = Partial<Record<ErrorStatus, string>>;

const BAD_KEY = 'the Authorization header is malformed or its API key is unknown or revoked';

/** Why a route may answer 403: its auth, and the CSRF guard on every cookie-authenticated write. */
function forbiddenReasons(route: DocumentedRoute): string[] {
  const { auth } = route.doc;
  const reasons: string[] = [];
  if (auth === 'keyless' || auth === 'session') reasons.push('API keys cannot do this.');
  if (auth === 'admin') reasons.push('The user is not an admin.');
  if (route.method !== 'GET') reasons.push('The Origin is not this site (cookie writes).');
  return reasons;
}

/** The errors a route's auth and request shape imply, before its own. */
function impliedErrors(route: DocumentedRoute): Errors {
  const { auth, body, query, params, headers } = route.doc;
  const errors: Errors = {};
  // Any route: a NUL character in the body, query or path, or a badly percent-encoded path.
  errors[400] =
    body || query || params || headers
      ? 'The request failed validation; fieldErrors names each field.'
      : 'The URL or the request contains a NUL character or bad percent-encoding.';
  if (params) errors[414] = 'A path parameter is over 5,000 characters.';
  // Every route that reads credentials checks an Authorization header first, public ones too.
  if (auth !== 'none') {
    const needsUser = auth === 'user' || auth === 'session' || auth === 'admin';
    errors[401] = needsUser ? `Not signed in, or ${BAD_KEY}.` : `Only when ${BAD_KEY}.`;
    errors[429] = 'Too many requests with this API key; Retry-After says when to try again.';
  }
  const forbidden = forbiddenReasons(route);
  if (forbidden.length > 0) errors[403] = forbidden.join(' Or: ');
  // Writes take a body even when they read none: it must still be JSON within the limit.
  if (body || route.method !== 'GET') {
    errors[413] = 'The body is over 1 MB.';
    errors[415] = 'The body is not JSON.';
  }
  // Everything but the static OpenAPI document reads or writes the database.
  if (auth !== 'none' || route.method !== 'GET') {
    errors[503] =
      'The database cannot be reached right now (a restart or failover); Retry-After says when to try again.';
  }
  return errors;
}

/**
 * Every error status a route documents, sorted: those its auth and request shape imply, then
 * its own, which win (they say it more precisely).
 */
export function errorsOf(route: DocumentedRoute): [status: ErrorStatus, description: string][] {
  const all: Errors = { ...impliedErrors(route), ...route.doc.errors };
  return Object.entries(all)
    .map(([status, text]): [ErrorStatus, string] => [Number(status) as ErrorStatus, text])
    .sort(([a], [b]) => a - b);
}
