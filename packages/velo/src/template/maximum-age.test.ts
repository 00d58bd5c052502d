import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 51: 'The player must be under 17 on the day they register, otherwise show an error in
 * #regError.' Before, only a youngest age was read: over-age players were registered.
 */

const registration = pageRequest(
  'Player registration for the junior section. Parents fill #playerName and #dob (date of birth), tick #consentCheck (required) and press #registerBtn. Save to PlayerRegistrations. The player must be under 17 on the day they register, otherwise show an error in #regError.',
  { PlayerRegistrations: { playerName: 'text', dob: 'date', consent: 'boolean' } },
  [
    { id: 'playerName', type: 'input' },
    { id: 'dob', type: 'custom', customType: 'DatePicker' },
    { id: 'consentCheck', type: 'checkbox' },
    { id: 'registerBtn', type: 'button' },
    { id: 'regError', type: 'text' },
  ],
  'frontend_backend',
);

const yearsBefore = (years: number, days = 0) => {
  const now = new Date();
  return new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
};

describe('template engine: the oldest age a birth date allows', () => {
  it('refuses a player of 17 on the page and in the web method, and saves one of 16', async () => {
    const { run } = await runGenerated(registration, {
      itemsPerCollection: 0,
      codeBefore:
        "import { submitPlayerRegistration as submitForTest } from 'backend/playerRegistrations.web';\nexport const submit = (v) => submitForTest(v);\n",
    });
    const register = async (dob: Date) => {
      await run.setValue('#playerName', 'Sam');
      await run.setValue('#dob', dob);
      await run.setValue('#consentCheck', true);
      await run.fire('#registerBtn', 'click');
      await run.settle();
      return (run.$w('#regError') as unknown as { text: string }).text;
    };
    expect(await register(yearsBefore(17))).toBe('You must be under 17 years old.');
    await register(yearsBefore(17, 1));
    const saved = await run.wixData.query('PlayerRegistrations').find({ suppressAuth: true });
    expect(saved.items).toHaveLength(1);
    await expect(
      (run.exports['submit'] as (v: object) => Promise<unknown>)({
        playerName: 'Old',
        dob: yearsBefore(18),
        consent: true,
      }),
    ).rejects.toThrow('You must be under 17 years old.');
    const picker = run.$w('#dob') as unknown as { minDate: Date };
    expect(picker.minDate.getTime()).toBe(yearsBefore(17, 1).getTime());
  });
});
