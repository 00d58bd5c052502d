import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

/**
 * Filters a visitor drives: a dropdown choosing a number and a switch, run in the preview runtime
 * over sample items, so a choice compared as text ('3' against 3) or a switch left unwired fails.
 */

const LISTINGS = {
  name: 'Listings',
  fields: [
    { id: 'title', type: 'text' },
    { id: 'bedrooms', type: 'number' },
    { id: 'furnished', type: 'boolean' },
  ],
};

async function listingsPage(
  prompt: string,
  control: { id: string; type: string; customType?: string },
) {
  const request = ZGenerationRequest.parse({
    prompt,
    outputType: 'frontend_backend',
    includeInstructions: true,
    collections: [LISTINGS],
    elementIds: ['listingsRepeater', 'listingTitle', control.id],
    elementHierarchy: {
      elements: [
        { id: 'listingsRepeater', type: 'repeater' },
        { id: 'listingTitle', type: 'text', parentId: 'listingsRepeater' },
        control,
      ],
    },
  });
  const { result, run } = await runGenerated(request, { itemsPerCollection: 24 });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const shown = () =>
    (run.$w('#listingsRepeater') as unknown as { data: Record<string, unknown>[] }).data;
  return { result, run, shown };
}

describe('template engine: filter controls in the preview', () => {
  it('filters by a number chosen in a dropdown', async () => {
    const { result, run, shown } = await listingsPage(
      'Filter listings by number of bedrooms with the bedrooms dropdown.',
      { id: 'bedroomsDropdown', type: 'dropdown' },
    );
    expect(run.errors).toEqual([]);
    const all = shown();
    const dropdown = run.$w('#bedroomsDropdown') as unknown as {
      options: { label: string; value: string }[];
      value: string;
    };
    const choice = dropdown.options.find((o) => o.value !== '');
    expect(choice, 'the choices come from the listings').toBeDefined();
    dropdown.value = choice?.value ?? '';
    await run.fire('#bedroomsDropdown', 'change');
    await run.settle();
    expect(run.errors).toEqual([]);
    const filtered = shown();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((item) => item['bedrooms'] === Number(choice?.value))).toBe(true);
    expect(result.backendCode).toContain("bedrooms: numberArg(args.bedrooms, 'bedrooms'),");
  });

  it('filters by a minimum chosen in a dropdown named for one', async () => {
    const { result, run, shown } = await listingsPage(
      'Show listings with at least the chosen number of bedrooms (min bedrooms dropdown).',
      { id: 'minBedroomsDropdown', type: 'dropdown' },
    );
    const dropdown = run.$w('#minBedroomsDropdown') as unknown as {
      options: { label: string; value: string }[];
      value: string;
    };
    const values = dropdown.options.map((o) => o.value).filter((v) => v !== '');
    const choice = values.sort((a, b) => Number(a) - Number(b))[1] ?? '';
    dropdown.value = choice;
    await run.fire('#minBedroomsDropdown', 'change');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(shown().length).toBeGreaterThan(0);
    expect(shown().every((item) => Number(item['bedrooms']) >= Number(choice))).toBe(true);
    expect(result.backendCode).toContain("query = query.ge('bedrooms', options.minBedrooms);");
    expect(result.instructions).toContain('whose `bedrooms` is at least the choice');
  });

  it('keeps only the items whose boolean is true while a switch is on', async () => {
    const { result, run, shown } = await listingsPage(
      'Show listings. The furnished switch shows only furnished listings when on.',
      { id: 'furnishedSwitch', type: 'custom', customType: 'Switch' },
    );
    const all = shown();
    const toggle = run.$w('#furnishedSwitch') as unknown as { checked: boolean };
    toggle.checked = true;
    await run.fire('#furnishedSwitch', 'change');
    await run.settle();
    expect(run.errors).toEqual([]);
    const filtered = shown();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((item) => item['furnished'] === true)).toBe(true);
    toggle.checked = false;
    await run.fire('#furnishedSwitch', 'change');
    await run.settle();
    expect(shown()).toHaveLength(all.length);
    expect(result.instructions).toContain(
      'Turn `furnishedSwitch` on: only listings whose `furnished` is true stay; turn it off: all listings come back.',
    );
  });

  it.each([
    ['the All button', true],
    ['the chosen button clicked again', false],
  ] as const)(
    'filters by category from buttons, each by its own label, and %s brings every item back',
    async (_, withAll) => {
      const elements = [
        { id: 'startersButton', type: 'button' },
        { id: 'mainsButton', type: 'button' },
        { id: 'dessertsButton', type: 'button' },
        ...(withAll ? [{ id: 'allButton', type: 'button' }] : []),
        { id: 'dishesRepeater', type: 'repeater' },
        { id: 'dishName', type: 'text', parentId: 'dishesRepeater' },
      ];
      const request = ZGenerationRequest.parse({
        prompt: `Restaurant menu: show the dishes in the repeater, and filter them by category with the Starters, Mains and Desserts buttons${withAll ? '; the All button shows everything' : ''}.`,
        outputType: 'frontend_backend',
        includeInstructions: true,
        collections: [
          {
            name: 'Dishes',
            fields: [
              { id: 'name', type: 'text' },
              { id: 'category', type: 'text' },
            ],
          },
        ],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      });
      const { result, run } = await runGenerated(request, { itemsPerCollection: 24 });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const shown = () =>
        (run.$w('#dishesRepeater') as unknown as { data: Record<string, unknown>[] }).data;
      const all = shown();
      const category = String(all[0]?.['category']);
      const other = String(all.find((item) => item['category'] !== category)?.['category']);
      // The visitor reads the label; the editor's label is the category as stored in the CMS.
      (run.$w('#mainsButton') as unknown as { label: string }).label = category;
      (run.$w('#startersButton') as unknown as { label: string }).label = other;
      const click = async (id: string) => {
        await run.fire(`#${id}`, 'click');
        await run.settle();
        expect(run.errors).toEqual([]);
      };
      await click('startersButton');
      await click('mainsButton');
      expect(shown().length).toBeGreaterThan(0);
      expect(shown().length).toBeLessThan(all.length);
      expect(shown().every((item) => item['category'] === category)).toBe(true);
      await click(withAll ? 'allButton' : 'mainsButton');
      expect(shown()).toHaveLength(all.length);
      expect(result.instructions).toContain(
        'Button, ID `mainsButton` (its label is the `category` value it shows, spelled as in the CMS)',
      );
      expect(result.instructions).toContain(
        withAll
          ? '; `allButton` brings them all back.'
          : '; clicking it again brings them all back.',
      );
    },
  );
  it('filters the list the prompt names, not the nearer one, on a page with two lists', async () => {
    const elements = [
      { id: 'categoryDropdown', type: 'dropdown' },
      { id: 'searchInput', type: 'input' },
      { id: 'productsRepeater', type: 'repeater' },
      { id: 'productName', type: 'text', parentId: 'productsRepeater' },
      { id: 'postsRepeater', type: 'repeater' },
      { id: 'postTitle', type: 'text', parentId: 'postsRepeater' },
    ];
    const categorised = (name: string, key: string) => ({
      name,
      fields: [
        { id: key, type: 'text' },
        { id: 'category', type: 'text' },
      ],
    });
    const request = ZGenerationRequest.parse({
      prompt:
        'Home page: the products repeater shows our products, and below it the blog posts repeater shows the latest posts. Visitors filter the posts by category with the category dropdown and search the posts with the search input.',
      outputType: 'frontend_backend',
      includeInstructions: true,
      collections: [categorised('Products', 'name'), categorised('Posts', 'title')],
      elementIds: elements.map((e) => e.id),
      elementHierarchy: { elements },
    });
    const { result, run } = await runGenerated(request, { itemsPerCollection: 24 });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const data = (id: string) =>
      (run.$w(`#${id}`) as unknown as { data: Record<string, unknown>[] }).data;
    const products = data('productsRepeater');
    const posts = data('postsRepeater');
    const dropdown = run.$w('#categoryDropdown') as unknown as {
      options: { value: string }[];
      value: string;
    };
    const category = String(posts[0]?.['category']);
    expect(dropdown.options.map((o) => o.value)).toContain(category);
    dropdown.value = category;
    await run.fire('#categoryDropdown', 'change');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(data('postsRepeater').length).toBeLessThan(posts.length);
    expect(data('postsRepeater').every((p) => p['category'] === category)).toBe(true);
    expect(data('productsRepeater')).toEqual(products);
    expect(result.frontendCode).toMatch(
      /async function searchPosts\(\) \{[^}]*\$w\('#searchInput'\)/,
    );
  });

  it.each([
    [
      '(Vegan, Gluten-free, Quick) keeps recipes that have all the ticked tags',
      ['Vegan', 'Quick'],
      ['Salad'],
    ],
    [
      '(Vegan, Gluten-free, Quick) shows recipes with any ticked tag',
      ['Vegan', 'Quick'],
      ['Curry', 'Salad', 'Toast'],
    ],
    // The last choice is not 'Quick:' (which no recipe has).
    [
      '(Vegan, Gluten-free, Quick: show recipes that have all the ticked tags)',
      ['Quick'],
      ['Salad', 'Toast'],
    ],
  ])('filters by the tags ticked in a checkbox group: %s', async (wording, ticked, expected) => {
    const elements = [
      { id: 'dietCheckboxGroup', type: 'custom', customType: 'CheckboxGroup' },
      { id: 'recipesRepeater', type: 'repeater' },
      { id: 'recipeTitle', type: 'text', parentId: 'recipesRepeater' },
      { id: 'clearButton', type: 'button' },
    ];
    const request = ZGenerationRequest.parse({
      prompt: `Show Recipes in recipesRepeater. dietCheckboxGroup ${wording}. The clear button resets it.`,
      outputType: 'frontend_backend',
      includeInstructions: true,
      collections: [
        {
          name: 'Recipes',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'tags', type: 'tags' },
          ],
        },
      ],
      elementIds: elements.map((e) => e.id),
      elementHierarchy: { elements },
    });
    const { result, run } = await runGenerated(request, {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const [title, tags] of [
          ['Curry', ['Vegan']],
          ['Salad', ['Vegan', 'Quick', 'Gluten-free']],
          ['Toast', ['Quick']],
          ['Steak', []],
        ] as const)
          void page.data.insert('Recipes', { title, tags: [...tags] });
      },
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const titles = () =>
      (run.$w('#recipesRepeater') as unknown as { data: { title: string }[] }).data
        .map((r) => r.title)
        .sort();
    const group = run.$w('#dietCheckboxGroup') as unknown as {
      options: { value: string }[];
      value: string[];
    };
    expect(group.options.map((o) => o.value).sort()).toEqual(['Gluten-free', 'Quick', 'Vegan']);
    group.value = [...ticked];
    await run.fire('#dietCheckboxGroup', 'change');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(titles()).toEqual(expected);
    await run.fire('#clearButton', 'click');
    await run.settle();
    expect(titles()).toHaveLength(4);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "filters between a range slider's two handles, which span the prices (%s)",
    async (outputType) => {
      const elements = [
        { id: 'propertiesRepeater', type: 'repeater' },
        { id: 'titleText', type: 'text', parentId: 'propertiesRepeater' },
        { id: 'priceSlider', type: 'custom', customType: 'RangeSlider' },
        { id: 'clearButton', type: 'button' },
      ];
      const request = ZGenerationRequest.parse({
        prompt:
          "Properties in propertiesRepeater. priceSlider is a range slider: show only properties whose price is between the slider's two handles. The clear button resets it.",
        outputType,
        includeInstructions: true,
        collections: [
          {
            name: 'Properties',
            fields: [
              { id: 'title', type: 'text' },
              { id: 'price', type: 'number' },
            ],
          },
        ],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      });
      const { result, run } = await runGenerated(request, {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [title, price] of [
            ['Flat', 100],
            ['House', 200],
            ['Villa', 300],
          ] as const)
            void page.data.insert('Properties', { title, price });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const slider = run.$w('#priceSlider') as unknown as {
        value: number[];
        min: number;
        max: number;
      };
      expect([slider.min, slider.max, slider.value]).toEqual([100, 300, [100, 300]]);
      const titles = () =>
        (run.$w('#propertiesRepeater') as unknown as { data: { title: string }[] }).data
          .map((p) => p.title)
          .sort();
      expect(titles()).toEqual(['Flat', 'House', 'Villa']);
      slider.value = [150, 250];
      await run.fire('#priceSlider', 'change');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(titles()).toEqual(['House']);
      await run.fire('#clearButton', 'click');
      await run.settle();
      expect(titles()).toEqual(['Flat', 'House', 'Villa']);
      expect(result.instructions).toContain(
        'Move the handles of `priceSlider`: only properties whose `price` is between them stay.',
      );
    },
  );

  it('says a plain Slider asked for two handles sets one bound, and names the Range Slider', async () => {
    const elements = [
      { id: 'productsRepeater', type: 'repeater' },
      { id: 'productName', type: 'text', parentId: 'productsRepeater' },
      { id: 'priceSlider', type: 'slider' },
    ];
    const request = ZGenerationRequest.parse({
      prompt:
        'productsRepeater shows products (name, price). priceSlider lets visitors filter products between a minimum and maximum price with two handles.',
      outputType: 'velo',
      includeInstructions: true,
      collections: [
        {
          name: 'Products',
          fields: [
            { id: 'name', type: 'text' },
            { id: 'price', type: 'number' },
          ],
        },
      ],
      elementIds: elements.map((e) => e.id),
      elementHierarchy: { elements },
    });
    const { result } = await runGenerated(request);
    expect(result.instructions).toContain(
      'Slider, ID `priceSlider` (a Slider has one handle, so it sets the highest value; for a minimum and a maximum, add a Range Slider with this ID instead and generate again)',
    );
  });
});
