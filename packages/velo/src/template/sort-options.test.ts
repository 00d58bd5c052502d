import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated, siteRequest } from './test-support';

/**
 * A sort dropdown whose options the prompt quotes gets exactly those, in its words and order,
 * the first chosen at the start. Before, a 'Title: A to Z' option was added first (and chosen),
 * and the labels were reworded ('Price: low to high'). Run in the preview.
 */

const elements = [
  { id: 'sortDropdown', type: 'dropdown' },
  { id: 'productsRepeater', type: 'repeater' },
  { id: 'nameText', type: 'text', parentId: 'productsRepeater' },
];

const request = (sentence: string) =>
  siteRequest(
    `Show the Products in productsRepeater. ${sentence}`,
    {
      name: 'Products',
      fields: [
        ['name', 'text'],
        ['price', 'number'],
      ],
    },
    elements,
  );

type Dropdown = { options: { label: string; value: string }[]; value: string };
type Repeater = { data: { name?: string; price?: number; _createdDate?: Date }[] };

async function sorted(sentence: string) {
  const { result, run } = await runGenerated(request(sentence), { itemsPerCollection: 8 });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  expect(run.errors).toEqual([]);
  const dropdown = () => run.$w('#sortDropdown') as unknown as Dropdown;
  const shown = () => (run.$w('#productsRepeater') as unknown as Repeater).data;
  const pick = async (label: string) => {
    const option = dropdown().options.find((o) => o.label === label);
    await run.setValue('#sortDropdown', option?.value);
    await run.settle();
  };
  return { dropdown, shown, pick };
}

const prices = (items: { price?: number }[]) => items.map((i) => i.price ?? 0);

describe('template engine: sort options the prompt quotes', () => {
  it('offers exactly the quoted labels, in order, the first chosen', async () => {
    const { dropdown, shown, pick } = await sorted(
      'sortDropdown sorts them with the options "Newest first", "Price: Low to High" and "Price: High to Low".',
    );
    expect(dropdown().options.map((o) => o.label)).toEqual([
      'Newest first',
      'Price: Low to High',
      'Price: High to Low',
    ]);
    const created = shown().map((i) => new Date(i._createdDate ?? 0).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    await pick('Price: High to Low');
    expect(prices(shown())).toEqual([...prices(shown())].sort((a, b) => b - a));
    await pick('Price: Low to High');
    expect(prices(shown())).toEqual([...prices(shown())].sort((a, b) => a - b));
  });

  it('reads A-Z, Z-A and "Cheapest" as the fields and orders they say', async () => {
    const { dropdown, shown, pick } = await sorted(
      'Let visitors sort with sortDropdown: "Name (A-Z)", "Name (Z-A)", "Cheapest".',
    );
    expect(dropdown().options).toEqual([
      { label: 'Name (A-Z)', value: 'name:asc' },
      { label: 'Name (Z-A)', value: 'name:desc' },
      { label: 'Cheapest', value: 'price:asc' },
    ]);
    const names = () => shown().map((i) => i.name ?? '');
    expect(names()).toEqual([...names()].sort());
    await pick('Name (Z-A)');
    expect(names()).toEqual([...names()].sort().reverse());
  });
});

describe('template engine: sort options named by a measure', () => {
  it("reads 'Shortest first' and 'Longest first' as the duration, beside a price (review 13)", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "episodeList shows Episodes (title). sortDropdown has options 'Newest', 'Shortest first', 'Longest first'.",
        {
          Episodes: {
            title: 'text',
            price: 'number',
            durationMinutes: 'number',
            publishedOn: 'date',
          },
        },
        [
          { id: 'episodeList', type: 'repeater' },
          { id: 'episodeTitle', type: 'text', parentId: 'episodeList' },
          { id: 'sortDropdown', type: 'dropdown' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [title, durationMinutes, price] of [
            ['Mid', 30, 1],
            ['Long', 90, 2],
            ['Short', 5, 3],
          ] as const)
            void page.data.insert('Episodes', { title, durationMinutes, price });
        },
      },
    );
    const dropdown = run.$w('#sortDropdown') as unknown as Dropdown;
    expect(dropdown.options).toEqual([
      { label: 'Newest', value: 'publishedOn:desc' },
      { label: 'Shortest first', value: 'durationMinutes:asc' },
      { label: 'Longest first', value: 'durationMinutes:desc' },
    ]);
    const titles = () =>
      (run.$w('#episodeList') as unknown as { data: { title: string }[] }).data.map((e) => e.title);
    await run.setValue('#sortDropdown', 'durationMinutes:asc');
    await run.settle();
    expect(titles()).toEqual(['Short', 'Mid', 'Long']);
    await run.setValue('#sortDropdown', 'durationMinutes:desc');
    await run.settle();
    expect(titles()).toEqual(['Long', 'Mid', 'Short']);
  });

  it("reads 'Cheapest first' as an hourly rate and 'Highest rated' as the rating (review 16)", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "walkersRepeater (walkerName). sortDropdown: 'Cheapest first' / 'Highest rated'.",
        { DogWalkers: { name: 'text', hourlyRate: 'number', rating: 'number' } },
        [
          { id: 'walkersRepeater', type: 'repeater' },
          { id: 'walkerName', type: 'text', parentId: 'walkersRepeater' },
          { id: 'sortDropdown', type: 'dropdown' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [name, hourlyRate, rating] of [
            ['Ann', 20, 3],
            ['Bo', 15, 5],
            ['Cy', 30, 4],
          ] as const)
            void page.data.insert('DogWalkers', { name, hourlyRate, rating });
        },
      },
    );
    const names = () =>
      (run.$w('#walkersRepeater') as unknown as { data: { name: string }[] }).data.map(
        (w) => w.name,
      );
    expect((run.$w('#sortDropdown') as unknown as Dropdown).options).toEqual([
      { label: 'Cheapest first', value: 'hourlyRate:asc' },
      { label: 'Highest rated', value: 'rating:desc' },
    ]);
    expect(names()).toEqual(['Bo', 'Ann', 'Cy']);
    await run.setValue('#sortDropdown', 'rating:desc');
    await run.settle();
    expect(names()).toEqual(['Bo', 'Cy', 'Ann']);
  });
});

describe('template engine: a sort the prompt names by its field key', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "'(Lessons collection, sorted by lessonNumber)' lists them by that number (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'The lessonsRepeater lists the lessons of the course (Lessons collection, sorted by lessonNumber) with lessonTitle.',
          { Lessons: { title: 'text', lessonNumber: 'number' } },
          [
            { id: 'lessonsRepeater', type: 'repeater' },
            { id: 'lessonTitle', type: 'text', parentId: 'lessonsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [title, lessonNumber] of [
              ['Two', 2],
              ['One', 1],
              ['Three', 3],
            ] as const)
              void page.data.insert('Lessons', { title, lessonNumber });
          },
        },
      );
      const shown = (run.$w('#lessonsRepeater') as unknown as { data: { title: string }[] }).data;
      expect(shown.map((l) => l.title)).toEqual(['One', 'Two', 'Three']);
    },
  );

  it('sorts by the field and order said after a label: "\'Newest\' (year desc)"', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "carsRepeater shows the Cars. sortDropdown sorts by 'Price low to high' or 'Newest' (year desc).",
        { Cars: { model: 'text', price: 'number', year: 'number' } },
        [
          { id: 'sortDropdown', type: 'dropdown' },
          { id: 'carsRepeater', type: 'repeater' },
          { id: 'modelText', type: 'text', parentId: 'carsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [model, price, year] of [
            ['Old', 1000, 2010],
            ['New', 9000, 2024],
            ['Mid', 5000, 2018],
          ] as const)
            void page.data.insert('Cars', { model, price, year });
        },
      },
    );
    const dropdown = run.$w('#sortDropdown') as unknown as Dropdown;
    expect(dropdown.options.map((o) => o.value)).toEqual(['price:asc', 'year:desc']);
    await run.setValue('#sortDropdown', 'year:desc');
    await run.settle();
    const models = (run.$w('#carsRepeater') as unknown as { data: { model: string }[] }).data;
    expect(models.map((c) => c.model)).toEqual(['New', 'Mid', 'Old']);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "breaks ties by the second order: 'sorted by points descending then goalDifference descending' (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'teamsRepeater shows the Teams sorted by points descending then goalDifference descending.',
          { Teams: { team: 'text', points: 'number', goalDifference: 'number' } },
          [
            { id: 'teamsRepeater', type: 'repeater' },
            { id: 'teamText', type: 'text', parentId: 'teamsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [team, points, goalDifference] of [
              ['Ayr', 10, 2],
              ['Bath', 12, 0],
              ['Cork', 10, 7],
            ] as const)
              void page.data.insert('Teams', { team, points, goalDifference });
          },
        },
      );
      const teams = (run.$w('#teamsRepeater') as unknown as { data: { team: string }[] }).data;
      expect(teams.map((t) => t.team)).toEqual(['Bath', 'Cork', 'Ayr']);
    },
  );
});
