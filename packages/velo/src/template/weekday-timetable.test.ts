import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 28's yoga timetable: '#dayDropdown lets people pick Monday to Sunday … When the page loads
 * show today's day' offered the days as the collection had them, in no order, showed every class
 * at first, and printed CMS times as '09:00:00.000'.
 */

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('template engine: a weekly timetable', () => {
  it('offers Monday to Sunday, starts on today and shows times as hours and minutes', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Weekly timetable. #dayDropdown lets people pick Monday to Sunday and #classesRepeater shows that day's classes from the Classes collection, with class name in #className and time in #classTime. When the page loads show today's day.",
        { Classes: { title: 'text', day: 'text', startTime: 'time' } },
        [
          { id: 'dayDropdown', type: 'dropdown' },
          { id: 'classesRepeater', type: 'repeater' },
          { id: 'className', type: 'text', parentId: 'classesRepeater' },
          { id: 'classTime', type: 'text', parentId: 'classesRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const day of [...DAYS].reverse())
            void page.data.insert('Classes', {
              title: `${day} flow`,
              day,
              startTime: '09:30:00.000',
            });
        },
      },
    );
    const dropdown = run.$w('#dayDropdown') as unknown as { options: { value: string }[] };
    expect(dropdown.options.map((o) => o.value).filter(Boolean)).toEqual(DAYS);
    const today = new Date().toLocaleDateString('en-US', { weekday: 'long' });
    expect(repeatedTexts(run, 'classesRepeater', 'className')).toEqual([`${today} flow`]);
    expect(repeatedTexts(run, 'classesRepeater', 'classTime')).toEqual(['09:30']);
    expect(run.errors).toEqual([]);
  });
});
