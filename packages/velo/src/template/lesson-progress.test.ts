import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 19, 19: 'Each member only sees their own progress' beside a list of Lessons keeps the
 * progress each member's, not the page: visitors see the lessons. A row's one date field
 * ('completedOn') is when the member did it. Before, the lessons collapsed for visitors and
 * completedOn was never set.
 */

const tracker = pageRequest(
  "Lesson progress tracker for our online course. lessonsRepeater lists Lessons ordered by lessonNumber with lessonTitle. Each item has a markDoneButton; when a member clicks it, save a row in Progress with the lesson reference so it's remembered. Each member only sees their own progress.",
  {
    Lessons: { title: 'text', lessonNumber: 'number' },
    Progress: { lesson: 'reference', completedOn: 'date' },
  },
  [
    { id: 'lessonsRepeater', type: 'repeater' },
    { id: 'lessonTitle', type: 'text', parentId: 'lessonsRepeater' },
    { id: 'markDoneButton', type: 'button', parentId: 'lessonsRepeater' },
  ],
  'frontend_backend',
);

/** The page with two lessons, as a visitor or a signed-in member. */
const open = (member: boolean) =>
  runGenerated(tracker, {
    member,
    itemsPerCollection: 0,
    beforeRun(page) {
      void page.data.insert('Lessons', { _id: 'l1', title: 'Basics', lessonNumber: 1 });
      void page.data.insert('Lessons', { _id: 'l2', title: 'Next steps', lessonNumber: 2 });
    },
  });

describe('template engine: a course whose progress is each member’s own', () => {
  it('shows the lessons to a visitor', async () => {
    const { result, run } = await open(false);
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'lessonsRepeater', 'lessonTitle')).toEqual(['Basics', 'Next steps']);
    expect(result.backendCode).toContain('export const getLessons = webMethod(Permissions.Anyone');
  });

  it('dates the lesson a member marks done', async () => {
    const { run } = await open(true);
    await run.fire('#markDoneButton', 'click', { itemId: 'l2' });
    await run.settle();
    expect(run.errors).toEqual([]);
    const rows = (await run.wixData.query('Progress').find()).items;
    expect(rows.map((r) => r['lesson'])).toEqual(['l2']);
    expect(rows[0]?.['completedOn']).toBeInstanceOf(Date);
  });
});
