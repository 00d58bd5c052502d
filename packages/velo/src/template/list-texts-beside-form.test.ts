import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 17: a lost & found form beside the list of found items wrote its problems and its
 * thanks into the list's #noResultsText, so a later empty search read 'Thanks! Your details were
 * saved.' A list's empty or count text is never a form's status text.
 */

describe("template engine: a form beside a list's empty text", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'leaves the empty text to the list (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Anyone can report a found item with the form (itemName, description). List the items in itemsRepeater with itemTitle. searchInput filters by itemName; if nothing matches show noResultsText.',
          { FoundItems: { itemName: 'text', description: 'text' } },
          [
            { id: 'reportForm', type: 'form' },
            { id: 'itemNameInput', type: 'input', parentId: 'reportForm' },
            { id: 'descriptionInput', type: 'textarea', parentId: 'reportForm' },
            { id: 'submitBtn', type: 'button', parentId: 'reportForm' },
            { id: 'searchInput', type: 'input' },
            { id: 'itemsRepeater', type: 'repeater' },
            { id: 'itemTitle', type: 'text', parentId: 'itemsRepeater' },
            { id: 'noResultsText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(run.errors).toEqual([]);
      await run.setValue('#itemNameInput', 'Umbrella');
      await run.setValue('#descriptionInput', 'Blue, by the bench');
      await run.fire('#submitBtn', 'click');
      await run.settle();
      expect((await run.wixData.query('FoundItems').find()).items).toHaveLength(1);
      expect((run.$w('#noResultsText') as unknown as { text: string }).text).not.toMatch(/Thanks/);
      expect(result.frontendCode).not.toMatch(/#noResultsText'\)\.text = message/);
    },
  );
});
