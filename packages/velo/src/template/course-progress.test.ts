import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 49, 8: a course page. 'Progress is private – each member only sees their own' made
 * the shared Lessons each member's own (every member saw an empty list, a visitor none), and
 * 'record it in LessonProgress … for that member' left #completeBtn unbuilt. Now the lessons are
 * public and the button records the member's own progress row.
 */

const REQUEST = pageRequest(
  "Show the Lessons in `lessonsRepeater` ordered by `order`, with title. Each lesson has `completeBtn` – when a logged in member clicks it, record it in LessonProgress (lesson, completedAt) for that member, and the button changes to 'Completed ✓' and gets disabled. Progress is private – each member only sees their own. Guests see the lessons.",
  {
    Lessons: { title: 'text', order: 'number' },
    LessonProgress: { lesson: 'reference', completedAt: 'date' },
  },
  [
    { id: 'lessonsRepeater', type: 'repeater' },
    { id: 'lessonTitle', type: 'text', parentId: 'lessonsRepeater' },
    { id: 'completeBtn', type: 'button', parentId: 'lessonsRepeater' },
  ],
  'frontend_backend',
);

type Repeater = {
  forEachItem(
    fn: ($item: (id: string) => { label: string; enabled: boolean }, item: { _id: string }) => void,
  ): void;
};

describe("template engine: public lessons and each member's own progress", () => {
  it('lists the lessons to a visitor', async () => {
    const { run } = await runGenerated(REQUEST, { itemsPerCollection: 2 });
    expect(repeatedTexts(run, 'lessonsRepeater', 'lessonTitle')).toHaveLength(2);
  });

  it("records the member's completion and marks the lesson", async () => {
    const { result, run } = await runGenerated(REQUEST, {
      member: true,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        void page.data.insert('Lessons', { _id: 'l1', title: 'Intro', order: 1 });
        void page.data.insert('Lessons', { _id: 'l2', title: 'Setup', order: 2 });
      },
    });
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    expect(repeatedTexts(run, 'lessonsRepeater', 'lessonTitle')).toEqual(['Intro', 'Setup']);
    await run.fire('#completeBtn', 'click', { itemId: 'l2' });
    await run.settle();
    const rows = (await run.wixData.query('LessonProgress').find({ suppressAuth: true })).items;
    expect(rows.map((r) => [r['lesson'], r['completedAt'] instanceof Date])).toEqual([
      ['l2', true],
    ]);
    const buttons: [string, boolean][] = [];
    (run.$w('#lessonsRepeater') as unknown as Repeater).forEachItem(($item) =>
      buttons.push([$item('#completeBtn').label, $item('#completeBtn').enabled]),
    );
    expect(buttons[1]).toEqual(['Completed ✓', false]);
    expect(run.errors).toEqual([]);
  });
});
