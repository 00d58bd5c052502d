import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 17: 'Show how many bugs are still Open in openCountText' beside 'bugsRepeater shows all
 * Bugs' kept the list to the open bugs too. The condition is the count's alone.
 */

describe('template engine: a count of some items beside the list of all', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'counts the open bugs and lists them all (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'bugsRepeater shows all Bugs with bugTitle. Show how many bugs are still Open in openCountText.',
          { Bugs: { title: 'text', status: 'text' } },
          [
            { id: 'bugsRepeater', type: 'repeater' },
            { id: 'bugTitle', type: 'text', parentId: 'bugsRepeater' },
            { id: 'openCountText', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Bugs', { title: 'Crash', status: 'Open' });
            void page.data.insert('Bugs', { title: 'Typo', status: 'Closed' });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'bugsRepeater', 'bugTitle').sort()).toEqual(['Crash', 'Typo']);
      expect((run.$w('#openCountText') as unknown as { text: string }).text).toBe('1');
    },
  );
});
