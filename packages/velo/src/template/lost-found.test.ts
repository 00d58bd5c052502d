import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 11's school lost & found. Before: '#claimButton which opens the claim section #claimBox
 * and remembers which item' went to an invented /lost-items/{ID} page, a claim was saved without
 * its item, and 'LostItems that are NOT claimed' listed the claimed ones too.
 */

const PROMPT =
  'School lost & found. #itemsRepeater: show LostItems that are NOT claimed, with description. Each card has #claimButton which opens the claim section #claimBox and remembers which item. The claim form has #studentName, #gradeInput and #confirmClaim; it saves a Claims record (item reference, studentName, grade). Show "Claim sent to the office" in #claimMessage.';

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    {
      LostItems: { description: 'text', claimed: 'boolean' },
      Claims: { item: 'reference', studentName: 'text', grade: 'text' },
    },
    [
      { id: 'itemsRepeater', type: 'repeater' },
      { id: 'itemDesc', type: 'text', parentId: 'itemsRepeater' },
      { id: 'claimButton', type: 'button', parentId: 'itemsRepeater' },
      { id: 'claimBox', type: 'container' },
      { id: 'studentName', type: 'input', parentId: 'claimBox' },
      { id: 'gradeInput', type: 'input', parentId: 'claimBox' },
      { id: 'confirmClaim', type: 'button', parentId: 'claimBox' },
      { id: 'claimMessage', type: 'text', parentId: 'claimBox' },
    ],
    outputType,
  );

describe('template engine: claiming a listed item in a box on the page', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists the unclaimed items and saves a claim with the item its button opened the box for (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('LostItems', { _id: 'scarf', description: 'Red scarf' });
          void page.data.insert('LostItems', { _id: 'cap', description: 'Cap', claimed: true });
        },
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(run.errors).toEqual([]);
      const repeater = run.$w('#itemsRepeater') as unknown as { data: { _id: string }[] };
      expect(repeater.data.map((i) => i._id)).toEqual(['scarf']);
      const box = run.$w('#claimBox') as unknown as { collapsed: boolean };
      expect(box.collapsed).toBe(true);
      await run.fire('#claimButton', 'click', { itemId: 'scarf' });
      expect(box.collapsed).toBe(false);
      expect(run.navigations).toEqual([]);
      await run.setValue('#studentName', 'Sam');
      await run.setValue('#gradeInput', '7');
      await run.fire('#confirmClaim', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Claims').find();
      expect(items.map((c) => [c['item'], c['studentName']])).toEqual([['scarf', 'Sam']]);
      expect((run.$w('#claimMessage') as unknown as { text: string }).text).toBe(
        'Claim sent to the office',
      );
    },
  );
});
