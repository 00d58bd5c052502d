import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * An admins' page opened by someone else (review 18, 22): its lists load only for an admin
 * (`signedInViewer()`), so a visitor gets collapsed lists and no refused read in the console.
 * Before, page-only code read the collection anyway and logged Wix's refusal on every load (and
 * page + backend code logged the web method's).
 */

const PROMPT =
  'Store admin inventory page - only admins. inventoryTable lists all Products (name, sku, stock, price).';

describe("template engine: an admins' page for anyone else", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'collapses the list for a visitor without reading it (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Products: { name: 'text', sku: 'text', stock: 'number', price: 'number' } },
          [{ id: 'inventoryTable', type: 'table' }],
          outputType,
        ),
        { itemsPerCollection: 3 },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const table = run.$w('#inventoryTable') as unknown as { collapsed: boolean; rows: unknown[] };
      expect(table.collapsed).toBe(true);
      expect(run.console.filter((c) => c.level === 'error')).toEqual([]);
      expect(result.frontendCode).toContain('if (!(await signedInViewer()).isAdmin) {');
    },
  );
});
