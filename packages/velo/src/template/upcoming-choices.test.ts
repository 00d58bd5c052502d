import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 17: the shifts list showed today's and later shifts, and the sign-up dropdown beside it
 * offered every shift ever, past ones first.
 */

describe('template engine: choices of a form beside a list of upcoming items', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'offers the upcoming items only (%s)',
    async (outputType) => {
      const day = (offset: number) => {
        const d = new Date();
        d.setHours(12, 0, 0, 0);
        d.setDate(d.getDate() + offset);
        return d;
      };
      const { run } = await runGenerated(
        pageRequest(
          'Shifts collection has title, shiftDate. The shiftsRepeater lists shifts where shiftDate is today or later, soonest first, with shiftTitle. Volunteers fill in nameInput and pick a shift from shiftDropdown, then click signUpButton. Save to Signups (name, shift).',
          {
            Shifts: { title: 'text', shiftDate: 'date' },
            Signups: { name: 'text', shift: 'reference' },
          },
          [
            { id: 'shiftsRepeater', type: 'repeater' },
            { id: 'shiftTitle', type: 'text', parentId: 'shiftsRepeater' },
            { id: 'nameInput', type: 'input' },
            { id: 'shiftDropdown', type: 'dropdown' },
            { id: 'signUpButton', type: 'button' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Shifts', { title: 'Last week', shiftDate: day(-7) });
            void page.data.insert('Shifts', { title: 'Tomorrow', shiftDate: day(1) });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const options = (run.$w('#shiftDropdown') as unknown as { options: { label: string }[] })
        .options;
      expect(options.map((o) => o.label)).toEqual(['Tomorrow']);
    },
  );
});
