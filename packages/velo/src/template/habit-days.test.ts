import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 21's habit tracker: '#checkInButton in each card checks in for today' was read as the
 * list's days, so only habits checked in today showed (a new habit never did). What a button does
 * 'for today' is no bound on which items show.
 */

describe("template engine: a button's day is not the list's", () => {
  it('lists every habit of the member, checked in today or not', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Habit tracker for members. #habitsRepeater shows only my own habits (name and current streak in #streakText). #checkInButton in each card checks in for today — at most once per day per habit, and the streak goes up by one if I also checked in yesterday, otherwise it resets to 1.',
        { Habits: { name: 'text', streak: 'number', lastCheckIn: 'date' } },
        [
          { id: 'habitsRepeater', type: 'repeater' },
          { id: 'habitName', type: 'text', parentId: 'habitsRepeater' },
          { id: 'streakText', type: 'text', parentId: 'habitsRepeater' },
          { id: 'checkInButton', type: 'button', parentId: 'habitsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        member: { _id: 'm-1' },
        beforeRun: (page) => {
          void page.data.insert('Habits', { name: 'Run', streak: 3, lastCheckIn: new Date() });
          void page.data.insert('Habits', { name: 'Read', streak: 0 });
          void page.data.insert('Habits', {
            name: 'Swim',
            streak: 1,
            lastCheckIn: new Date(Date.now() - 5 * 86_400_000),
          });
        },
      },
    );
    expect(repeatedTexts(run, 'habitsRepeater', 'habitName').sort()).toEqual([
      'Read',
      'Run',
      'Swim',
    ]);
  });
});
