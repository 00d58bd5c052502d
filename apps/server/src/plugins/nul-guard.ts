import { MESSAGES } from '@veloforge/shared';
import type { FastifyInstance } from 'fastify';

/**
 * The field paths (dot-joined, '_' for the value itself, as fieldErrors names them) of every
 * string or key holding U+0000. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function nulFieldsOf(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string[]][] = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(path.length > 0 ? path.join('.') : '_');
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        pending.push([key, [...path, key]], [child, [...path, key]]);
      }
    }
  }
  return [...new Set(found)];
}

/** Whether any string or key in `value` holds U+0000; what nulFieldsOf finds, without paths. */
function holdsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a body, query or path value with it failed in the
 * database as a 500 (sign-in, API key names, legal pages, prompts, the admin user search).
 * It is refused before any procedure runs or anything is charged, on every route whose body
 * Fastify parses (the REST rows and the streams). The signed Stripe webhook keeps its raw bytes
 * (a Buffer) and tRPC its raw text, which this does not read.
 */
export function registerNulGuard(app: FastifyInstance) {
  // Nearly no request holds a NUL: the check builds nothing; the paths only for a refusal.
  app.addHook('preValidation', (request, reply, done) => {
    const { body, query, params } = request;
    if (!holdsNul(body) && !holdsNul(query) && !holdsNul(params)) return done();
    const fields = [body, query, params].flatMap(nulFieldsOf);
    const fieldErrors = Object.fromEntries(fields.map((field) => [field, [MESSAGES.textHasNul]]));
    // Answering from a callback hook: the reply ends the request, so done is not called.
    void reply.status(400).send({ message: MESSAGES.textHasNul, fieldErrors });
  });
}
