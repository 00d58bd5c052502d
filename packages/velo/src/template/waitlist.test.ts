import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 9's waitlist, as a SaaS founder words it: "if that email is already in the Waitlist
 * collection show 'You're already on the list' … Otherwise save email, teamSize and the signup
 * date, show 'Thanks! You're #N on the waitlist' where N is the total number of signups, and
 * disable the button." Before, the apostrophe in You're hid both quotes (a default message
 * showed), signedUpAt stayed empty, '#N' was not a number and the button came back.
 */

const PROMPT =
  "SaaS landing page waitlist. Visitors type their email in waitlistEmailInput and pick their team size in teamSizeDropdown (1-10, 11-50, 51+), then click joinWaitlistButton. Validate the email, and if that email is already in the Waitlist collection show 'You're already on the list' in waitlistMessage instead of adding a duplicate. Otherwise save email, teamSize and the signup date, show 'Thanks! You're #N on the waitlist' where N is the total number of signups, and disable the button.";

describe('template engine: a waitlist signup', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'dates each signup, says its place where the backend can count, and keeps the button off (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Waitlist: { email: 'text', teamSize: 'text', signedUpAt: 'date' } },
          [
            { id: 'waitlistEmailInput', type: 'input' },
            { id: 'teamSizeDropdown', type: 'dropdown' },
            { id: 'joinWaitlistButton', type: 'button' },
            { id: 'waitlistMessage', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Waitlist', { email: 'a@example.com', teamSize: '1-10' });
            void page.data.insert('Waitlist', { email: 'b@example.com', teamSize: '51+' });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const backend = outputType === 'frontend_backend';
      const button = run.$w('#joinWaitlistButton') as unknown as { enabled: boolean };
      const message = () => (run.$w('#waitlistMessage') as unknown as { text: string }).text;
      const join = async (email: string) => {
        await run.setValue('#waitlistEmailInput', email);
        await run.setValue('#teamSizeDropdown', '11-50');
        await run.fire('#joinWaitlistButton', 'click');
        await run.settle();
      };
      if (backend) {
        await join('a@example.com');
        expect(message()).toBe("You're already on the list");
        expect(button.enabled).toBe(true);
      }
      await join('c@example.com');
      expect(run.errors).toEqual([]);
      expect(message()).toBe(
        backend ? "Thanks! You're #3 on the waitlist" : "Thanks! You're on the waitlist",
      );
      expect(button.enabled).toBe(false);
      const { items } = await run.wixData.query('Waitlist').eq('email', 'c@example.com').find();
      expect(items[0]?.['signedUpAt']).toBeInstanceOf(Date);
    },
  );
});
