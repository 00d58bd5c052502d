import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * A button that writes a row for each item of a list (review 50, 7): '#saveAttendanceBtn writes
 * one Attendance row per student'. Before, it was a form of the page's class dropdown saving to
 * Students, so each click added a nameless student; the dropdown stopped filtering the list,
 * and no warning said attendance was not saved. Now it is left unbuilt and named in a warning.
 */

const PROMPT =
  'The teacher picks a class in #classDropdown (options come from the Classes collection). #studentsRepeater then shows every student in that class with their name. #saveAttendanceBtn writes one Attendance row per student for today with present true/false.';

describe('template engine: a button writing a row per list item', () => {
  it('adds no student, names the button in a warning, and the dropdown filters', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        PROMPT,
        {
          Classes: { title: 'text' },
          Students: { fullName: 'text', classRef: 'reference' },
          Attendance: { student: 'reference', date: 'date', present: 'boolean' },
        },
        [
          { id: 'classDropdown', type: 'dropdown' },
          { id: 'studentsRepeater', type: 'repeater' },
          { id: 'studentName', type: 'text', parentId: 'studentsRepeater' },
          { id: 'saveAttendanceBtn', type: 'button' },
        ],
        'frontend_backend',
      ),
      {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Classes', { _id: 'c1', title: '5A' });
          void page.data.insert('Classes', { _id: 'c2', title: '5B' });
          void page.data.insert('Students', { fullName: 'Ann', classRef: 'c1' });
          void page.data.insert('Students', { fullName: 'Bo', classRef: 'c2' });
        },
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("never uses '#saveAttendanceBtn'"),
    ]);
    await run.fire('#saveAttendanceBtn', 'click');
    await run.settle();
    const students = await run.wixData.query('Students').find({ suppressAuth: true });
    expect(students.items).toHaveLength(2);
    await run.setValue('#classDropdown', 'c2');
    await run.settle();
    expect(repeatedTexts(run, 'studentsRepeater', 'studentName')).toEqual(['Bo']);
    expect(run.errors).toEqual([]);
  });
});
