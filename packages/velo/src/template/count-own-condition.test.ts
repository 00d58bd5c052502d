import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * A count with its own condition beside a list of every item: "#ticketsRepeater shows all
 * Tickets … #openCount shows how many tickets are open, e.g. '12 open tickets' (only count status
 * Open)." Before, the list lost its closed tickets (the count's condition became the list's) and
 * the count read '12', without the example's words. Run in the preview.
 */

const PROMPT =
  "Help desk page. #ticketsRepeater shows all Tickets, newest first (subject in #subjectText, status in #statusText). #openCount shows how many tickets are open, e.g. '12 open tickets' (only count status Open).";

const ELEMENTS = [
  { id: 'ticketsRepeater', type: 'repeater' },
  { id: 'subjectText', type: 'text', parentId: 'ticketsRepeater' },
  { id: 'statusText', type: 'text', parentId: 'ticketsRepeater' },
  { id: 'openCount', type: 'text' },
];

async function helpDesk(outputType: 'velo' | 'frontend_backend', statuses: string[]) {
  const { run } = await runGenerated(
    pageRequest(PROMPT, { Tickets: { subject: 'text', status: 'text' } }, ELEMENTS, outputType),
    {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        statuses.forEach(
          (status, i) => void page.data.insert('Tickets', { subject: `T${i}`, status }),
        );
      },
    },
  );
  expect(run.errors).toEqual([]);
  return {
    statuses: repeatedTexts(run, 'ticketsRepeater', 'statusText').sort(),
    count: (run.$w('#openCount') as unknown as { text: string }).text,
  };
}

describe('template engine: a count with its own condition beside a list of all items', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists every ticket and counts the open ones in the example's words (%s)",
    async (outputType) => {
      expect(await helpDesk(outputType, ['Open', 'Closed', 'Open'])).toEqual({
        statuses: ['Closed', 'Open', 'Open'],
        count: '2 open tickets',
      });
      expect((await helpDesk(outputType, ['Open', 'Closed'])).count).toBe('1 open ticket');
    },
  );
});
