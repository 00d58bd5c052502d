import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 28's salon: 'the price in #servicePrice formatted as dollars and the duration in minutes
 * in #serviceDuration' showed a 45-minute service as '$45.00'.
 */

describe('template engine: money said beside a count', () => {
  it('formats the price as dollars and the minutes as a number', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Show all our services in #servicesRepeater with the price in #servicePrice formatted as dollars and the duration in minutes in #serviceDuration.',
        { Services: { title: 'text', price: 'number', durationMinutes: 'number' } },
        [
          { id: 'servicesRepeater', type: 'repeater' },
          { id: 'servicePrice', type: 'text', parentId: 'servicesRepeater' },
          { id: 'serviceDuration', type: 'text', parentId: 'servicesRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Services', { title: 'Cut', price: 30, durationMinutes: 45 }),
      },
    );
    expect(repeatedTexts(run, 'servicesRepeater', 'servicePrice')).toEqual(['$30.00']);
    expect(repeatedTexts(run, 'servicesRepeater', 'serviceDuration')).toEqual(['45']);
  });
});
