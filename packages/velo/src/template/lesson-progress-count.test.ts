import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 26's course page: 'Show #progressText as 'X of Y lessons completed' for the current
 * member only' made the lessons members-only ('member only' read as a page gate), left the
 * progress unbuilt, and the done button said 'Saved'.
 */

const PROMPT =
  "Online course page. Show the lessons of the course in #lessonsRepeater sorted by the order field, with #lessonTitle showing title. Logged-in members can click #markDoneBtn inside each item to mark the lesson complete, which saves a row in LessonProgress with the lesson reference. Show #progressText as 'X of Y lessons completed' for the current member only.";

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    {
      Lessons: { title: 'text', order: 'number' },
      LessonProgress: { lesson: 'reference', completedAt: 'date' },
    },
    [
      { id: 'lessonsRepeater', type: 'repeater' },
      { id: 'lessonTitle', type: 'text', parentId: 'lessonsRepeater' },
      { id: 'markDoneBtn', type: 'button', parentId: 'lessonsRepeater' },
      { id: 'progressText', type: 'text' },
    ],
    outputType,
  );

const lessons = {
  itemsPerCollection: 0,
  beforeRun: (page: { data: { insert(c: string, i: object): unknown } }) => {
    void page.data.insert('Lessons', { _id: 'intro', title: 'Intro', order: 1 });
    void page.data.insert('Lessons', { _id: 'next', title: 'Next steps', order: 2 });
  },
};

const text = (run: Awaited<ReturnType<typeof runGenerated>>['run'], id: string) =>
  (run.$w(`#${id}`) as unknown as { text: string; label: string }).text;

describe('template engine: a member’s progress through the lessons', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the lessons to visitors and counts the member’s completed ones (%s)',
    async (outputType) => {
      const visitor = (await runGenerated(request(outputType), lessons)).run;
      expect(repeatedTexts(visitor, 'lessonsRepeater', 'lessonTitle')).toEqual([
        'Intro',
        'Next steps',
      ]);
      const { run } = await runGenerated(request(outputType), {
        ...lessons,
        member: { _id: 'member-1' },
      });
      expect(text(run, 'progressText')).toBe('0 of 2 lessons completed');
      await run.fire('#markDoneBtn', 'click', { itemId: 'intro' });
      await run.settle();
      expect(text(run, 'progressText')).toBe('1 of 2 lessons completed');
      const labels: string[] = [];
      (
        run.$w('#lessonsRepeater') as unknown as {
          forEachItem(fn: ($item: (id: string) => { label: string }) => void): void;
        }
      ).forEachItem(($item) => labels.push($item('#markDoneBtn').label));
      expect(labels).toContain('Completed');
      expect(run.errors).toEqual([]);
    },
  );
});
