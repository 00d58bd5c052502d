import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 27: 'Search box over the properties repeater - typing filters by title or city' searched
 * the title alone: what a search does was read only from sentences naming its input's id.
 */

describe('template engine: the fields of a search box said in words', () => {
  it('finds properties by title or by city', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Search box over the properties repeater - typing filters by title or city.',
        { Properties: { title: 'text', city: 'text' } },
        [
          { id: 'searchInput', type: 'input' },
          { id: 'propertiesRepeater', type: 'repeater' },
          { id: 'propTitle', type: 'text', parentId: 'propertiesRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Properties', { title: 'Sea view flat', city: 'Porto' });
          void page.data.insert('Properties', { title: 'Garden house', city: 'Lisbon' });
        },
      },
    );
    await run.setValue('#searchInput', 'Lisbon');
    await run.fire('#searchInput', 'input');
    await run.settle();
    expect(repeatedTexts(run, 'propertiesRepeater', 'propTitle')).toEqual(['Garden house']);
    expect(run.errors).toEqual([]);
  });
});

/** Review 28's car inventory: '#modelInput text search' searched the make, the display field. */
describe('template engine: a search input named for a field', () => {
  it('searches that field', async () => {
    const { run } = await runGenerated(
      pageRequest(
        '#carsRepeater shows cars from Inventory with #carMake. Filters: #modelInput text search.',
        { Inventory: { make: 'text', model: 'text' } },
        [
          { id: 'carsRepeater', type: 'repeater' },
          { id: 'carMake', type: 'text', parentId: 'carsRepeater' },
          { id: 'modelInput', type: 'input' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Inventory', { make: 'Ford', model: 'Focus' });
          void page.data.insert('Inventory', { make: 'Fiat', model: 'Panda' });
        },
      },
    );
    await run.setValue('#modelInput', 'Pan');
    await run.fire('#modelInput', 'input');
    await run.settle();
    expect(repeatedTexts(run, 'carsRepeater', 'carMake')).toEqual(['Fiat']);
  });
});
