import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 47: "Teachers add grades with courseInput and saveButton; teacherId = the logged in
 * member's id automatically. gradesTable lists the grades this teacher entered (course)." showed
 * every teacher's grades to every member. What the member entered is their own. Run in the
 * preview.
 */

describe('template engine: the items a member entered', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists only this teacher's grades (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Teachers add grades with courseInput and saveButton; teacherId = the logged in member's id automatically. gradesTable lists the grades this teacher entered (course).",
          { Grades: { course: 'text', teacherId: 'text' } },
          [
            { id: 'courseInput', type: 'input' },
            { id: 'saveButton', type: 'button' },
            { id: 'gradesTable', type: 'table' },
          ],
          outputType,
        ),
        // Two grades other teachers entered (the seed's own author), then this teacher's.
        { itemsPerCollection: 2, member: { _id: 'teacher-1' } },
      );
      await run.setValue('#courseInput', 'Algebra');
      await run.fire('#saveButton', 'click');
      await run.settle();
      const rows = (run.$w('#gradesTable') as unknown as { rows: { course: string }[] }).rows;
      expect(rows.map((r) => r.course)).toEqual(['Algebra']);
      expect(run.errors).toEqual([]);
    },
  );
});
