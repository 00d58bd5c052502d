import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 20, 7: 'slotsRepeater shows upcoming AvailableSlots (startTime after now, not booked)
 * sorted by startTime with slotTimeText'. ', not booked' in brackets is which slots show, not a
 * field to keep private. Before, startTime and booked were kept from the page (so no slot said
 * when it was) and booked slots were offered.
 */

describe('template engine: conditions in brackets after the items', () => {
  it('lists the free slots with their times', async () => {
    const day = 24 * 3600_000;
    const { result, run } = await runGenerated(
      pageRequest(
        'Coaching appointment scheduler. slotsRepeater shows upcoming AvailableSlots (startTime after now, not booked) sorted by startTime with slotTimeText and coachText.',
        { AvailableSlots: { startTime: 'date', coach: 'text', booked: 'boolean' } },
        [
          { id: 'slotsRepeater', type: 'repeater' },
          { id: 'slotTimeText', type: 'text', parentId: 'slotsRepeater' },
          { id: 'coachText', type: 'text', parentId: 'slotsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('AvailableSlots', {
            startTime: new Date(Date.now() + day),
            coach: 'Kim',
            booked: false,
          });
          void page.data.insert('AvailableSlots', {
            startTime: new Date(Date.now() + 2 * day),
            coach: 'Lee',
            booked: true,
          });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'slotsRepeater', 'coachText')).toEqual(['Kim']);
    expect(repeatedTexts(run, 'slotsRepeater', 'slotTimeText')[0]).not.toBe('');
    expect(result.backendCode).not.toContain('startTime: _startTime');
  });
});
