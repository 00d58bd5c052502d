import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Conditions reviews 31, 32 and 34 wrote that every list dropped: 'only active ppl' (people were
 * never the items), 'only players with at least 1 goal' (the bound before its field), "status is
 * not 'Closed'" and 'only in-stock ones' in a sentence where people 'switch between' sort orders
 * (read as a switch control's filter).
 */

type Table = { rows: Record<string, unknown>[] };

const tableRows = async (
  prompt: string,
  fields: Record<string, 'text' | 'number' | 'boolean'>,
  items: Record<string, unknown>[],
  outputType: 'velo' | 'frontend_backend',
) => {
  const { run } = await runGenerated(
    pageRequest(prompt, { Things: fields }, [{ id: 'thingsTable', type: 'table' }], outputType),
    {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const item of items) void page.data.insert('Things', item);
      },
    },
  );
  expect(run.errors).toEqual([]);
  return (run.$w('#thingsTable') as unknown as Table).rows.map((r) => r['name']).sort();
};

describe('template engine: conditions on which items a list shows', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "keeps 'only active ppl' on a list of people (%s)",
    async (outputType) => {
      const names = await tableRows(
        'leaderboard in #thingsTable, only active ppl, sort by points',
        { name: 'text', points: 'number', isActive: 'boolean' },
        [
          { name: 'Ana', points: 1, isActive: true },
          { name: 'Ben', points: 2, isActive: false },
        ],
        outputType,
      );
      expect(names).toEqual(['Ana']);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "keeps 'only players with at least 1 goal' (%s)",
    async (outputType) => {
      const names = await tableRows(
        '#thingsTable shows the name and goals, only players with at least 1 goal.',
        { name: 'text', goals: 'number' },
        [
          { name: 'Ana', goals: 0 },
          { name: 'Ben', goals: 1 },
          { name: 'Cy', goals: 5 },
        ],
        outputType,
      );
      expect(names).toEqual(['Ben', 'Cy']);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'keeps "status is not \'Closed\'" (%s)',
    async (outputType) => {
      const names = await tableRows(
        "List all open maintenance requests (status is not 'Closed') in #thingsTable.",
        { name: 'text', status: 'text' },
        [
          { name: 'Ana', status: 'Open' },
          { name: 'Ben', status: 'Closed' },
          { name: 'Cy', status: 'In Progress' },
        ],
        outputType,
      );
      expect(names).toEqual(['Ana', 'Cy']);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "keeps 'only in-stock ones' beside sort orders people switch between (%s)",
    async (outputType) => {
      const names = await tableRows(
        "I'd like the wines in #thingsTable sorted by price high to low, but only in-stock ones, so people can switch between prices later.",
        { name: 'text', price: 'number', inStock: 'boolean' },
        [
          { name: 'Ana', price: 1, inStock: true },
          { name: 'Ben', price: 2, inStock: false },
        ],
        outputType,
      );
      expect(names).toEqual(['Ana']);
    },
  );
});
