import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 38: 'list availble plots in #plotRepeater … only where isAvailable is true, … and show
 * how many are free in #freeCount' listed taken plots too (a sentence with a count gave the list
 * no condition), and 'Sort by date ascending and hide cancelled stops' showed only the cancelled
 * ones (hiding said mid-sentence read as showing them).
 */

describe("template engine: a list's conditions beside a count and mid-sentence", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps the available plots, and counts them (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'list availble plots in #plotRepeater (#plotNum, #plotSize) only where isAvailable is true, sorted by size smallest first, and show how many are free in #freeCount',
          { Plots: { plotNumber: 'text', size: 'number', isAvailable: 'boolean' } },
          [
            { id: 'plotRepeater', type: 'repeater' },
            { id: 'plotNum', type: 'text', parentId: 'plotRepeater' },
            { id: 'plotSize', type: 'text', parentId: 'plotRepeater' },
            { id: 'freeCount', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [plotNumber, size, isAvailable] of [
              ['A1', 20, true],
              ['A2', 10, false],
              ['A3', 15, true],
            ] as const)
              void page.data.insert('Plots', { plotNumber, size, isAvailable });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'plotRepeater', 'plotNum')).toEqual(['A3', 'A1']);
      expect((run.$w('#freeCount') as unknown as { text: string }).text).toMatch(/^2\b/);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "hides the cancelled stops 'and hide cancelled stops' names (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Show food truck stops from Stops in #stopsRepeater, with #locationText. Sort by date ascending and hide cancelled stops.',
          { Stops: { locationName: 'text', date: 'date', isCancelled: 'boolean' } },
          [
            { id: 'stopsRepeater', type: 'repeater' },
            { id: 'locationText', type: 'text', parentId: 'stopsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const day = 24 * 60 * 60 * 1000;
            void page.data.insert('Stops', {
              locationName: 'Park',
              date: new Date(Date.now() + day),
              isCancelled: false,
            });
            void page.data.insert('Stops', {
              locationName: 'Pier',
              date: new Date(Date.now() + 2 * day),
              isCancelled: true,
            });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'stopsRepeater', 'locationText')).toEqual(['Park']);
    },
  );
});
