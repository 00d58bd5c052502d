import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 50, 8: a check-in page 'used by door staff': 'Staff types the guest's ticket code into
 * codeInput and presses lookupBtn (or Enter). If found, show guestNameText …; if not found say
 * "No guest with that code".' built no lookup: the page showed the first guest of a list anyone
 * could read. It looks the code up now, for admins alone.
 */

const REQUEST = pageRequest(
  'Event check-in page used by door staff on a tablet. Staff types the guest\'s ticket code into codeInput and presses lookupBtn (or Enter). If found, show guestNameText and ticketTypeText; if not found say "No guest with that code".',
  { Guests: { code: 'text', fullName: 'text', ticketType: 'text' } },
  [
    { id: 'codeInput', type: 'input' },
    { id: 'lookupBtn', type: 'button' },
    { id: 'guestNameText', type: 'text' },
    { id: 'ticketTypeText', type: 'text' },
  ],
  'frontend_backend',
);

const GUESTS = {
  itemsPerCollection: 0,
  beforeRun: (page: { data: { insert(c: string, i: object): unknown } }) =>
    void page.data.insert('Guests', { code: 'A7K2', fullName: 'Ann Lee', ticketType: 'VIP' }),
};

async function lookUp(run: Awaited<ReturnType<typeof runGenerated>>['run'], code: string) {
  await run.setValue('#codeInput', code);
  await run.fire('#lookupBtn', 'click');
  await run.settle();
  return (run.$w('#guestNameText') as unknown as { text: string }).text;
}

describe('template engine: a lookup on a staff page', () => {
  it('finds the guest by code for an admin, and says when none has it', async () => {
    const { result, run } = await runGenerated(REQUEST, { ...AS_ADMIN, ...GUESTS });
    expect(result.backendCode).toContain('export const findGuest = webMethod(Permissions.Admin');
    expect(await lookUp(run, 'A7K2')).toBe('Ann Lee');
    expect(await lookUp(run, 'ZZZZ')).toBe('No guest with that code');
  });

  it('tells a member no guest', async () => {
    const { run } = await runGenerated(REQUEST, { member: true, ...GUESTS });
    expect(await lookUp(run, 'A7K2')).not.toBe('Ann Lee');
  });
});
