import { createTestDb, testDatabaseKinds } from '@veloforge/db/testing';
import { describe, expect, it } from 'vitest';

import { createCaller } from '../root';
import { makeTestContext } from '../test-context';

describe.each(testDatabaseKinds())('tokens.settings on %s', (kind) => {
  it('reads the package from the settings row, with the spec defaults after migration', async () => {
    const { db, destroy } = await createTestDb(kind);
    try {
      const caller = createCaller(makeTestContext(db));
      await expect(caller.tokens.settings()).resolves.toEqual({
        tokenPackagePrice: 500,
        tokenPackageAmount: 150,
      });
      await db
        .updateTable('settings')
        .set({ tokenPackagePrice: 1200, tokenPackageAmount: 400 })
        .execute();
      await expect(caller.tokens.settings()).resolves.toEqual({
        tokenPackagePrice: 1200,
        tokenPackageAmount: 400,
      });
    } finally {
      await destroy();
    }
  });
});
