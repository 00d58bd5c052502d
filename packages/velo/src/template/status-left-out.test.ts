import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 23's art gallery: 'sold ones shouldn't appear at all' beside a status text field listed
 * the sold works too. A state said of the items and left out keeps the others.
 */

describe('template engine: a status the prompt leaves out', () => {
  it.each(['velo', 'frontend_backend'] as const)('lists the others (%s)', async (outputType) => {
    const { run } = await runGenerated(
      pageRequest(
        "Show artworks for sale in #artRepeater with title and price; sold ones shouldn't appear at all.",
        { Artworks: { title: 'text', price: 'number', status: 'text' } },
        [
          { id: 'artRepeater', type: 'repeater' },
          { id: 'artTitle', type: 'text', parentId: 'artRepeater' },
          { id: 'artPrice', type: 'text', parentId: 'artRepeater' },
        ],
        outputType,
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Artworks', { title: 'Dawn', price: 90, status: 'available' });
          void page.data.insert('Artworks', { title: 'Dusk', price: 80, status: 'sold' });
          void page.data.insert('Artworks', { title: 'Noon', price: 70, status: 'reserved' });
        },
      },
    );
    expect(repeatedTexts(run, 'artRepeater', 'artTitle').sort()).toEqual(['Dawn', 'Noon']);
  });
});
