import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A school's staff directory as a teacher words it: 'searchInput filters as you type (with a
 * short debounce) on fullName, and departmentRadio … filters by department. Sort alphabetically
 * by fullName.' Before, the box searched the department (the radio's 'filters by' was read as
 * the box's) and the newest staff came first.
 */

type Repeater = { data: Record<string, unknown>[] };

const STAFF: [string, string][] = [
  ['Cleo Marsh', 'Arts'],
  ['Adam Science', 'Humanities'],
  ['Bea Kent', 'Science'],
];

describe('template engine: a staff directory', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'searches the field its own clause names and sorts alphabetically by the one named (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'The Staff collection (fullName, department) shows in staffRepeater with staffName and staffDepartment. searchInput filters as you type (with a short debounce) on fullName, and departmentRadio (All, Science, Humanities, Arts) filters by department. Sort alphabetically by fullName.',
          { Staff: { fullName: 'text', department: 'text' } },
          [
            { id: 'searchInput', type: 'input' },
            { id: 'departmentRadio', type: 'radioGroup' },
            { id: 'staffRepeater', type: 'repeater' },
            { id: 'staffName', type: 'text', parentId: 'staffRepeater' },
            { id: 'staffDepartment', type: 'text', parentId: 'staffRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [fullName, department] of STAFF)
              void page.data.insert('Staff', { fullName, department });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const names = () =>
        (run.$w('#staffRepeater') as unknown as Repeater).data.map((i) => i['fullName']);
      expect(names()).toEqual(['Adam Science', 'Bea Kent', 'Cleo Marsh']);
      // 'Science' is Bea's department and Adam's surname: only the name is searched.
      await run.setValue('#searchInput', 'Science');
      await run.settle();
      expect(names()).toEqual(['Adam Science']);
    },
  );

  it("searches the field named after 'on' in the box's clause", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Staff shows in staffRepeater with staffName. searchInput filters as you type on the bio.',
        { Staff: { fullName: 'text', bio: 'text' } },
        [
          { id: 'searchInput', type: 'input' },
          { id: 'staffRepeater', type: 'repeater' },
          { id: 'staffName', type: 'text', parentId: 'staffRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Staff', { fullName: 'Ada Chess', bio: 'Teaches maths' });
          void page.data.insert('Staff', { fullName: 'Ben Maths', bio: 'Runs the chess club' });
        },
      },
    );
    await run.setValue('#searchInput', 'chess');
    await run.settle();
    expect(run.errors).toEqual([]);
    const names = (run.$w('#staffRepeater') as unknown as Repeater).data.map((i) => i['fullName']);
    expect(names).toEqual(['Ben Maths']);
  });
});
