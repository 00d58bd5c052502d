import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 47: 'Members open a ticket with subjectInput and submitButton; new tickets get status
 * Open …' let any visitor send one and saved no status. Opening a ticket is a member's sending,
 * and 'new tickets get status Open' is what each starts with. Run in the preview.
 */

describe("template engine: 'Members open a ticket … new tickets get status Open'", () => {
  it("saves a member's ticket as Open through a members' web method", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Members open a ticket with subjectInput and submitButton; new tickets get status Open.',
        { Tickets: { subject: 'text', status: 'text' } },
        [
          { id: 'subjectInput', type: 'input' },
          { id: 'submitButton', type: 'button' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0, member: { _id: 'm-1' } },
    );
    await run.setValue('#subjectInput', 'Printer jammed');
    await run.fire('#submitButton', 'click');
    await run.settle();
    const { items } = await run.wixData.query('Tickets').find({ suppressAuth: true });
    expect(items.map((t) => [t['subject'], t['status']])).toEqual([['Printer jammed', 'Open']]);
    expect(result.backendCode).toContain(
      'export const submitTicket = webMethod(Permissions.SiteMember',
    );
  });
});
