import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 52: '#createTicketBtn creates a JobTickets item with status 'Received' and a generated
 * ticketCode, then shows the code in #newCodeText'. Before, no code was saved (so no customer's
 * lookup by code could find a ticket) and #newCodeText was left as it was.
 */

const intake = (said: string) =>
  pageRequest(
    `Front desk intake page, admins only. #custNameInput and #deviceInput (both required). #createTicketBtn creates a JobTickets item with status 'Received' and ${said}, then shows the code in #newCodeText so we can print it on the receipt.`,
    {
      JobTickets: { ticketCode: 'text', customerName: 'text', device: 'text', status: 'text' },
    },
    [
      { id: 'custNameInput', type: 'input' },
      { id: 'deviceInput', type: 'input' },
      { id: 'createTicketBtn', type: 'button' },
      { id: 'newCodeText', type: 'text' },
    ],
    'frontend_backend',
  );

describe('template engine: a generated code, shown once saved', () => {
  it.each([
    ['a generated ticketCode', ['JT-0001', 'JT-0002']],
    ['an automatically generated ticketCode (like RP-1234)', ['RP-0001', 'RP-0002']],
  ])('%s', async (said, codes) => {
    const { run } = await runGenerated(intake(said), {
      itemsPerCollection: 0,
      member: { _id: 'member-admin' },
      memberRoles: ['Admin'],
    });
    const create = async (name: string) => {
      await run.setValue('#custNameInput', name);
      await run.setValue('#deviceInput', 'Phone');
      await run.fire('#createTicketBtn', 'click');
      await run.settle();
      return (run.$w('#newCodeText') as unknown as { text: string }).text;
    };
    expect([await create('Ann'), await create('Bo')]).toEqual(codes);
    const saved = await run.wixData.query('JobTickets').find({ suppressAuth: true });
    expect(saved.items.map((item) => item['ticketCode']).sort()).toEqual(codes);
  });
});
