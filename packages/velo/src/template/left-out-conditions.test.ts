import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 13: a written condition in a sentence that leaves its items out ('Threads with hidden =
 * true should not show', "Tours where active is false shouldn't appear", 'Exclude products where
 * archived is true') keeps the others; '(pinned = true) always come first' is an order. Before,
 * each listed only the items it meant to hide, and the pinned threads alone.
 */

const threads = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'threadsRepeater: Threads, most recent activity first (lastReplyAt), shows threadTitle. Pinned threads (pinned = true) always come first. Threads with hidden = true (moderated) should not show to anyone except admins.',
    {
      Threads: { title: 'text', lastReplyAt: 'date', pinned: 'boolean', hidden: 'boolean' },
    },
    [
      { id: 'threadsRepeater', type: 'repeater' },
      { id: 'threadTitle', type: 'text', parentId: 'threadsRepeater' },
    ],
    outputType,
  );

describe('template engine: conditions whose items are left out', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'hides the moderated threads and puts the pinned ones first (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(threads(outputType), {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          const thread = (title: string, day: number, more: object = {}) =>
            void page.data.insert('Threads', {
              title,
              lastReplyAt: new Date(2030, 0, day),
              ...more,
            });
          thread('Old pinned', 1, { pinned: true });
          thread('Newest', 9);
          thread('Moderated', 10, { hidden: true });
          thread('Older', 5, { hidden: false });
        },
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(repeatedTexts(run, 'threadsRepeater', 'threadTitle')).toEqual([
        'Old pinned',
        'Newest',
        'Older',
      ]);
      expect(run.errors).toEqual([]);
    },
  );

  it.each([
    ["Tours where active is false shouldn't appear.", ['Harbour']],
    ["Don't show tours where active is false.", ['Harbour']],
    ['Exclude tours where active is true.', ['Retired']],
    ['Tours with active = true should not be shown.', ['Retired']],
    // A share of a price is no condition at all.
    ['The deposit is 30% of the price.', ['Harbour', 'Retired']],
  ])('reads "%s" as the tours kept', async (sentence, kept) => {
    const { run } = await runGenerated(
      pageRequest(
        `tourRepeater lists Tours (name in tourName). ${sentence}`,
        { Tours: { name: 'text', active: 'boolean', deposit: 'number' } },
        [
          { id: 'tourRepeater', type: 'repeater' },
          { id: 'tourName', type: 'text', parentId: 'tourRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Tours', { name: 'Harbour', active: true, deposit: 30 });
          void page.data.insert('Tours', { name: 'Retired', active: false, deposit: 10 });
        },
      },
    );
    // Saved in the same millisecond, the two tours may come in either order.
    expect(repeatedTexts(run, 'tourRepeater', 'tourName').sort()).toEqual(kept);
  });
});
