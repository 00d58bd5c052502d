import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 40: '#sessionsRep lists Sessions for the day chosen in #dayPicker (datepicker, default
 * today)' listed every day's sessions until a day was picked. The picker starts at today and the
 * list with today's sessions.
 */

type Repeater = { data: Record<string, unknown>[] };

describe('template engine: a date picker that defaults to today', () => {
  it("opens on today's sessions", async () => {
    const now = new Date();
    const day = (offset: number) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    const { run } = await runGenerated(
      pageRequest(
        'agenda pg: #sessionsRep lists Sessions (#sTitle) for the day chosen in #dayPicker (datepicker, default today).',
        { Sessions: { title: 'text', date: 'date' } },
        [
          { id: 'sessionsRep', type: 'repeater' },
          { id: 'sTitle', type: 'text', parentId: 'sessionsRep' },
          { id: 'dayPicker', type: 'custom', customType: 'DatePicker' },
        ],
        'velo',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Sessions', { title: 'Today', date: day(0) });
          void page.data.insert('Sessions', { title: 'Tomorrow', date: day(1) });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const titles = (run.$w('#sessionsRep') as unknown as Repeater).data.map((s) => s['title']);
    expect(titles).toEqual(['Today']);
    expect((run.$w('#dayPicker') as unknown as { value: unknown }).value).toBeInstanceOf(Date);
  });
});
