import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A filter's choices as a real-estate agent or a school lists them, 'All' or 'Any' among them:
 * 'bedroomsDropdown (Any, 1+, 2+, 3+, 4+ meaning at least that many bedrooms)', 'departmentRadio
 * (All, Science, Humanities, Arts)'. Before, 'All' came twice and the listed one filtered by the
 * value 'All', '4+ meaning at least' was a choice sent as NaN, and both emptied the list.
 */

type Choices = { options: { label: string; value: string }[]; value: string };
type Repeater = { data: Record<string, unknown>[] };

const HOMES = {
  Properties: { address: 'text', city: 'text', price: 'number', bedrooms: 'number' },
} as const;

const homesPage = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Properties shows in listingsRepeater (addressText, priceText, bedsText). Filter by bedroomsDropdown (Any, 1+, 2+, 3+, 4+ meaning at least that many bedrooms). Show 'N homes found' in resultsCountText for the current filters.",
    HOMES,
    [
      { id: 'bedroomsDropdown', type: 'dropdown' },
      { id: 'listingsRepeater', type: 'repeater' },
      { id: 'addressText', type: 'text', parentId: 'listingsRepeater' },
      { id: 'priceText', type: 'text', parentId: 'listingsRepeater' },
      { id: 'bedsText', type: 'text', parentId: 'listingsRepeater' },
      { id: 'resultsCountText', type: 'text' },
    ],
    outputType,
  );

describe('template engine: filter choices listed with their no-filter choice', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "takes 'Any' as the no-filter choice and '4+ meaning at least …' as 4 or more (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(homesPage(outputType), {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [address, bedrooms] of [
            ['1 Elm St', 1],
            ['2 Oak Ave', 3],
            ['3 Pine Rd', 4],
            ['4 Bay Ct', 5],
          ] as const)
            void page.data.insert('Properties', { address, city: 'Leeds', price: 1, bedrooms });
        },
      });
      expect(run.errors).toEqual([]);
      const dropdown = run.$w('#bedroomsDropdown') as unknown as Choices;
      expect(dropdown.options).toEqual([
        { label: 'Any', value: '' },
        { label: '1+', value: '1' },
        { label: '2+', value: '2' },
        { label: '3+', value: '3' },
        { label: '4+', value: '4' },
      ]);
      const addresses = () =>
        (run.$w('#listingsRepeater') as unknown as Repeater).data.map((i) => i['address']).sort();
      const count = () => (run.$w('#resultsCountText') as unknown as { text: string }).text;
      expect(addresses()).toHaveLength(4);
      expect(count()).toBe('4 homes found');
      await run.setValue('#bedroomsDropdown', '4');
      await run.settle();
      expect(addresses()).toEqual(['3 Pine Rd', '4 Bay Ct']);
      expect(count()).toBe('2 homes found');
      await run.setValue('#bedroomsDropdown', '');
      await run.settle();
      expect(addresses()).toHaveLength(4);
      // 'bedsText' shows the bedrooms, not the city.
      expect(result.frontendCode).toContain(
        "$item('#bedsText').text = formatNumber(item.bedrooms);",
      );
    },
  );

  it("lists 'All' once, as the no-filter choice, when the prompt lists it first", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'The Staff collection shows in staffRepeater with staffName and staffDepartment. departmentRadio (All, Science, Humanities, Arts) filters by department.',
        { Staff: { fullName: 'text', department: 'text' } },
        [
          { id: 'departmentRadio', type: 'radioGroup' },
          { id: 'staffRepeater', type: 'repeater' },
          { id: 'staffName', type: 'text', parentId: 'staffRepeater' },
          { id: 'staffDepartment', type: 'text', parentId: 'staffRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Staff', { fullName: 'Ada', department: 'Science' });
          void page.data.insert('Staff', { fullName: 'Bea', department: 'Arts' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const radio = run.$w('#departmentRadio') as unknown as Choices;
    expect(radio.options.map((o) => [o.label, o.value])).toEqual([
      ['All', ''],
      ['Science', 'Science'],
      ['Humanities', 'Humanities'],
      ['Arts', 'Arts'],
    ]);
    const names = () =>
      (run.$w('#staffRepeater') as unknown as Repeater).data.map((i) => i['fullName']).sort();
    await run.setValue('#departmentRadio', 'Arts');
    await run.settle();
    expect(names()).toEqual(['Bea']);
    await run.setValue('#departmentRadio', '');
    await run.settle();
    expect(names()).toEqual(['Ada', 'Bea']);
  });

  // And '1', '2', '3' beside '4+' are exact: before, the explanation's 'or more' made every
  // choice a minimum, so '2' listed the 4- and 5-bedroom homes too.
  it("leaves an explanation after a dash out of the choices: '4+ — 4+ means 4 or more' (review 14)", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Properties shows in listingsRepeater (addressText). Filter by #bedroomsDropdown (Any, 1, 2, 3, 4+ — 4+ means 4 or more bedrooms).',
        HOMES,
        [
          { id: 'bedroomsDropdown', type: 'dropdown' },
          { id: 'listingsRepeater', type: 'repeater' },
          { id: 'addressText', type: 'text', parentId: 'listingsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [address, bedrooms] of [
            ['1 Elm St', 2],
            ['3 Pine Rd', 4],
            ['4 Bay Ct', 5],
          ] as const)
            void page.data.insert('Properties', { address, city: 'Leeds', price: 1, bedrooms });
        },
      },
    );
    const dropdown = run.$w('#bedroomsDropdown') as unknown as Choices;
    expect(dropdown.options.map((o) => o.label)).toEqual(['Any', '1', '2', '3', '4+']);
    const addresses = async (label: string) => {
      await run.setValue(
        '#bedroomsDropdown',
        dropdown.options.find((o) => o.label === label)?.value,
      );
      await run.settle();
      return (run.$w('#listingsRepeater') as unknown as Repeater).data
        .map((i) => i['address'])
        .sort();
    };
    expect(await addresses('4+')).toEqual(['3 Pine Rd', '4 Bay Ct']);
    expect(await addresses('2')).toEqual(['1 Elm St']);
    expect(run.errors).toEqual([]);
  });

  // Review 15: before, these choices came from the stored items, so one with none yet was missing.
  it.each([
    '#typeFilter dropdown (Succulent, Fern, Cactus) filters Plants by type.',
    '#typeFilter filters by plant type (Succulent, Fern, Cactus).',
  ])('lists the choices written after a control word or a two-word field: %s', async (said) => {
    const { run } = await runGenerated(
      pageRequest(
        `#plantsRepeater lists Plants (#plantName). ${said}`,
        { Plants: { plantName: 'text', type: 'text' } },
        [
          { id: 'plantsRepeater', type: 'repeater' },
          { id: 'plantName', type: 'text', parentId: 'plantsRepeater' },
          { id: 'typeFilter', type: 'dropdown' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Plants', { plantName: 'Aloe', type: 'Succulent' }),
      },
    );
    expect(run.errors).toEqual([]);
    const labels = (run.$w('#typeFilter') as unknown as Choices).options.map((o) => o.label);
    expect(labels.filter((l) => l !== 'All')).toEqual(['Succulent', 'Fern', 'Cactus']);
  });

  it("'Show 'N cheap homes found'': the word before the plural noun stays, the noun changes", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Properties shows in listingsRepeater (addressText). Show 'N cheap homes found' in resultsCountText.",
        HOMES,
        [
          { id: 'listingsRepeater', type: 'repeater' },
          { id: 'addressText', type: 'text', parentId: 'listingsRepeater' },
          { id: 'resultsCountText', type: 'text' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Properties', { address: '1 Elm St' });
        },
      },
    );
    const count = () => (run.$w('#resultsCountText') as unknown as { text: string }).text;
    expect(count()).toBe('1 cheap home found');
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "a filter's choices read from the items keep to the items the list shows ('Only show walkers where active = true'); the empty text's words after a colon (%s)",
    async (outputType) => {
      const request = pageRequest(
        "walkersRepeater (walkerName). areaDropdown filters by area ('All areas' first). Only show walkers where active = true. noResultsText when empty: 'No walkers match your search'.",
        { DogWalkers: { name: 'text', area: 'text', active: 'boolean' } },
        [
          { id: 'walkersRepeater', type: 'repeater' },
          { id: 'walkerName', type: 'text', parentId: 'walkersRepeater' },
          { id: 'areaDropdown', type: 'dropdown' },
          { id: 'noResultsText', type: 'text' },
        ],
        outputType,
      );
      const { run } = await runGenerated(request, {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('DogWalkers', { name: 'Ann', area: 'North', active: true });
          void page.data.insert('DogWalkers', { name: 'Bo', area: 'East', active: false });
        },
      });
      expect(run.errors).toEqual([]);
      const dropdown = run.$w('#areaDropdown') as unknown as Choices;
      expect(dropdown.options.map((o) => o.label)).toEqual(['All areas', 'North']);
      // 'noResultsText when empty: '…'': its words, when nothing is listed.
      const none = await runGenerated(request, {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('DogWalkers', { name: 'Bo', area: 'East', active: false });
        },
      });
      expect((none.run.$w('#noResultsText') as unknown as { text: string }).text).toBe(
        'No walkers match your search',
      );
    },
  );

  it('ends a quoted choice at its quote: \'"Crafts" filtering on category\'', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Show vendors from Vendors in vendorsRepeater with stallName. Also a categoryDropdown with "All", "Produce", "Crafts" filtering on category.',
        { Vendors: { stallName: 'text', category: 'text' } },
        [
          { id: 'categoryDropdown', type: 'dropdown' },
          { id: 'vendorsRepeater', type: 'repeater' },
          { id: 'stallName', type: 'text', parentId: 'vendorsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Vendors', { stallName: 'Pots & Co', category: 'Crafts' });
          void page.data.insert('Vendors', { stallName: 'Green Acre', category: 'Produce' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const dropdown = run.$w('#categoryDropdown') as unknown as Choices;
    expect(dropdown.options.map((o) => o.label)).toEqual(['All', 'Produce', 'Crafts']);
    await run.setValue('#categoryDropdown', 'Crafts');
    await run.settle();
    const stalls = (run.$w('#vendorsRepeater') as unknown as Repeater).data.map(
      (i) => i['stallName'],
    );
    expect(stalls).toEqual(['Pots & Co']);
  });
});
