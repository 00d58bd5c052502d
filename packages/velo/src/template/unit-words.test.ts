import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Numbers shown with words before them, as the prompt's example writes (review 15):
 * '#epNumber ("Episode 42")', '#boatCapacity ("Up to 8 guests")'. Before, they showed '42' and
 * '8'.
 */

describe('template engine: words around a number', () => {
  it('shows the example’s words before and after the number', async () => {
    const { run } = await runGenerated(
      pageRequest(
        '#episodesRepeater lists Episodes with #epNumber ("Episode 42") and #epSeats ("Up to 8 guests").',
        { Episodes: { episodeNumber: 'number', seats: 'number' } },
        [
          { id: 'episodesRepeater', type: 'repeater' },
          { id: 'epNumber', type: 'text', parentId: 'episodesRepeater' },
          { id: 'epSeats', type: 'text', parentId: 'episodesRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => void page.data.insert('Episodes', { episodeNumber: 1042, seats: 12 }),
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'episodesRepeater', 'epNumber')).toEqual(['Episode 1042']);
    expect(repeatedTexts(run, 'episodesRepeater', 'epSeats')).toEqual(['Up to 12 guests']);
  });
});
