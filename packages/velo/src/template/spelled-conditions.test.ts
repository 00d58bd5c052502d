import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * A list's conditions written in words (review 15): 'only rides with seats more then 0', 'all
 * Requests with status "Pending"'. Before, both were dropped without a warning. What a button
 * saves ('#sendBtn -> Rides with status "Open"') stays no condition on the list.
 */

const rides = (said: string) =>
  pageRequest(
    `${said} #ridesRepeater (#rideFrom) lists Rides. #fromInput and #sendBtn -> Rides with status "Open".`,
    { Rides: { from: 'text', seats: 'number', status: 'text' } },
    [
      { id: 'ridesRepeater', type: 'repeater' },
      { id: 'rideFrom', type: 'text', parentId: 'ridesRepeater' },
      { id: 'fromInput', type: 'input' },
      { id: 'sendBtn', type: 'button' },
    ],
  );

describe('template engine: list conditions in words', () => {
  it.each([
    ['Only rides with seats more then 0 are shown.', ['Leeds', 'York']],
    ['The list shows Rides with status "Closed".', ['Hull']],
    ['', ['Hull', 'Leeds', 'York']],
  ])('%s', async (said, shown) => {
    const { run } = await runGenerated(rides(said), {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const [from, seats, status] of [
          ['Leeds', 2, 'Open'],
          ['Hull', 0, 'Closed'],
          ['York', 1, 'Open'],
        ] as const)
          void page.data.insert('Rides', { from, seats, status });
      },
    });
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'ridesRepeater', 'rideFrom').sort()).toEqual(shown);
  });
});
