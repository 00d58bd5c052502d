import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 48, 9: '#rosterCount shows "12 / 15 signed up" (signups vs capacity)' was read as a
 * count of 'signed' with '12 / ' before it: the page said '12 / 2 signeds up'. An example with two
 * figures is no one count's words; the count is said plainly and the example is warned about.
 */

describe('template engine: a count example with two figures', () => {
  it('says the count plainly and warns that the example is not said', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        '#rosterTable lists the Signups (volunteerName). #rosterCount shows "12 / 15 signed up".',
        { Signups: { volunteerName: 'text' } },
        [
          { id: 'rosterTable', type: 'table' },
          { id: 'rosterCount', type: 'text' },
        ],
      ),
      { itemsPerCollection: 2 },
    );
    expect(run.$w('#rosterCount')).toMatchObject({ text: '2 signups' });
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('"12 / 15 signed up"'),
    ]);
    expect(run.errors).toEqual([]);
  });
});
