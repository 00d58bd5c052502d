import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 12: conditions that say how some items look, or what a control does, are no filter of
 * the list. Before, 'Items with soldOut = true show "Sold out"' listed only sold-out merch,
 * 'checkbox #availableOnly shows only tools whose status is "available"' hid checked-out tools
 * for good, and 'Featured businesses first' hid the rest.
 */

const listed = async (prompt: string, extra: { id: string; type: string }[] = []) => {
  const { run } = await runGenerated(
    pageRequest(
      prompt,
      { Items: { name: 'text', status: 'text', soldOut: 'boolean', featured: 'boolean' } },
      [
        { id: 'itemsRepeater', type: 'repeater' },
        { id: 'itemName', type: 'text', parentId: 'itemsRepeater' },
        { id: 'stockText', type: 'text', parentId: 'itemsRepeater' },
        ...extra,
      ],
    ),
    {
      itemsPerCollection: 0,
      beforeRun(page) {
        void page.data.insert('Items', { name: 'Tee', status: 'available', featured: true });
        void page.data.insert('Items', { name: 'Cap', status: 'checked out', soldOut: true });
      },
    },
  );
  expect(run.errors).toEqual([]);
  return (run.$w('#itemsRepeater') as unknown as { data: { name: string }[] }).data
    .map((i) => i.name)
    .sort();
};

describe('template engine: conditions that are not the list’s', () => {
  it.each([
    'itemsRepeater shows the Items. Items with soldOut = true show "Sold out" in stockText.',
    'itemsRepeater shows the Items. Featured items first, then the rest.',
  ])('%s', async (prompt) => {
    expect(await listed(prompt)).toEqual(['Cap', 'Tee']);
  });

  it("leaves a checkbox's condition to the checkbox", async () => {
    const shown = await listed(
      'itemsRepeater shows the Items. Checkbox #availableOnly shows only items whose status is "available".',
      [{ id: 'availableOnly', type: 'checkbox' }],
    );
    expect(shown).toEqual(['Cap', 'Tee']);
  });
});
