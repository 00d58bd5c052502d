import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 14: people named as admins keep what they see from everyone else. 'the church office
 * (admins) can see the full list, which is in #signupsTable (only shown to admins)', 'Only my
 * sister (admin) see all RSVPs', 'staff page part (admins):'. Before, each list was public: the
 * volunteers' phones, the guests' RSVPs and the customers' tickets went to any visitor.
 */

describe('template engine: lists only the admins named in brackets see', () => {
  it("'the church office (admins) can see the full list, in #signupsTable' keeps the signups alone", async () => {
    const { result } = await runGenerated(
      pageRequest(
        "Upcoming serving opportunities are in the VolunteerSlots collection. Show them in #slotsRepeater with #slotTitle. Anyone can sign up, no login. Volunteers' phone numbers and emails are private, only the church office (admins) can see the full list, which is in #signupsTable on the same page (only shown to admins).",
        {
          VolunteerSlots: { title: 'text', date: 'date' },
          VolunteerSignups: { name: 'text', email: 'text', phone: 'text' },
        },
        [
          { id: 'slotsRepeater', type: 'repeater' },
          { id: 'slotTitle', type: 'text', parentId: 'slotsRepeater' },
          { id: 'signupsTable', type: 'table' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 2 },
    );
    expect(result.backendCode).toContain(
      'export const getVolunteerSignups = webMethod(Permissions.Admin,',
    );
    expect(result.backendCode).toContain(
      'export const getVolunteerSlots = webMethod(Permissions.Anyone,',
    );
    expect(permissionsOf(result.instructions, 'VolunteerSignups')).toContain(
      'only admins can view content',
    );
    expect(permissionsOf(result.instructions, 'VolunteerSlots')).toContain(
      'anyone can view content',
    );
  });

  it("'Only admins can see the volunteer signups': a word both collections share names neither", async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Show the VolunteerSlots in #slotsRepeater with #slotTitle. Anyone can sign up. Only admins can see the volunteer signups, in #signupsTable.',
        {
          VolunteerSlots: { title: 'text' },
          VolunteerSignups: { name: 'text', phone: 'text' },
        },
        [
          { id: 'slotsRepeater', type: 'repeater' },
          { id: 'slotTitle', type: 'text', parentId: 'slotsRepeater' },
          { id: 'signupsTable', type: 'table' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    expect(permissionsOf(result.instructions, 'VolunteerSlots')).toContain(
      'anyone can view content',
    );
    expect(permissionsOf(result.instructions, 'VolunteerSignups')).toContain(
      'only admins can view content',
    );
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "'Only my sister (admin) see all RSVPs in #rsvpTable' keeps the RSVPs from the guests who send them (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Guests choose in #attendingRadio (Yes / No) and press #sendRsvpBtn, save to Rsvps. Only my sister (admin) see all RSVPs in #rsvpTable.',
          { Rsvps: { attending: 'text', guestName: 'text' } },
          [
            { id: 'attendingRadio', type: 'radioGroup' },
            { id: 'sendRsvpBtn', type: 'button' },
            { id: 'rsvpTable', type: 'table' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(run.errors).toEqual([]);
      expect(permissionsOf(result.instructions, 'Rsvps')).toContain(
        'only admins can view content ("Admin"',
      );
      expect(permissionsOf(result.instructions, 'Rsvps')).toContain('anyone can add content');
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          'export const getRsvps = webMethod(Permissions.Admin,',
        );
    },
  );
});

describe('template engine: a lookup by two typed values', () => {
  const request = (outputType: 'velo' | 'frontend_backend') =>
    pageRequest(
      'bike shop repair tracker. customer (no account) enters ticket number in #ticketInput + their email in #emailInput, clicks #checkBtn, and sees status of THEIR repair in #repairStatus. if no ticket matches both number and email show "Ticket not found" in #repairStatus. staff page part (admins): #ticketsTable lists all tickets.',
      { RepairTickets: { ticketNumber: 'text', customerEmail: 'text', status: 'text' } },
      [
        { id: 'ticketInput', type: 'input' },
        { id: 'emailInput', type: 'input' },
        { id: 'checkBtn', type: 'button' },
        { id: 'repairStatus', type: 'text' },
        { id: 'ticketsTable', type: 'table' },
      ],
      outputType,
    );

  it.each(['velo', 'frontend_backend'] as const)(
    'finds a ticket only when the number and the email both match (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('RepairTickets', {
            ticketNumber: 'T-100',
            customerEmail: 'ann@example.com',
            status: 'Waiting for parts',
          });
        },
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const $ = (id: string) => run.$w(`#${id}`) as unknown as { text: string; value: string };
      const check = async (number: string, email: string) => {
        $('ticketInput').value = number;
        $('emailInput').value = email;
        await run.fire('#checkBtn', 'click');
        await run.settle();
        expect(run.errors).toEqual([]);
        return $('repairStatus').text;
      };
      expect(await check('T-100', 'bob@example.com')).toBe('Ticket not found');
      expect(await check('T-100', '')).toBe('Please enter your email.');
      expect(await check('T-100', 'ann@example.com')).toBe('Waiting for parts');
      expect(result.instructions).toContain(
        'into `ticketInput` and its customer email into `emailInput` and click `checkBtn`',
      );
      if (outputType === 'velo')
        expect(permissionsOf(result.instructions, 'RepairTickets')).toContain(
          "Visitors' lookups in `ticketInput` read the collection too, so they find nothing",
        );
    },
  );

  it('checks both values in the web method anyone may call, and lists the tickets for admins', async () => {
    const { result, run } = await runGenerated(request('frontend_backend'), {
      itemsPerCollection: 0,
      codeBefore:
        "import { findRepairTicket as findForTest } from 'backend/repairTickets.web';\nexport const find = (...args) => findForTest(...args);\n",
      beforeRun: (page) => {
        void page.data.insert('RepairTickets', {
          ticketNumber: 'T-100',
          customerEmail: 'ann@example.com',
          status: 'Done',
        });
      },
    });
    const find = run.exports['find'] as (...args: unknown[]) => Promise<unknown>;
    expect(await find('T-100', 'ann@example.com')).toEqual({
      _id: expect.any(String),
      status: 'Done',
    });
    expect(await find('T-100', 'bob@example.com')).toBeNull();
    await expect(find('T-100')).rejects.toThrow('customerEmail is required.');
    expect(result.backendCode).toContain(
      'export const getRepairTickets = webMethod(Permissions.Admin,',
    );
  });
});
