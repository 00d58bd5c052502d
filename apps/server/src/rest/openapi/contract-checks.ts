import { parseSse } from '../../testing/generation';
import type { HttpMethod } from '../route-table';
import { fillPath } from './contract-http';
import type { Setup } from './contract-fixtures';
import type { Actor, World } from './contract-world';
import type { createValidator } from './contract-validator';
import type { RouteAuth } from './route-doc';

/** Test code: one call of a documented operation, checked against the document. */

type MediaType = { schema?: unknown; example?: unknown; 'x-itemSchema'?: unknown };
type Parameter = { name: string; in: 'path' | 'query' | 'header'; example?: unknown };

export type OperationObject = {
  operationId: string;
  'x-auth': RouteAuth;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
};

export type Operation = { method: HttpMethod; path: string; op: OperationObject };

export type CallContext = { world: World; validator: ReturnType<typeof createValidator> };

/** The operation's documented example, as a request. */
export function exampleOf({ op }: Operation): Setup {
  const values = (where: Parameter['in']) =>
    Object.fromEntries(
      (op.parameters ?? [])
        .filter((p) => p.in === where && p.example !== undefined)
        .map((p) => [p.name, String(p.example)]),
    );
  const body = op.requestBody?.content['application/json']?.example;
  return {
    params: values('path'),
    query: values('query'),
    headers: values('header'),
    ...(body === undefined ? {} : { body }),
  };
}

/** Who calls by default: the admin for admin routes, nobody for keyless ones, else the user. */
export function defaultActor(world: World, auth: RouteAuth): Actor | null {
  if (auth === 'admin') return world.admin;
  if (auth === 'none' || auth === 'keyless') return null;
  return world.user;
}

/** Why the answer's body does not match what the document says for its status. */
function bodyProblems(
  context: CallContext,
  media: Record<string, MediaType> | undefined,
  answer: { contentType: string; text: string },
): string[] {
  const stream = media?.['text/event-stream'];
  if (stream && answer.contentType.startsWith('text/event-stream')) {
    const events = parseSse(answer.text);
    const last = events.at(-1)?.data.type;
    const problems = events.flatMap(({ data }) => {
      const problem = context.validator.problems(stream['x-itemSchema'], data);
      return problem ? [`event ${String(data.type)}: ${problem}`] : [];
    });
    return last === 'result' ? problems : [...problems, `the stream ended with ${String(last)}`];
  }
  const json = media?.['application/json'];
  if (!json) return [`answered ${answer.contentType}, which is not documented`];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [`the body is not JSON: ${answer.text.slice(0, 200)}`];
  }
  const problem = context.validator.problems(json.schema, body);
  return problem ? [`the body does not match: ${problem}`] : [];
}

/**
 * Calls the operation as `setup` says and checks the answer: the expected status, a status the
 * document lists, and a body that matches its schema. Returns the problems (none when it holds).
 */
export async function checkCall(
  context: CallContext,
  operation: Operation,
  setup: Setup,
  expected: number,
): Promise<string[]> {
  const { method, path, op } = operation;
  const actor = setup.actor === undefined ? defaultActor(context.world, op['x-auth']) : setup.actor;
  const answer = await context.world.call(actor, op['x-auth'], {
    method,
    path: fillPath(path, setup.params),
    ...(setup.query ? { query: setup.query } : {}),
    ...(setup.body === undefined ? {} : { body: setup.body }),
    ...(setup.headers ? { headers: setup.headers } : {}),
  });
  const label = `${expected} case`;
  const documented = op.responses[String(answer.status)];
  if (!documented) return [`${label}: answered ${answer.status}, which is not documented`];
  const problems = bodyProblems(context, documented.content, answer);
  if (answer.status !== expected) {
    problems.unshift(`expected ${expected}, got ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return problems.map((problem) => `${label}: ${problem}`);
}
