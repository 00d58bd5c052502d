import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 41: '#supportersText = number of paid donations' was read as a value worked out (the
 * '='), so the text was never set. The '=' after the id says where the figure goes.
 */

describe("template engine: a figure said as '#id = …'", () => {
  it('counts the paid donations into #supportersText', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "fundraiser: #raisedText shows the sum of Donations amount where status is 'paid'. #supportersText = number of paid donations.",
        { Donations: { donorName: 'text', amount: 'number', status: 'text' } },
        [
          { id: 'raisedText', type: 'text' },
          { id: 'supportersText', type: 'text' },
        ],
        'velo',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const status of ['paid', 'paid', 'pending'])
            void page.data.insert('Donations', { donorName: 'A', amount: 5, status });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect((run.$w('#supportersText') as unknown as { text: string }).text).toBe('2');
  });
});
