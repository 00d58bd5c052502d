import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 48, 2: a list of Signups '(shift title + date via the shift reference)' showed each
 * signup's own creation date in #signupShiftDate. A date text named for a reference, where the
 * list's items have no date, shows the referenced item's date.
 */

describe("template engine: a date text showing the referenced item's date", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows the shift's date (%s)",
    async (outputType) => {
      const day = new Date(Date.UTC(2027, 2, 14, 12));
      const { result, run } = await runGenerated(
        pageRequest(
          'Show the Signups in #mySignupsRepeater (shift title + date via the shift reference).',
          {
            Shifts: { title: 'text', shiftDate: 'date' },
            Signups: { shift: 'reference', volunteerName: 'text' },
          },
          [
            { id: 'mySignupsRepeater', type: 'repeater' },
            { id: 'signupShiftTitle', type: 'text', parentId: 'mySignupsRepeater' },
            { id: 'signupShiftDate', type: 'text', parentId: 'mySignupsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Shifts', { _id: 's1', title: 'Pantry', shiftDate: day });
            void page.data.insert('Signups', { shift: 's1', volunteerName: 'Ann' });
          },
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(repeatedTexts(run, 'mySignupsRepeater', 'signupShiftTitle')).toEqual(['Pantry']);
      expect(repeatedTexts(run, 'mySignupsRepeater', 'signupShiftDate')).toEqual([
        day.toLocaleDateString(),
      ]);
      expect(run.errors).toEqual([]);
    },
  );
});
