import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { initTRPC } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** The installed @trpc/server's build files that define the object-spread helper. */
function spreadHelperFiles(): string[] {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@trpc/server'));
  return readdirSync(dist)
    .map((file) => path.join(dist, file))
    .filter((file) => /\.(mjs|cjs)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .filter((source) => source.includes('function _objectSpread2('));
}

describe('the @trpc/server object-spread patch (decision 017)', () => {
  it('is applied to both of its builds', () => {
    const files = spreadHelperFiles();
    expect(files).toHaveLength(2);
    for (const source of files) expect(source).toContain('else Object.assign(e, t);');
  });

  it('keeps spread semantics: an own __proto__ key stays a property, context merges', async () => {
    const t = initTRPC.context<{ requestId: string }>().create();
    const procedure = t.procedure
      .use(({ next }) => next({ ctx: { user: 'ada' } }))
      .input(z.record(z.string(), z.unknown()))
      .query(({ ctx, input }) => ({ ctx, input }));
    const caller = t.createCallerFactory(t.router({ echo: procedure }))({ requestId: 'r1' });

    const { ctx, input } = await caller.echo(
      JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>,
    );
    expect(ctx).toEqual({ requestId: 'r1', user: 'ada' });
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
