import { describe, expect, it } from 'vitest';

import { runVeloPage } from '../run-page';
import { ITEMS, structure } from '../testing/structure';

const page = structure(
  [
    ['itemsDataset', 'Dataset'],
    ['out', 'Text'],
  ],
  [ITEMS],
);
const messages = (r: { console: { message: string }[] }) => r.console.map((e) => e.message);

describe('Dataset', () => {
  it('fires onReady after the page onReady, with its collection loaded', async () => {
    const r = await runVeloPage({
      structure: page,
      frontendCode: `
        $w.onReady(() => {
          console.log('page ready');
          $w('#itemsDataset').onReady(() => {
            const ds = $w('#itemsDataset');
            console.log('dataset ready', ds.getTotalCount(), ds.getCurrentItem().title, ds.getCurrentItemIndex());
          });
        });
      `,
    });
    expect(messages(r)).toEqual(['page ready', 'dataset ready 8 Sample title 1 0']);
  });

  it('filters, sorts, pages, moves and saves through wix-data', async () => {
    const r = await runVeloPage({
      structure: page,
      frontendCode: `
        import wixData from 'wix-data';
        $w.onReady(() => {
          $w('#itemsDataset').onReady(async () => {
            const ds = $w('#itemsDataset');
            await ds.setFilter(wixData.filter().contains('title', 'title 1'));
            console.log('filtered', ds.getTotalCount());
            await ds.setFilter(wixData.filter());
            await ds.setSort(wixData.sort().descending('title'));
            console.log('first', ds.getCurrentItem().title, ds.hasPrevious(), ds.hasNext());
            const next = await ds.next();
            console.log('next', next.title, ds.getCurrentItemIndex());
            const page = await ds.getItems(6, 5);
            console.log('page', page.items.length, page.totalCount, page.offset);
            ds.setFieldValue('title', 'Edited');
            const saved = await ds.save();
            console.log('saved', saved.title, (await wixData.get('Items', saved._id)).title);
            await ds.setFilter(wixData.query('Items')).catch((e) => console.log(e.code));
          });
        });
      `,
    });
    expect(messages(r)).toEqual([
      'filtered 1',
      'first Sample title 8 false true',
      'next Sample title 7 1',
      'page 2 8 6',
      'saved Edited Edited',
      'WDE0011',
    ]);
    expect(r.errors).toEqual([]);
  });

  it('guesses the collection from the dataset id, or uses the declared one', async () => {
    const r = await runVeloPage({
      structure: {
        collections: [ITEMS, { name: 'Other', fields: [{ key: 'name', type: 'text' }] }],
        elements: [
          { id: 'ds', veloType: 'Dataset', parentId: null, children: [], collection: 'Other' },
        ],
      },
      frontendCode: "$w('#ds').onReady(() => console.log($w('#ds').getCurrentItem().name));",
    });
    expect(messages(r)[0]).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });
});
