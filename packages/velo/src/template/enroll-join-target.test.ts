import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 17: 'check that they have a Completions record for the prerequisite …; otherwise save
 * Enrollments (course, memberId)'. The enroll button wrote a Completions row (members could mark
 * their own prerequisites done) and each course's credits read 'Credit limit of 3 reached', the
 * refusal quoted in the credit rule.
 */

const courses = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Course enrollment. coursesRepeater lists Courses (title, credits). When a member clicks enrollBtn, check that they have a Completions record for the prerequisite course. Otherwise save Enrollments (course, memberId). Members can\'t enroll in more than 18 credits total ("Credit limit of 18 reached").',
    {
      Courses: { title: 'text', credits: 'number' },
      Completions: { course: 'reference', memberId: 'text' },
      Enrollments: { course: 'reference', memberId: 'text' },
    },
    [
      { id: 'coursesRepeater', type: 'repeater' },
      { id: 'courseTitle', type: 'text', parentId: 'coursesRepeater' },
      { id: 'courseCredits', type: 'text', parentId: 'coursesRepeater' },
      { id: 'enrollBtn', type: 'button', parentId: 'coursesRepeater' },
    ],
    outputType,
  );

describe('template engine: the collection a join button writes', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'enrolls in Enrollments, not the Completions it checks, and shows the credits (%s)',
    async (outputType) => {
      const { run } = await runGenerated(courses(outputType), {
        itemsPerCollection: 0,
        member: { _id: 'member-ann' },
        beforeRun: (page) => {
          void page.data.insert('Courses', { _id: 'c1', title: 'Algebra', credits: 3 });
        },
      });
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'coursesRepeater', 'courseCredits')).toEqual(['3']);
      await run.fire('#enrollBtn', 'click', { itemId: 'c1' });
      await run.settle();
      expect((await run.wixData.query('Completions').find()).items).toEqual([]);
      const enrolled = (await run.wixData.query('Enrollments').find()).items;
      expect(enrolled.map((e) => e['course'])).toEqual(['c1']);
    },
  );
});
