import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 20, 8: a homework portal for students that says 'Teachers (admins) grade them
 * elsewhere'. Admins named for what they do on another page do not make this page theirs; the
 * dropdown offers 'only those with dueDate in the future'. Before, every web method was for
 * admins, so the students the page is for could neither choose nor submit.
 */

describe('template engine: a page for members that mentions admins working elsewhere', () => {
  it('lets a student choose an open assignment and submit it', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Homework submission portal for students (site members). Student picks the assignment in assignmentDropdown (from Assignments, only those with dueDate in the future), writes notes in notesBox, then clicks submitButton. Save it to Submissions. Students see only their own submissions in submissionsTable with assignment and grade. Teachers (admins) grade them elsewhere.',
        {
          Assignments: { title: 'text', dueDate: 'date' },
          Submissions: { assignment: 'reference', notes: 'text', grade: 'text' },
        },
        [
          { id: 'assignmentDropdown', type: 'dropdown' },
          { id: 'notesBox', type: 'textarea' },
          { id: 'submitButton', type: 'button' },
          { id: 'submissionsTable', type: 'table' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        itemsPerCollection: 0,
        beforeRun(page) {
          const day = 24 * 3600_000;
          void page.data.insert('Assignments', {
            _id: 'open',
            title: 'Essay',
            dueDate: new Date(Date.now() + 7 * day),
          });
          void page.data.insert('Assignments', {
            _id: 'past',
            title: 'Quiz',
            dueDate: new Date(Date.now() - 7 * day),
          });
        },
      },
    );
    expect(result.backendCode).not.toContain('Permissions.Admin');
    const choices = (run.$w('#assignmentDropdown') as unknown as { options: { label: string }[] })
      .options;
    expect(choices.map((c) => c.label)).toEqual(['Essay']);
    await run.setValue('#assignmentDropdown', 'open');
    await run.setValue('#notesBox', 'Done at last');
    await run.fire('#submitButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const saved = (await run.wixData.query('Submissions').find()).items;
    expect(saved.map((s) => [s['assignment'], s['notes']])).toEqual([['open', 'Done at last']]);
  });
});
