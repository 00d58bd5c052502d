import { describe, expect, it } from 'vitest';

import { createWixData } from './api';
import { DataStore } from './store';

async function setup() {
  const store = new DataStore(
    [
      {
        name: 'Orders',
        fields: [
          { key: 'category', type: 'text' },
          { key: 'amount', type: 'number' },
          { key: 'products', type: 'multi-reference' },
        ],
      },
      { name: 'Products', fields: [{ key: 'title', type: 'text' }] },
    ],
    { itemsPerCollection: 3 },
  );
  const wixData = createWixData(store);
  await wixData.truncate('Orders');
  await wixData.bulkInsert('Orders', [
    { _id: 'o1', category: 'books', amount: 10 },
    { _id: 'o2', category: 'books', amount: 30 },
    { _id: 'o3', category: 'toys', amount: 5 },
  ]);
  return wixData;
}

describe('wixData.aggregate', () => {
  it('groups, reduces, filters groups and sorts', async () => {
    const wixData = await setup();
    const result = await wixData
      .aggregate('Orders')
      .group('category')
      .sum('amount')
      .avg('amount', 'average')
      .count()
      .descending('amountSum')
      .run();
    expect(result.items).toEqual([
      { _id: 'books', category: 'books', amountSum: 40, average: 20, count: 2 },
      { _id: 'toys', category: 'toys', amountSum: 5, average: 5, count: 1 },
    ]);
    const big = await wixData
      .aggregate('Orders')
      .filter(wixData.filter().gt('amount', 6))
      .max('amount')
      .min('amount')
      .run();
    expect(big.items).toEqual([{ amountMax: 30, amountMin: 10 }]);
    const having = await wixData
      .aggregate('Orders')
      .group('category')
      .count()
      .having(wixData.filter().gt('count', 1))
      .run();
    expect(having.items.map((i) => i._id)).toEqual(['books']);
  });

  it('rejects a query where a filter is required', async () => {
    const wixData = await setup();
    await expect(
      wixData.aggregate('Orders').filter(wixData.query('Orders')).run(),
    ).rejects.toMatchObject({ code: 'WDE0011' });
  });
});

describe('wix-data references', () => {
  it('inserts, queries, checks, replaces and removes multi-references', async () => {
    const wixData = await setup();
    const products = (await wixData.query('Products').find()).items;
    const [p1, p2, p3] = products.map((p) => p._id as string);
    await wixData.insertReference('Orders', 'products', 'o1', [p1, p2]);
    expect(
      (await wixData.queryReferenced('Orders', 'o1', 'products')).items.map((p) => p._id),
    ).toEqual([p1, p2]);
    expect(await wixData.isReferenced('Orders', 'products', { _id: 'o1' }, p2)).toBe(true);
    await wixData.replaceReferences('Orders', 'products', 'o1', [p3]);
    await wixData.insertReference('Orders', 'products', 'o1', { _id: p1 });
    await wixData.removeReference('Orders', 'products', 'o1', p3);
    const included = (await wixData.query('Orders').eq('_id', 'o1').include('products').find())
      .items[0];
    expect((included?.products as { _id: string }[]).map((p) => p._id)).toEqual([p1]);
    await expect(wixData.insertReference('Orders', 'amount', 'o1', p1)).rejects.toMatchObject({
      code: 'WDE0020',
    });
  });

  it('filters by the ids a multi-reference field links to, without putting them in items', async () => {
    const wixData = await setup();
    const [p1, p2] = (await wixData.query('Products').find()).items.map((p) => p._id as string);
    await wixData.insertReference('Orders', 'products', 'o1', [p1, p2]);
    await wixData.insertReference('Orders', 'products', 'o3', [p2]);
    const ids = async (query: ReturnType<typeof wixData.query>) =>
      (await query.find()).items.map((o) => o._id).sort();
    expect(await ids(wixData.query('Orders').hasSome('products', [p1]))).toEqual(['o1']);
    expect(await ids(wixData.query('Orders').hasSome('products', [p2]))).toEqual(['o1', 'o3']);
    const [first] = (await wixData.query('Orders').eq('_id', 'o1').find()).items;
    expect(first).not.toHaveProperty('products');
  });
});
