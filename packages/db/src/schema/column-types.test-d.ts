// Type-level checks, enforced by `tsc -p tsconfig.json` (an unused @ts-expect-error fails it).
import type { Insertable, Selectable } from 'kysely';
import { expectTypeOf } from 'vitest';

import type { Database } from '.';

type NewVersion = Insertable<Database['generationVersions']>;
type NewGeneration = Insertable<Database['generations']>;
type NewLedger = Insertable<Database['tokenLedger']>;

const version = { generationId: 'g', n: 1, kind: 'generate' } as const;
const generation = { userId: 'u', prompt: 'p', cost: 1, engine: 'template' };
const ledger = { userId: 'u', delta: 1, idempotencyKey: 'k' };

export const diagnosticsAsText: NewVersion = { ...version, diagnostics: '[]' };
export const diagnosticsAsArray: NewVersion = {
  ...version,
  // @ts-expect-error a bare array would reach node-postgres as '{}'; write JSON text
  diagnostics: [],
};

export const requestAsObject: NewGeneration = { ...generation, request: { a: [1] } };
export const requestAsText: NewGeneration = { ...generation, request: '{"a":[1]}' };
export const requestAsArray: NewGeneration = {
  ...generation,
  // @ts-expect-error arrays are not accepted for jsonb objects either
  request: [1],
};

export const ledgerWithId: NewLedger = {
  ...ledger,
  reason: 'purchase',
  // @ts-expect-error identity ids are generated always
  id: 1,
};
export const ledgerBadReason: NewLedger = {
  ...ledger,
  // @ts-expect-error reasons are a closed set
  reason: 'bonus',
};

expectTypeOf<Selectable<Database['legalDocuments']>['effectiveDate']>().toEqualTypeOf<
  string | null
>();
expectTypeOf<Selectable<Database['sessions']>['secretHash']>().toEqualTypeOf<Uint8Array>();
expectTypeOf<Selectable<Database['tokenLedger']>['id']>().toEqualTypeOf<number>();
