import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

/**
 * Bounds and order a visitor sets on a list: typed minimum and maximum prices, a slider the
 * prompt words as a minimum ('newer than'), a reset that clears them, a search button, and sort
 * buttons named ascending and descending. Run in the preview runtime over sample cars.
 */

type Car = Record<string, unknown>;

const CAR_ELEMENTS = [
  { id: 'minPriceInput', type: 'input' },
  { id: 'maxPriceInput', type: 'input' },
  { id: 'yearSlider', type: 'slider' },
  { id: 'searchBtn', type: 'button' },
  { id: 'resetBtn', type: 'button' },
  { id: 'sortPriceAscBtn', type: 'button' },
  { id: 'sortPriceDescBtn', type: 'button' },
  { id: 'carsRepeater', type: 'repeater' },
  { id: 'modelText', type: 'text', parentId: 'carsRepeater' },
  { id: 'priceText', type: 'text', parentId: 'carsRepeater' },
];

async function carsPage() {
  const request = ZGenerationRequest.parse({
    prompt:
      'Car listings: a price range filter with a min price input and a max price input, a year slider (newer than), a search button that applies the filters and a reset button that clears them. Sort by price buttons, low to high and high to low.',
    outputType: 'frontend_backend',
    includeInstructions: true,
    collections: [
      {
        name: 'Cars',
        fields: [
          { id: 'model', type: 'text' },
          { id: 'price', type: 'number' },
          { id: 'year', type: 'number' },
        ],
      },
    ],
    elementIds: CAR_ELEMENTS.map((e) => e.id),
    elementHierarchy: { elements: CAR_ELEMENTS },
  });
  const { result, run } = await runGenerated(request, { itemsPerCollection: 24 });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const el = <T>(id: string) => run.$w(`#${id}`) as unknown as T;
  const shown = () => el<{ data: Car[] }>('carsRepeater').data;
  const type = async (id: string, value: string) => {
    el<{ value: string }>(id).value = value;
    await run.fire(`#${id}`, 'change');
    await run.settle();
  };
  return { result, run, el, shown, type };
}

const numbers = (cars: Car[], key: string) => cars.map((c) => Number(c[key]));

describe('template engine: typed bounds, slider bounds, reset and sort buttons', () => {
  it('filters by typed minimum and maximum prices as numbers, and ignores text that is not one', async () => {
    const { result, run, shown, type } = await carsPage();
    const prices = numbers(shown(), 'price').sort((a, b) => a - b);
    const [low, high] = [prices[4] ?? 0, prices[18] ?? 0];
    await type('minPriceInput', String(low));
    await type('maxPriceInput', String(high));
    expect(run.errors).toEqual([]);
    const filtered = numbers(shown(), 'price');
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(prices.length);
    expect(filtered.every((p) => p >= low && p <= high)).toBe(true);
    await type('minPriceInput', 'cheap');
    expect(numbers(shown(), 'price').every((p) => p <= high)).toBe(true);
    expect(numbers(shown(), 'price').some((p) => p < low)).toBe(true);
    expect(result.instructions).toContain(
      'Text Input, ID `minPriceInput` (set its input type to Number)',
    );
    expect(result.backendCode).toContain("query = query.ge('price', options.minPrice);");
  });

  it('reads the slider as a minimum year when the prompt says newer than, and resets everything', async () => {
    const { run, el, shown, type } = await carsPage();
    const all = shown().length;
    const years = numbers(shown(), 'year').sort((a, b) => a - b);
    const slider = el<{ value: number; min: number; max: number }>('yearSlider');
    // The editor's 0-100 range would refuse every year: the code spans the cars' years.
    expect([slider.min, slider.max, slider.value]).toEqual([years[0], years.at(-1), years[0]]);
    slider.value = years[12] ?? 0;
    await run.fire('#yearSlider', 'change');
    await run.settle();
    expect(numbers(shown(), 'year').every((y) => y >= (years[12] ?? 0))).toBe(true);
    await type('maxPriceInput', '1');
    await run.fire('#resetBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(el<{ value: string }>('maxPriceInput').value).toBe('');
    expect(slider.value).toBe(slider.min);
    expect(shown()).toHaveLength(all);
  });

  it('runs the filters from the search button', async () => {
    const { run, el, shown } = await carsPage();
    const prices = numbers(shown(), 'price').sort((a, b) => a - b);
    // Set without a change event, as a value some browsers leave uncommitted until the click.
    el<{ value: string }>('maxPriceInput').value = String(prices[5]);
    await run.fire('#searchBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(numbers(shown(), 'price').every((p) => p <= (prices[5] ?? 0))).toBe(true);
  });

  it('sorts low to high and high to low from buttons named for each order', async () => {
    const { result, run, shown } = await carsPage();
    const ascending = (list: number[]) => list.every((p, i) => i === 0 || (list[i - 1] ?? p) <= p);
    for (let click = 0; click < 2; click++) {
      await run.fire('#sortPriceAscBtn', 'click');
      await run.settle();
      expect(ascending(numbers(shown(), 'price'))).toBe(true);
    }
    expect(result.instructions).toContain(
      'Click `sortPriceAscBtn`: the cars sort by `price`, ascending.',
    );
    await run.fire('#sortPriceDescBtn', 'click');
    await run.settle();
    expect(ascending(numbers(shown(), 'price').reverse())).toBe(true);
    expect(run.errors).toEqual([]);
  });
});

describe('template engine: two lists, each as its own clauses say', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the next 3 upcoming events soonest first and the 5 latest news newest first (%s)',
    async (outputType) => {
      const elements = [
        { id: 'eventsRepeater', type: 'repeater' },
        { id: 'eventName', type: 'text', parentId: 'eventsRepeater' },
        { id: 'newsRepeater', type: 'repeater' },
        { id: 'newsHeadline', type: 'text', parentId: 'newsRepeater' },
      ];
      const request = ZGenerationRequest.parse({
        prompt:
          'Home page with two lists: the next 3 upcoming events (soonest first, only events from today on) in eventsRepeater, and the 5 latest news articles (newest first) in newsRepeater.',
        outputType,
        includeInstructions: true,
        collections: [
          {
            name: 'Events',
            fields: [
              { id: 'title', type: 'text' },
              { id: 'start', type: 'date' },
            ],
          },
          {
            name: 'News',
            fields: [
              { id: 'headline', type: 'text' },
              { id: 'published', type: 'date' },
            ],
          },
        ],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      });
      const day = 24 * 60 * 60 * 1000;
      const { run } = await runGenerated(request, {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const n of [-20, -2, 1, 3, 9, 30])
            void page.data.insert('Events', {
              title: `E${n}`,
              start: new Date(Date.now() + n * day),
            });
          for (const n of [1, 2, 3, 4, 5, 6, 7])
            void page.data.insert('News', {
              headline: `N${n}`,
              published: new Date(Date.now() - n * day),
            });
        },
      });
      expect(run.errors).toEqual([]);
      const shown = (id: string, key: string) =>
        (run.$w(`#${id}`) as unknown as { data: Record<string, string>[] }).data.map((i) => i[key]);
      expect(shown('eventsRepeater', 'title')).toEqual(['E1', 'E3', 'E9']);
      expect(shown('newsRepeater', 'headline')).toEqual(['N1', 'N2', 'N3', 'N4', 'N5']);
    },
  );
});
