import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 12's orders, as people write them: 'sort by rating, highest first' was ascending; 'Order
 * entries by votes, most first' and 'in alphabetical order' were newest first.
 */

const shown = async (prompt: string) => {
  const { run } = await runGenerated(
    pageRequest(prompt, { Entries: { name: 'text', rating: 'number', votes: 'number' } }, [
      { id: 'entriesRepeater', type: 'repeater' },
      { id: 'entryName', type: 'text', parentId: 'entriesRepeater' },
    ]),
    {
      itemsPerCollection: 0,
      beforeRun(page) {
        for (const [name, rating, votes] of [
          ['Birch', 3, 40],
          ['Alder', 5, 10],
          ['Cedar', 4, 25],
        ] as const)
          void page.data.insert('Entries', { name, rating, votes });
      },
    },
  );
  expect(run.errors).toEqual([]);
  return (run.$w('#entriesRepeater') as unknown as { data: { name: string }[] }).data.map(
    (e) => e.name,
  );
};

describe('template engine: orders said in words', () => {
  it.each([
    [
      'entriesRepeater lists the Entries; sort by rating, highest first.',
      ['Alder', 'Cedar', 'Birch'],
    ],
    [
      'entriesRepeater lists the Entries. Order entries by votes, most first.',
      ['Birch', 'Cedar', 'Alder'],
    ],
    ['entriesRepeater lists the Entries in alphabetical order.', ['Alder', 'Birch', 'Cedar']],
    [
      'entriesRepeater lists the Entries; sort by votes, fewest first.',
      ['Alder', 'Cedar', 'Birch'],
    ],
  ])('%s', async (prompt, order) => {
    expect(await shown(prompt)).toEqual(order);
  });
});
