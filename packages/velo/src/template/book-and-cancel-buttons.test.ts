import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated, syntaxErrors } from './test-support';

/**
 * Review 43: 'Each item has a #bookBtn and a #cancelBtn' made both buttons joins, so the page and
 * the web module declared the member's bookings and `addBooking` twice and neither loaded; the
 * cancel button booked. And "if the class is already full, show 'Sorry, this class is full.'"
 * read 'Sorry, this class is full.: this class is full.', on the button too.
 */

describe('template engine: a book button beside a cancel button', () => {
  it('books once, and says the prompt’s words when the class is full', async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        "Gym class timetable. Show Classes in #classesRepeater: class name in #nameText. Each item has a #bookBtn and a #cancelBtn. When a logged-in member clicks Book, add a Bookings row for them and increase the class's booked count by 1; if the class is already full, show 'Sorry, this class is full.' in #msgText and don't book. Cancel removes their booking.",
        {
          Classes: { name: 'text', capacity: 'number', booked: 'number' },
          Bookings: { classId: 'reference', memberId: 'text' },
        },
        [
          { id: 'classesRepeater', type: 'repeater' },
          { id: 'nameText', type: 'text', parentId: 'classesRepeater' },
          { id: 'bookBtn', type: 'button', parentId: 'classesRepeater' },
          { id: 'cancelBtn', type: 'button', parentId: 'classesRepeater' },
          { id: 'msgText', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Classes', { _id: 'yoga', name: 'Yoga', capacity: 10, booked: 2 });
          void page.data.insert('Classes', { _id: 'spin', name: 'Spin', capacity: 5, booked: 5 });
        },
      },
    );
    expect(syntaxErrors(result.frontendCode)).toEqual([]);
    expect(syntaxErrors(result.backendCode)).toEqual([]);
    expect(run.errors).toEqual([]);
    await run.fire('#bookBtn', 'click', { itemId: 'yoga' });
    await run.settle();
    const yoga = await run.wixData.get('Classes', 'yoga', { suppressAuth: true });
    expect(yoga?.['booked']).toBe(3);
    await run.fire('#bookBtn', 'click', { itemId: 'spin' });
    await run.settle();
    expect((run.$w('#msgText') as unknown as { text: string }).text).toBe(
      'Sorry, this class is full.',
    );
  });
});
