import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 35's volunteer hours log: 'Submit with #logHoursBtn into HoursLog' built no form at all,
 * 'Show their total hours in #myTotalText' counted the member's logs instead of adding up their
 * hours, the setup let every member read every log, and 'number between 0.5 and 12' was no rule.
 */

const PROMPT =
  "Log hours form for volunteers. Fields: #hoursInput (number between 0.5 and 12), #logDateInput (date, can't be in the future), #notesBox (optional, max 500 chars). Submit with #logHoursBtn into HoursLog. Only logged-in members, and each member should only ever see their own logged hours. Show their total hours in #myTotalText. Errors in #errText.";

type Text = { text: string };

describe('template engine: a volunteer logging their own hours', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves a log, refuses hours out of range, and totals their own hours (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          PROMPT,
          { HoursLog: { hours: 'number', logDate: 'date', notes: 'text', approved: 'boolean' } },
          [
            { id: 'hoursInput', type: 'input' },
            { id: 'logDateInput', type: 'input' },
            { id: 'notesBox', type: 'textarea' },
            { id: 'logHoursBtn', type: 'button' },
            { id: 'myTotalText', type: 'text' },
            { id: 'errText', type: 'text' },
          ],
          outputType,
        ),
        {
          member: { _id: 'member-1' },
          // The seeded logs are other volunteers'; the member adds their own two.
          itemsPerCollection: 2,
          beforeRun: (page) => {
            void page.data.insert('HoursLog', { hours: 2.5 });
            void page.data.insert('HoursLog', { hours: 4 });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect((run.$w('#myTotalText') as unknown as Text).text).toBe('6.5');
      expect(result.instructions).toContain(
        'Permissions: only the item\'s author can view content ("Site member author"',
      );
      await run.setValue('#hoursInput', '13');
      await run.setValue('#logDateInput', '2024-05-01');
      await run.fire('#logHoursBtn', 'click');
      await run.settle();
      expect((run.$w('#errText') as unknown as Text).text).toBe(
        'Hours must be between 0.5 and 12.',
      );
      await run.setValue('#hoursInput', '1.5');
      await run.fire('#logHoursBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('HoursLog').eq('hours', 1.5).find();
      expect(items).toHaveLength(1);
    },
  );
});
