import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 41: "Show the open tickets … #countText says 'X open tickets'" listed and counted every
 * ticket, closed ones too: 'open', 'closed', 'active' and 'inactive' were no states, since they
 * are verbs as well. After what shows them ('the', 'all', 'X') they are; 'members open tickets'
 * stays a verb.
 */

const TICKETS = { Tickets: { title: 'text', status: 'text' } } as const;

const elements = [
  { id: 'ticketsRepeater', type: 'repeater' },
  { id: 'titleText', type: 'text', parentId: 'ticketsRepeater' },
  { id: 'countText', type: 'text' },
  { id: 'subjectInput', type: 'input' },
  { id: 'sendBtn', type: 'button' },
];

async function shownTitles(prompt: string) {
  const { run } = await runGenerated(pageRequest(prompt, TICKETS, elements, 'frontend_backend'), {
    itemsPerCollection: 0,
    beforeRun: (page) => {
      void page.data.insert('Tickets', { title: 'Printer', status: 'open' });
      void page.data.insert('Tickets', { title: 'Login', status: 'closed' });
      void page.data.insert('Tickets', { title: 'Wifi', status: 'open' });
    },
  });
  expect(run.errors).toEqual([]);
  const data = (run.$w('#ticketsRepeater') as unknown as { data: Record<string, unknown>[] }).data;
  const count = (run.$w('#countText') as unknown as { text: string }).text;
  return { titles: data.map((t) => t['title']).sort(), count };
}

describe('template engine: states that are verbs too', () => {
  it('lists and counts the open tickets alone', async () => {
    const { titles, count } = await shownTitles(
      "Show the open tickets in ticketsRepeater (title in #titleText). #countText says 'X open tickets'.",
    );
    expect(titles).toEqual(['Printer', 'Wifi']);
    expect(count).toBe('2 open tickets');
  });

  it("keeps 'visitors open tickets' a verb", async () => {
    const { titles } = await shownTitles(
      'Visitors open tickets with #subjectInput and #sendBtn. ticketsRepeater lists all Tickets (title in #titleText).',
    );
    expect(titles).toEqual(['Login', 'Printer', 'Wifi']);
  });
});
