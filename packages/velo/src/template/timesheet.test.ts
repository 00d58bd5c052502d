import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 21's timesheet: 'employees log hours with …, then #logButton' is the form (it was left
 * out), '#entriesTable shows my own entries' lists TimeEntries, each member's own (it listed every
 * employee's hours to anyone), and '#weekTotalText shows my total hours' sums the member's own
 * hours (it counted rows).
 */

const TIMESHEET = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Timesheet: employees log hours with #projectDropdown (from the Projects collection), #weekInput (week start date) and #hoursInput (0.25 to 60), then #logButton. #entriesTable shows my own entries and #weekTotalText shows my total hours.',
    {
      Projects: { name: 'text' },
      TimeEntries: { project: 'reference', weekStart: 'date', hours: 'number' },
    },
    [
      { id: 'projectDropdown', type: 'dropdown' },
      { id: 'weekInput', type: 'input' },
      { id: 'hoursInput', type: 'input' },
      { id: 'logButton', type: 'button' },
      { id: 'entriesTable', type: 'table' },
      { id: 'weekTotalText', type: 'text' },
      { id: 'timeStatus', type: 'text' },
    ],
    outputType,
  );

describe("template engine: a timesheet of the member's own hours", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'logs hours as the member, lists only theirs and sums them (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(TIMESHEET(outputType), {
        // Sample projects, and sample entries of another member's.
        itemsPerCollection: 2,
        member: { _id: 'm-1' },
        beforeRun: (page) => {
          void page.data.insert('TimeEntries', { hours: 3, weekStart: new Date('2027-01-04') });
        },
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const total = () => (run.$w('#weekTotalText') as unknown as { text: string }).text;
      const rows = () => (run.$w('#entriesTable') as unknown as { rows: unknown[] }).rows;
      expect(total()).toBe('3');
      expect(rows()).toHaveLength(1);
      const [project] = (await run.wixData.query('Projects').find()).items;
      await run.setValue('#projectDropdown', String(project?._id));
      await run.setValue('#weekInput', '2027-01-11');
      await run.setValue('#hoursInput', '4.5');
      await run.fire('#logButton', 'click');
      await run.settle();
      expect(total()).toBe('7.5');
      expect(rows()).toHaveLength(2);
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toMatch(
          /export const submitTimeEntry = webMethod\(Permissions\.SiteMember,/,
        );
        expect(result.backendCode).toMatch(
          /export const getTimeEntries = webMethod\(Permissions\.SiteMember,/,
        );
        // What each member adds is theirs: visitors add none.
        expect(result.instructions).toMatch(
          /Site member author[^\n]*; site members can add content/,
        );
      }
      expect(run.errors).toEqual([]);
    },
  );
});
