import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 8's class schedule: 'Each class shows its name, time like 18:30 and spots left
 * (capacity minus booked). When there are no spots left show "Sold out" and disable the
 * bookButton.' Before, the time showed as a date (3/14/2025), spotsText was left out and the
 * button stayed usable. Run in the preview.
 */

const PROMPT =
  'Yoga studio class schedule. The classesRepeater shows the classes sorted by start time. Each class shows its name, time like 18:30 and spots left (capacity minus booked). When there are no spots left show "Sold out" and disable the bookButton. If there are no classes show noClassesText.';

const ELEMENTS = [
  { id: 'classesRepeater', type: 'repeater' },
  { id: 'className', type: 'text', parentId: 'classesRepeater' },
  { id: 'classTime', type: 'text', parentId: 'classesRepeater' },
  { id: 'spotsText', type: 'text', parentId: 'classesRepeater' },
  { id: 'bookButton', type: 'button', parentId: 'classesRepeater' },
  { id: 'noClassesText', type: 'text' },
];

type Shown = { text: string; enabled: boolean };
type Repeater = {
  forEachItem(cb: ($item: (s: string) => Shown, item: { name: string }) => void): void;
};

describe('template engine: a class schedule', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the time as 18:30, the spots left or "Sold out", and disables a full class (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Classes: { name: 'text', startTime: 'date', capacity: 'number', booked: 'number' } },
          ELEMENTS,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const at = (h: number, m: number) => new Date(2027, 2, 14, h, m);
            void page.data.insert('Classes', {
              name: 'Yoga',
              startTime: at(18, 30),
              capacity: 10,
              booked: 7,
            });
            void page.data.insert('Classes', {
              name: 'Pilates',
              startTime: at(7, 5),
              capacity: 5,
              booked: 5,
            });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(run.errors).toEqual([]);
      const shown: Record<string, [string, string, boolean]> = {};
      (run.$w('#classesRepeater') as unknown as Repeater).forEachItem(($item, item) => {
        shown[item.name] = [
          $item('#classTime').text,
          $item('#spotsText').text,
          $item('#bookButton').enabled,
        ];
      });
      expect(shown).toEqual({
        Pilates: ['07:05', 'Sold out', false],
        Yoga: ['18:30', '3 spots left', true],
      });
      expect((run.$w('#noClassesText') as unknown as { hidden: boolean }).hidden).toBe(true);
    },
  );
});
