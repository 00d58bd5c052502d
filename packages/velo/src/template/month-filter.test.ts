import { describe, expect, it } from 'vitest';

import { inTimeZone } from '../testing/time-zone';
import { pageRequest, runGenerated } from './test-support';

/**
 * A dropdown choosing a month of a list's dates (plan-month-filter.ts): 'monthDropdown filters
 * the events by the month of their date'. Before, the dropdown was left out of the code. Run in
 * Tokyo, where a month's first midnight is the previous day in UTC, so a server-side month would
 * take the wrong items.
 */

type Item = { text: string };
type Repeater = { forEachItem(fn: ($item: (selector: string) => Item) => void): void };
type Dropdown = { options: { label: string; value: string }[]; value: string };

describe('template engine: a dropdown of the months a list has', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "offers the months that have events and keeps the chosen month's, on the visitor's calendar (%s)",
    async (outputType) => {
      inTimeZone('Asia/Tokyo');
      const { result, run } = await runGenerated(
        pageRequest(
          'Events page: eventsRepeater lists events with titleText, soonest first. monthDropdown filters the events by the month of their date.',
          { Events: { title: 'text', date: 'date' } },
          [
            { id: 'eventsRepeater', type: 'repeater' },
            { id: 'titleText', type: 'text', parentId: 'eventsRepeater' },
            { id: 'monthDropdown', type: 'dropdown' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const events: [string, Date][] = [
              ['Last of January', new Date(2025, 0, 31, 23, 30)],
              ['First of February', new Date(2025, 1, 1, 0, 30)],
              ['Mid February', new Date(2025, 1, 15, 12)],
              ['March', new Date(2025, 2, 10, 18)],
            ];
            for (const [title, date] of events) void page.data.insert('Events', { title, date });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const dropdown = run.$w('#monthDropdown') as unknown as Dropdown;
      expect(dropdown.options.map((o) => o.value)).toEqual(['', '2025-03', '2025-02', '2025-01']);
      const shown = () => {
        const titles: string[] = [];
        (run.$w('#eventsRepeater') as unknown as Repeater).forEachItem(($item) =>
          titles.push($item('#titleText').text),
        );
        return titles;
      };
      await run.setValue('#monthDropdown', '2025-02');
      expect(shown()).toEqual(['First of February', 'Mid February']);
      await run.setValue('#monthDropdown', '');
      expect(shown()).toHaveLength(4);
      expect(result.instructions).toContain(
        'Pick a month in `monthDropdown` (it lists the months that have events): only events whose `date` is in that month stay',
      );
    },
  );
});
