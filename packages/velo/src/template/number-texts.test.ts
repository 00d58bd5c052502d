import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Numbers that name rather than measure: a film's year showed as '2,019' and a room number as
 * '1,204', grouped like amounts. An amount keeps its grouping.
 */

describe('template engine: numbers shown as text', () => {
  it('shows years and room numbers as written, and groups amounts', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'filmsRepeater lists Films: filmTitle, filmYear, filmRoom (roomNumber) and filmViews (views).',
        { Films: { title: 'text', year: 'number', roomNumber: 'number', views: 'number' } },
        [
          { id: 'filmsRepeater', type: 'repeater' },
          { id: 'filmTitle', type: 'text', parentId: 'filmsRepeater' },
          { id: 'filmYear', type: 'text', parentId: 'filmsRepeater' },
          { id: 'filmRoom', type: 'text', parentId: 'filmsRepeater' },
          { id: 'filmViews', type: 'text', parentId: 'filmsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Films', {
            title: 'Parasite',
            year: 2019,
            roomNumber: 1204,
            views: 1500000,
          }),
      },
    );
    expect(run.errors).toEqual([]);
    const shown: string[] = [];
    (
      run.$w('#filmsRepeater') as unknown as {
        forEachItem(fn: ($item: (id: string) => { text: string }) => void): void;
      }
    ).forEachItem(($item) =>
      shown.push(...['#filmYear', '#filmRoom', '#filmViews'].map((id) => $item(id).text)),
    );
    expect(shown).toEqual(['2019', '1204', (1500000).toLocaleString()]);
  });
});
