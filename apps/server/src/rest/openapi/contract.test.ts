import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds } from '../../testing';
import type { HttpMethod } from '../route-table';
import { exercise } from './contract-cases';
import type { CallContext, Operation, OperationObject } from './contract-checks';
import { STRIPE_WEBHOOK_SECRET } from './contract-fixtures';
import { createValidator } from './contract-validator';
import { createWorld } from './contract-world';
import { buildOpenApiDocument } from './document';
import { DOCUMENTED_API_ROUTES } from './documented-routes';
import { OPENAPI_PATH } from './plain-routes';

type Document = {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, unknown> };
};

function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase() as HttpMethod,
      path,
      op,
    })),
  );
}

const nameOf = ({ method, path }: Operation) => `${method} ${path}`;

/** The operations to walk, known before the server starts so each gets its own test. */
const OPERATIONS = operationsOf(
  JSON.parse(
    JSON.stringify(
      buildOpenApiDocument(DOCUMENTED_API_ROUTES, { appUrl: 'http://localhost', version: '0' }),
    ),
  ) as Document,
);

function formatTable(kind: string, rows: string[][]): string {
  const header = ['operation', 'route', 'statuses checked'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [`contract test on ${kind}:`, line(header), ...rows.map(line)].join('\n');
}

/**
 * The contract test: the document served at /api/openapi.json, walked operation by operation
 * over real HTTP with real credentials. Each operation's example must succeed and each
 * documented error case must answer its status, every answer with a status the document lists
 * and a body matching the schema it gives, so the document cannot drift from the code.
 */
describe.each(serverTestKinds())('the OpenAPI document against the server on %s', (kind) => {
  let context: CallContext;
  let served: Operation[] = [];
  const table: string[][] = [];

  beforeAll(async () => {
    const server = await createTestServer({ kind, env: { STRIPE_WEBHOOK_SECRET } });
    const world = await createWorld(server);
    const response = await fetch(new URL(OPENAPI_PATH, world.baseUrl));
    const document = (await response.json()) as Document;
    served = operationsOf(document);
    context = { world, validator: createValidator(document.components.schemas) };
  }, 60_000);
  afterAll(async () => {
    console.log(formatTable(kind, table));
    await context.world.server.close();
  });

  it('serves every operation of the documented routes', () => {
    expect(served.map(nameOf)).toEqual(OPERATIONS.map(nameOf));
  });

  it.each(OPERATIONS.map((operation) => [operation.op.operationId, operation] as const))(
    '%s answers as documented',
    async (_operationId, operation) => {
      const current = served.find((candidate) => nameOf(candidate) === nameOf(operation));
      if (!current) throw new Error(`${nameOf(operation)} is not in the served document`);
      const { statuses, problems } = await exercise(context, current);
      table.push([current.op.operationId, nameOf(current), statuses.join(' ')]);
      expect(problems).toEqual([]);
    },
  );
});
