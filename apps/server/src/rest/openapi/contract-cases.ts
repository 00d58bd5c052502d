import { randomUUID } from 'node:crypto';

import {
  checkCall,
  defaultActor,
  exampleOf,
  type CallContext,
  type Operation,
} from './contract-checks';
import { NOT_FOUND, PREPARE, type Setup } from './contract-fixtures';
import { CONTRACT_AUTH } from './contract-world';

/** Test code: the calls the contract test makes of each operation, and their checks. */

/** Every path parameter an id nobody has (for the 404 of routes that read one). */
function unknownIds(operation: Operation): Setup | null {
  const names = (operation.op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  if (names.length === 0) return null;
  return { params: Object.fromEntries(names.map((name) => [name, randomUUID()])) };
}

/** The cases of one operation: its example (prepared to succeed), then documented errors. */
async function casesOf(context: CallContext, operation: Operation): Promise<[number, Setup][]> {
  const { world } = context;
  const { op } = operation;
  const auth = op['x-auth'];
  const example = exampleOf(operation);
  const ready: Setup = { ...example, ...(await PREPARE[op.operationId]?.(world, example)) };
  const success = Number(Object.keys(op.responses).find((status) => status.startsWith('2')));
  const cases: [number, Setup][] = [[success, ready]];

  if (auth === 'user' || auth === 'session' || auth === 'admin') {
    cases.push([401, { ...ready, actor: null }]);
  }
  if (auth === 'admin') cases.push([403, { ...ready, actor: world.user }]);
  if (CONTRACT_AUTH === 'apiKey' && (auth === 'session' || auth === 'keyless')) {
    const headers = { ...ready.headers, authorization: `Bearer ${world.user.apiKey ?? ''}` };
    cases.push([403, { ...ready, actor: defaultActor(world, auth), headers }]);
  }
  if (op.requestBody) cases.push([400, { ...ready, body: [] }]);
  if (op.responses['404']) {
    const notFound = NOT_FOUND[op.operationId]?.(ready) ?? unknownIds(operation);
    if (notFound) cases.push([404, { ...ready, ...notFound }]);
  }
  return cases;
}

/** Runs every case of the operation in order; the statuses checked and what did not hold. */
export async function exercise(context: CallContext, operation: Operation) {
  const statuses: number[] = [];
  const problems: string[] = [];
  for (const [expected, setup] of await casesOf(context, operation)) {
    statuses.push(expected);
    problems.push(...(await checkCall(context, operation, setup, expected)));
  }
  return { statuses, problems };
}
