import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';

/**
 * Functions the prompt names that return figures rather than items ('getAverageRating(productId)
 * returns { average, count }', 'getTotalSales returns the total amount of all orders'): each is
 * one aggregate over the matching items, called here in the preview runtime on known data.
 */

const engine = createVeloEngine();

type Fn = (...args: unknown[]) => Promise<unknown>;

const reviewsRequest = ZGenerationRequest.parse({
  prompt:
    "Backend for product reviews: getAverageRating(productId) returns { average, count } for the reviews of that product, anyone can call it. getReviewCount(productId) returns how many reviews a product has. getHighestRating(productId) returns the product's highest rating. getReviews(productId) returns the reviews of a product, newest first.",
  outputType: 'backend',
  includeInstructions: true,
  collections: [
    {
      name: 'Reviews',
      fields: [
        { id: 'productId', type: 'text' },
        { id: 'rating', type: 'number' },
        { id: 'comment', type: 'text' },
      ],
    },
  ],
  elementIds: [],
});

const ordersRequest = ZGenerationRequest.parse({
  prompt:
    "Backend for the shop: getTotalSales returns the total amount of all orders, admins only. getMySpending returns the total amount of the member's own orders.",
  outputType: 'backend',
  collections: [
    {
      name: 'Orders',
      fields: [
        { id: 'orderNumber', type: 'text' },
        { id: 'amount', type: 'number' },
      ],
    },
  ],
  elementIds: [],
});

async function backend(
  request: typeof reviewsRequest,
  names: string[],
  items: Record<string, unknown>[],
  extra: { member?: boolean; memberRoles?: string[]; itemsPerCollection?: number } = {},
) {
  const result = await engine.generate(request);
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const collection = request.collections[0]?.name ?? '';
  const run = await runVeloPage({
    structure: buildStructure(request),
    frontendCode: `export { ${names.join(', ')} } from 'backend/${collection.toLowerCase()}.web';`,
    backendCode: result.backendCode,
    backendModulePath: `backend/${collection.toLowerCase()}.web.js`,
    itemsPerCollection: extra.itemsPerCollection ?? 0,
    member: extra.member ?? false,
    memberRoles: extra.memberRoles ?? [],
    beforeRun: (page) => {
      for (const item of items) void page.data.insert(collection, item);
    },
  });
  return { result, run, fn: (name: string) => run.exports[name] as Fn };
}

const reviews = [
  { productId: 'p1', rating: 4, comment: 'Good' },
  { productId: 'p1', rating: 5, comment: 'Great' },
  { productId: 'p1', rating: 3, comment: 'Fine' },
  { productId: 'p2', rating: 1, comment: 'Broke' },
];

describe('template engine: functions that return figures', () => {
  it("returns one product's average rating and review count as the object the prompt names", async () => {
    const { fn } = await backend(reviewsRequest, ['getAverageRating'], reviews);
    expect(await fn('getAverageRating')('p1')).toEqual({ average: 4, count: 3 });
    expect(await fn('getAverageRating')('p2')).toEqual({ average: 1, count: 1 });
  });

  it('returns no average, rather than 0, for a product without reviews', async () => {
    const { fn } = await backend(reviewsRequest, ['getAverageRating', 'getHighestRating'], reviews);
    expect(await fn('getAverageRating')('p3')).toEqual({ average: null, count: 0 });
    expect(await fn('getHighestRating')('p3')).toBeNull();
  });

  it('returns a single figure its name asks for as the value itself', async () => {
    const { fn } = await backend(
      reviewsRequest,
      ['getReviewCount', 'getHighestRating', 'getReviews'],
      reviews,
    );
    expect(await fn('getReviewCount')('p1')).toBe(3);
    expect(await fn('getHighestRating')('p1')).toBe(5);
    // A read of items stays one.
    const listed = (await fn('getReviews')('p1')) as { rating: number }[];
    expect(listed.map((r) => r.rating).sort()).toEqual([3, 4, 5]);
  });

  it('needs the product: a figure over every product would be the wrong number', async () => {
    const { result, fn } = await backend(reviewsRequest, ['getAverageRating'], reviews);
    await expect(fn('getAverageRating')()).rejects.toThrow('productId is required.');
    expect(result.backendCode).toContain(
      '// Returns the average rating and number of reviews matching productId; anyone may call it.',
    );
    expect(result.backendCode).toContain(".avg('rating', 'average').count().run();");
  });

  it('sums every order for admins, and only the calling member\'s own for "their own"', async () => {
    const orders = [
      { orderNumber: 'A1', amount: 20 },
      { orderNumber: 'A2', amount: 15.5 },
    ];
    const { result, fn } = await backend(
      ordersRequest,
      ['getTotalSales', 'getMySpending'],
      orders,
      {
        member: true,
        itemsPerCollection: 3,
      },
    );
    expect(result.backendCode).toContain(
      'export const getTotalSales = webMethod(Permissions.Admin, async () => {',
    );
    expect(result.backendCode).toContain(
      'export const getMySpending = webMethod(Permissions.SiteMember, async () => {',
    );
    await expect(fn('getTotalSales')()).rejects.toThrow('Permission denied');
    const { run } = await backend(ordersRequest, ['getTotalSales'], orders, {
      member: true,
      memberRoles: ['Admin'],
      itemsPerCollection: 3,
    });
    const all = (await run.wixData.query('Orders').find()).items;
    const total = all.reduce((sum, o) => sum + Number(o['amount']), 0);
    expect(await (run.exports['getTotalSales'] as Fn)()).toBeCloseTo(total);
    expect(await fn('getMySpending')()).toBeCloseTo(35.5);
  });
});
