import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 24's gym classes: '#spotsLeft (capacity minus booked)' left #spotsLeft empty: the
 * difference was matched only to words before the bracket ('spots left (…)'), not an element id.
 */

describe('template engine: a difference of two fields named by an element id', () => {
  it('shows capacity minus booked in the element', async () => {
    const { run } = await runGenerated(
      pageRequest(
        '#classesRepeater shows Classes with #className and #spotsLeft (capacity minus booked).',
        { Classes: { name: 'text', capacity: 'number', booked: 'number' } },
        [
          { id: 'classesRepeater', type: 'repeater' },
          { id: 'className', type: 'text', parentId: 'classesRepeater' },
          { id: 'spotsLeft', type: 'text', parentId: 'classesRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Classes', { name: 'Yoga', capacity: 12, booked: 9 }),
      },
    );
    expect(repeatedTexts(run, 'classesRepeater', 'spotsLeft')).toEqual(['3 spots left']);
    expect(run.errors).toEqual([]);
  });
});
