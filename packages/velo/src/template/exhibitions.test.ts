import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 10's museum calendar: 'By default only show exhibitions that are currently running or
 * upcoming (endDate >= today) … When the visitor picks a day in visitDatePicker, show only
 * exhibitions open on that day (startDate <= day <= endDate).' Before, a running exhibition
 * that started last week never showed (upcoming was read on startDate), and the picker matched
 * only exhibitions starting on the day picked.
 */

const day = (days: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, 12);
};

describe('template engine: exhibitions by their start and end dates', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps running and upcoming ones, and those open on the day picked (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Museum exhibitions calendar. exhibitionsRepeater shows Exhibitions (title, startDate, endDate). By default only show exhibitions that are currently running or upcoming (endDate >= today), sorted by startDate. When the visitor picks a day in visitDatePicker, show only exhibitions open on that day (startDate <= day <= endDate).',
          { Exhibitions: { title: 'text', startDate: 'date', endDate: 'date' } },
          [
            { id: 'exhibitionsRepeater', type: 'repeater' },
            { id: 'titleText', type: 'text', parentId: 'exhibitionsRepeater' },
            { id: 'visitDatePicker', type: 'custom', customType: 'DatePicker' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [title, from, to] of [
              ['Running', -10, 5],
              ['Upcoming', 3, 10],
              ['Ended', -20, -2],
            ] as const)
              void page.data.insert('Exhibitions', {
                title,
                startDate: day(from),
                endDate: day(to),
              });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const titles = () =>
        (run.$w('#exhibitionsRepeater') as unknown as { data: { title: string }[] }).data.map(
          (i) => i.title,
        );
      expect(titles()).toEqual(['Running', 'Upcoming']);
      const pick = async (days: number) => {
        const d = day(days);
        await run.setValue(
          '#visitDatePicker',
          new Date(d.getFullYear(), d.getMonth(), d.getDate()),
        );
        await run.settle();
      };
      await pick(4);
      expect(titles()).toEqual(['Running', 'Upcoming']);
      await pick(7);
      expect(titles()).toEqual(['Upcoming']);
      expect(run.errors).toEqual([]);
    },
  );
});
