import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Progress bars showing an item's figure against its goal (progress-bars.ts): 'progressBar shows
 * how much of the goal has been raised'. Before, the bar was left as it is and the coverage
 * warning named the sentence.
 */

type Bar = { value: number; targetValue: number };
type Repeater = {
  forEachItem(fn: ($item: (selector: string) => Bar & { text: string }) => void): void;
};

describe('template engine: a progress bar of a figure against its goal', () => {
  it("fills the shown campaign's bar: raised of its goal", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Fundraiser page: show the campaign from Campaigns in titleText and raisedText. progressBar shows how much of the goal has been raised.',
        { Campaigns: { title: 'text', goal: 'number', raised: 'number' } },
        [
          { id: 'titleText', type: 'text' },
          { id: 'raisedText', type: 'text' },
          { id: 'progressBar', type: 'custom', customType: 'ProgressBar' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Campaigns', { title: 'Roof', goal: 5000, raised: 1250 }),
      },
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const bar = run.$w('#progressBar') as unknown as Bar;
    expect([bar.value, bar.targetValue]).toEqual([1250, 5000]);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "fills each repeated item's bar, never past its goal (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Courses: coursesRepeater lists courses with titleText and lessonsBar showing completedLessons of totalLessons.',
          { Courses: { title: 'text', completedLessons: 'number', totalLessons: 'number' } },
          [
            { id: 'coursesRepeater', type: 'repeater' },
            { id: 'titleText', type: 'text', parentId: 'coursesRepeater' },
            {
              id: 'lessonsBar',
              type: 'custom',
              customType: 'ProgressBar',
              parentId: 'coursesRepeater',
            },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Courses', { title: 'A', completedLessons: 3, totalLessons: 12 });
            void page.data.insert('Courses', { title: 'B', completedLessons: 9, totalLessons: 8 });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const bars: Record<string, number[]> = {};
      (run.$w('#coursesRepeater') as unknown as Repeater).forEachItem(($item) => {
        bars[$item('#titleText').text] = [
          $item('#lessonsBar').value,
          $item('#lessonsBar').targetValue,
        ];
      });
      expect(bars).toEqual({ A: [3, 12], B: [8, 8] });
    },
  );
});
