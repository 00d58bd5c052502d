import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Reviews 39 and 41: a contest entry, a donation and a review were thanked with 'Thanks! Your
 * details were saved.' The thanks now says what was sent, by the collection's items.
 */

describe('template engine: the thanks for what was sent', () => {
  it.each([
    ['Donations', 'Thank you for your donation!'],
    ['Entries', 'Thanks! Your entry was submitted.'],
    ['Reviews', 'Thanks for your feedback!'],
  ])('thanks for a new item of %s', async (collection, thanks) => {
    const { run } = await runGenerated(
      pageRequest(
        `Visitors fill in nameInput and click sendBtn to save to ${collection}. Show the result in statusText.`,
        { [collection]: { name: 'text' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'sendBtn', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
        'velo',
      ),
      { itemsPerCollection: 0 },
    );
    await run.setValue('#nameInput', 'Ann');
    await run.fire('#sendBtn', 'click');
    await run.settle();
    expect((run.$w('#statusText') as unknown as { text: string }).text).toBe(thanks);
    expect(run.errors).toEqual([]);
  });
});
