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

/**
 * PostgreSQL text cannot hold U+0000: a body, query or path value with it failed in the
 * database as a 500 (sign-in, API key names, legal pages, prompts, the admin user search).
 * It is refused before any procedure runs or anything is charged, on every route whose body
 * Fastify parses (the REST rows and the streams). The signed Stripe webhook keeps its raw bytes
 * (a Buffer) and tRPC its raw text, which this does not read.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const fields = [request.body, request.query, request.params].flatMap(nulFieldsOf);
    if (fields.length === 0) return;
    const fieldErrors = Object.fromEntries(fields.map((field) => [field, [MESSAGES.textHasNul]]));
    return reply.status(400).send({ message: MESSAGES.textHasNul, fieldErrors });
  });
}
