import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 44: 'When they click submit, save a new item to Submissions with … the assignment' made
 * #submitBtn a toggle, so a second click deleted the student's submission. Saving a new item to
 * a collection writes a row; it takes none back.
 */

describe('template engine: a button that saves a new item is no toggle', () => {
  it('keeps the submission when the button is clicked again', async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        "Homework page. Show all assignments in #assignmentsRepeater: title in #assignmentTitle. Each item has a #submitBtn. When they click submit, save a new item to Submissions with the assignment (reference) and the student's member id, then show 'Submitted!'. Only logged-in members can submit.",
        {
          Assignments: { title: 'text' },
          Submissions: { assignment: 'reference', studentId: 'text' },
        },
        [
          { id: 'assignmentsRepeater', type: 'repeater' },
          { id: 'assignmentTitle', type: 'text', parentId: 'assignmentsRepeater' },
          { id: 'submitBtn', type: 'button', parentId: 'assignmentsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        itemsPerCollection: 0,
        beforeRun: (page) => void page.data.insert('Assignments', { _id: 'a1', title: 'Essay' }),
      },
    );
    expect(run.errors).toEqual([]);
    expect(result.backendCode).not.toContain("wixData.remove('Submissions'");
    for (let click = 0; click < 2; click++) {
      await run.fire('#submitBtn', 'click', { itemId: 'a1' });
      await run.settle();
    }
    const saved = await run.wixData.query('Submissions').find({ suppressAuth: true });
    expect(saved.items.map((s) => s['assignment'])).toEqual(['a1']);
  });
});
