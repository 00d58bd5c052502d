import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 47: 'studentDropdown (options from the Students collection: label name, value memberId)
 * … adds a Grades item with studentId = the picked memberId' saved the student's name in
 * studentId: the choices' values were their labels. The value is the field the prompt names.
 * Run in the preview.
 */

describe('template engine: choices whose label and value are different fields', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "saves the picked student's member id (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Pick a student in studentDropdown (options from the Students collection: label name, value memberId) and a course in courseInput; saveButton adds a Grades item with studentId = the picked memberId.',
          {
            Grades: { course: 'text', studentId: 'text' },
            Students: { name: 'text', memberId: 'text' },
          },
          [
            { id: 'studentDropdown', type: 'dropdown' },
            { id: 'courseInput', type: 'input' },
            { id: 'saveButton', type: 'button' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => void page.data.insert('Students', { name: 'Ada', memberId: 'm-7' }),
        },
      );
      const options = (
        run.$w('#studentDropdown') as unknown as {
          options: { label: string; value: string }[];
        }
      ).options;
      expect(options).toEqual([{ label: 'Ada', value: 'm-7' }]);
      await run.setValue('#studentDropdown', 'm-7');
      await run.setValue('#courseInput', 'Algebra');
      await run.fire('#saveButton', 'click');
      await run.settle();
      const { items } = await run.wixData.query('Grades').find({ suppressAuth: true });
      expect(items.map((g) => [g['course'], g['studentId']])).toEqual([['Algebra', 'm-7']]);
    },
  );
});
