import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { pageRequest, runGenerated } from './test-support';

/**
 * Page texts showing a figure over a whole collection (average rating, total amount, lowest and
 * highest price): one wixData.aggregate, in page code or a web method. Run in the preview runtime
 * over its sample items, and compared with the figure computed from those items here.
 */

const engine = createVeloEngine();

type Elements = { id: string; type: string; parentId?: string }[];

function request(
  prompt: string,
  fields: [string, string][],
  elements: Elements,
  outputType: 'velo' | 'frontend_backend' = 'velo',
) {
  return ZGenerationRequest.parse({
    prompt,
    outputType,
    includeInstructions: true,
    collections: [{ name: 'Reviews', fields: fields.map(([id, type]) => ({ id, type })) }],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
}

const REVIEWS_PAGE: Elements = [
  { id: 'averageRatingText', type: 'text' },
  { id: 'reviewCountText', type: 'text' },
  { id: 'reviewsRepeater', type: 'repeater' },
  { id: 'authorText', type: 'text', parentId: 'reviewsRepeater' },
  { id: 'ratingText', type: 'text', parentId: 'reviewsRepeater' },
];
const REVIEW_FIELDS: [string, string][] = [
  ['author', 'text'],
  ['rating', 'number'],
  ['price', 'number'],
];

async function figures(req: ReturnType<typeof request>) {
  const { result, run } = await runGenerated(req);
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  expect(run.errors).toEqual([]);
  const { items } = await run.wixData.query('Reviews').limit(1000).find();
  const values = (key: string) => items.map((i) => i[key]).filter((v) => typeof v === 'number');
  const text = (id: string) => (run.$w(`#${id}`) as unknown as { text: string }).text;
  return { result, values, text, count: items.length };
}

const shown = (value: number) => value.toLocaleString();

describe('template engine: collection summaries', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the figure the sentence asks for in a text named for something else (%s)',
    async (outputType) => {
      const { result, values, text, count } = await figures(
        request(
          'Dashboard: the sum of all review prices in revenueText, the average rating in scoreText, and the total number of reviews in reviewCountText.',
          REVIEW_FIELDS,
          [
            { id: 'revenueText', type: 'text' },
            { id: 'scoreText', type: 'text' },
            { id: 'reviewCountText', type: 'text' },
          ],
          outputType,
        ),
      );
      const sum = values('price').reduce((a, b) => a + b, 0);
      const ratings = values('rating');
      const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(text('revenueText')).toBe(shown(sum));
      expect(text('scoreText')).toBe(shown(Math.round(average * 10) / 10));
      // 'the total number of reviews': how many there are, counted by the same aggregate.
      expect(text('reviewCountText')).toBe(shown(count));
      expect(result.instructions).not.toContain("`revenueText` (the code doesn't use it)");
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'shows the average rating of all reviews, rounded to one decimal (%s)',
    async (outputType) => {
      const req = request(
        'Show the reviews in the repeater with the average rating and the number of reviews above it.',
        REVIEW_FIELDS,
        REVIEWS_PAGE,
        outputType,
      );
      const { result, values, text } = await figures(req);
      const ratings = values('rating');
      expect(ratings.length).toBeGreaterThan(1);
      const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(text('averageRatingText')).toBe(shown(Math.round(average * 10) / 10));
      expect(text('reviewCountText')).toMatch(/^\d+ reviews?$/);
      expect(result.instructions).toContain(
        '`averageRatingText` shows the average rating of all reviews.',
      );
      expect(result.instructions).not.toContain("`averageRatingText` (the code doesn't use it)");
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toContain(
          "wixData.aggregate('Reviews').avg('rating', 'averageRating').run()",
        );
      }
    },
  );

  it('reads a total, a lowest and a highest figure with one aggregate', async () => {
    const req = request(
      'Above the list show the total price, the cheapest price and the most expensive price.',
      REVIEW_FIELDS,
      [
        { id: 'totalPriceText', type: 'text' },
        { id: 'cheapestPriceText', type: 'text' },
        { id: 'highestPriceText', type: 'text' },
        ...REVIEWS_PAGE.slice(2),
      ],
    );
    const { result, values, text } = await figures(req);
    const prices = values('price');
    expect(text('totalPriceText')).toBe(shown(prices.reduce((a, b) => a + b, 0)));
    expect(text('cheapestPriceText')).toBe(shown(Math.min(...prices)));
    expect(text('highestPriceText')).toBe(shown(Math.max(...prices)));
    expect(result.frontendCode.match(/wixData\.aggregate\(/g)).toHaveLength(1);
    // A total over a Number field is a sum, not the count of items.
    expect(result.frontendCode).not.toMatch(/#totalPriceText'\)\.text = `\$\{result\.totalCount\}/);
  });

  it('reads the field of a bare figure text from the sentence naming it (totalText)', async () => {
    const req = request(
      'Show the reviews in the repeater; totalText shows the total price of all reviews.',
      REVIEW_FIELDS,
      [{ id: 'totalText', type: 'text' }, ...REVIEWS_PAGE.slice(2)],
    );
    const { values, text } = await figures(req);
    expect(text('totalText')).toBe(shown(values('price').reduce((a, b) => a + b, 0)));
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'reads the figure from the sentence when only "in averageText" follows an example, with its count (%s)',
    async (outputType) => {
      const req = request(
        'Show the reviews in the repeater. Show the average rating rounded to one decimal, like "4.3 (12 reviews)", in averageText.',
        REVIEW_FIELDS,
        [{ id: 'averageText', type: 'text' }, ...REVIEWS_PAGE.slice(2)],
        outputType,
      );
      const { values, text, count } = await figures(req);
      const ratings = values('rating');
      const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(count).toBeGreaterThan(1);
      expect(text('averageText')).toBe(
        `${shown(Math.round(average * 10) / 10)} (${count} reviews)`,
      );
    },
  );

  it('sums no collection for a total it must multiply, and says totalText is left out', async () => {
    const result = await engine.generate(
      request(
        "Show the number of nights and the total (nights × the review's price) in totalText as soon as both dates are picked.",
        REVIEW_FIELDS,
        [{ id: 'totalText', type: 'text' }],
      ),
    );
    expect(result.frontendCode).not.toContain('aggregate');
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("never uses '#totalText'"),
    ]);
  });

  it("leaves 'the number of reviews' to the list's count, which follows its filters", async () => {
    const result = await engine.generate(
      request(
        'Show the reviews in reviewsRepeater with authorText, filtered by authorDropdown on the author field. Show the number of reviews in countText.',
        REVIEW_FIELDS,
        [
          { id: 'authorDropdown', type: 'dropdown' },
          { id: 'reviewsRepeater', type: 'repeater' },
          { id: 'authorText', type: 'text', parentId: 'reviewsRepeater' },
          { id: 'countText', type: 'text' },
        ],
      ),
    );
    expect(result.frontendCode).not.toContain('aggregate');
    expect(result.frontendCode).toContain("$w('#countText').text = `${result.totalCount}");
  });

  it("counts nothing over everyone for a member's worked-out balance, and says so", async () => {
    const result = await engine.generate(
      request(
        'Show the remaining balance = total credits purchased minus number of reviews in balanceText, only for the logged-in member.',
        REVIEW_FIELDS,
        [{ id: 'balanceText', type: 'text' }],
      ),
    );
    expect(result.frontendCode).not.toContain('aggregate');
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("never uses '#balanceText'"),
    ]);
  });

  it('leaves a figure text alone when the prompt does not ask for the figure', async () => {
    const result = await engine.generate(
      request('Show the reviews in the repeater.', REVIEW_FIELDS, REVIEWS_PAGE),
    );
    expect(result.frontendCode).not.toContain('aggregate');
  });

  it("shows figures over the member's own items, never everyone's, when members read only their own", async () => {
    const result = await engine.generate(
      request(
        'Members see their own reviews in the repeater and the average rating of their reviews.',
        REVIEW_FIELDS,
        REVIEWS_PAGE,
        'frontend_backend',
      ),
    );
    expect(result.frontendCode).not.toContain('aggregate');
    const aggregates = result.backendCode.match(/wixData\.aggregate\([^;]*;/g) ?? [];
    expect(aggregates.length).toBeGreaterThan(0);
    for (const aggregate of aggregates) expect(aggregate).toContain(".eq('_owner', member._id)");
    expect(result.backendCode).toMatch(/Summary = webMethod\(Permissions\.SiteMember,/);
  });

  it('writes every helper a figure needs when it is the only thing on the page', async () => {
    const req = request('Show the lowest price of the reviews.', REVIEW_FIELDS, [
      { id: 'lowestPriceText', type: 'text' },
    ]);
    const { result, run } = await runGenerated(req, { itemsPerCollection: 0 });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(run.errors).toEqual([]);
    expect((run.$w('#lowestPriceText') as unknown as { text: string }).text).toBe('');
    // The aggregate reads the collection, so visitors need to be able to view it.
    expect(result.instructions).toContain('anyone can view content');
  });

  it("reads 'orderTotalText' as one order's total, not the sum over all orders", async () => {
    const result = await engine.generate(
      request("Show the customer's latest order: its number and total.", REVIEW_FIELDS, [
        { id: 'orderTotalText', type: 'text' },
      ]),
    );
    expect(result.frontendCode).not.toContain('aggregate');
  });
});

describe('template engine: a total text the prompt works out of the items', () => {
  it.each([
    'totalSalesText shows the sum of soldCount*price across the listings.',
    'orderTotal shows the sum of prices + 10% service charge.',
  ])('is no count of the list: "%s"', async (sentence) => {
    const { result } = await runGenerated(
      pageRequest(
        `listingsRepeater lists Listings (title in titleText). ${sentence}`,
        { Listings: { title: 'text', price: 'number', soldCount: 'number' } },
        [
          { id: 'listingsRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'listingsRepeater' },
          { id: sentence.split(' ')[0] ?? '', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.frontendCode).not.toMatch(/totalCount\} listings|\$\{result\.totalCount\}/);
  });
});
