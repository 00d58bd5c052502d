import { describe, expect, it } from 'vitest';

import { createWixData } from './api';
import { DataStore } from './store';

type Row = Record<string, unknown>;

async function setup(items: Row[]) {
  const store = new DataStore([{ name: 'Things', fields: [{ key: 'title', type: 'text' }] }], {
    itemsPerCollection: 0,
  });
  const wixData = createWixData(store);
  await wixData.bulkInsert('Things', items);
  return wixData;
}

const THINGS: Row[] = [
  { _id: 't1', title: 'Red apple', n: 5, tags: ['fruit', 'red'], when: new Date('2026-01-03') },
  { _id: 't2', title: 'green Pear', n: 15, tags: ['fruit'], when: new Date('2026-01-01') },
  { _id: 't3', title: 'XYZ tool', n: '5', tags: [], when: new Date('2026-01-02') },
  { _id: 't4', title: 'abc thing' },
];

async function ids(query: Promise<{ items: Row[] }>) {
  return (await query).items.map((i) => i._id);
}

describe('wix-data queries', () => {
  it('matches eq/ne case-sensitively and type-strictly; eq on arrays matches any element', async () => {
    const wixData = await setup(THINGS);
    const q = () => wixData.query('Things');
    expect(await ids(q().eq('n', 5).find())).toEqual(['t1']);
    expect(await ids(q().eq('title', 'red apple').find())).toEqual([]);
    expect(await ids(q().eq('tags', 'fruit').find())).toEqual(['t1', 't2']);
    expect(await ids(q().ne('tags', 'red').find())).toEqual(['t2', 't3', 't4']);
    expect(await ids(q().eq('when', new Date('2026-01-02')).find())).toEqual(['t3']);
  });

  it('matches contains/startsWith/endsWith case-insensitively', async () => {
    const wixData = await setup(THINGS);
    const q = () => wixData.query('Things');
    expect(await ids(q().contains('title', 'APP').find())).toEqual(['t1']);
    expect(await ids(q().startsWith('title', 'GREEN').find())).toEqual(['t2']);
    expect(await ids(q().endsWith('title', 'Tool').find())).toEqual(['t3']);
  });

  it('supports ranges, has*, isEmpty and and/or/not', async () => {
    const wixData = await setup(THINGS);
    const q = () => wixData.query('Things');
    expect(await ids(q().gt('n', 5).find())).toEqual(['t2']);
    expect(await ids(q().ge('n', 5).find())).toEqual(['t1', 't2']);
    expect(await ids(q().between('n', 5, 15).find())).toEqual(['t1']);
    expect(await ids(q().lt('when', new Date('2026-01-03')).find())).toEqual(['t2', 't3']);
    expect(await ids(q().hasSome('tags', 'red', 'blue').find())).toEqual(['t1']);
    expect(await ids(q().hasAll('tags', ['fruit', 'red']).find())).toEqual(['t1']);
    expect(await ids(q().isEmpty('n').find())).toEqual(['t4']);
    expect(await ids(q().isNotEmpty('tags').find())).toEqual(['t1', 't2']);
    expect(await ids(q().eq('n', 5).or(q().eq('n', 15)).find())).toEqual(['t1', 't2']);
    expect(await ids(q().not(q().isEmpty('n')).and(q().gt('n', 10)).find())).toEqual(['t2']);
    expect(await ids(q().or(q().eq('n', 5)).find())).toHaveLength(4);
  });

  it('sorts numbers, strings (by code point) and dates; missing values rank lowest', async () => {
    const wixData = await setup(THINGS);
    // Code-point order: capitals before lower case ('XYZ' before 'abc').
    expect(await ids(wixData.query('Things').ascending('title').find())).toEqual([
      't1',
      't3',
      't4',
      't2',
    ]);
    expect(await ids(wixData.query('Things').ascending('when').find())).toEqual([
      't4',
      't2',
      't3',
      't1',
    ]);
    expect(await ids(wixData.query('Things').descending('when').find())).toEqual([
      't1',
      't3',
      't2',
      't4',
    ]);
  });

  it('pages with the real result shape; next() past the end rejects with WDE0165', async () => {
    const wixData = await setup(Array.from({ length: 5 }, (_, i) => ({ _id: `i${i}`, n: i })));
    const first = await wixData.query('Things').ascending('n').limit(2).find();
    expect(first).toMatchObject({
      length: 2,
      totalCount: 5,
      totalPages: 3,
      currentPage: 0,
      pageSize: 2,
    });
    expect([first.hasNext(), first.hasPrev()]).toEqual([true, false]);
    const last = await (await first.next()).next();
    expect(last.items.map((i) => i._id)).toEqual(['i4']);
    expect(last.currentPage).toBe(2);
    await expect(last.next()).rejects.toMatchObject({
      code: 'WDE0165',
      message: 'Invalid query on Things. There is no next page.',
    });
    await expect(first.prev()).rejects.toMatchObject({ code: 'WDE0159' });
    expect((await wixData.query('Things').limit(2).skip(4).find()).items).toHaveLength(1);
    expect(await wixData.query('Things').gt('n', 1).count()).toBe(3);
    expect((await wixData.query('Things').find()).pageSize).toBe(50);
  });

  it('returns distinct values', async () => {
    const wixData = await setup(THINGS);
    const result = await wixData.query('Things').distinct('n');
    expect(result.items).toEqual([5, 15, '5']);
  });

  it('rejects limit > 1000 (WDE0077) and bad limits', async () => {
    const wixData = await setup([]);
    await expect(wixData.query('Things').limit(1001).find()).rejects.toMatchObject({
      code: 'WDE0077',
      message: "'limit' cannot exceed 1000",
    });
    await expect(wixData.query('Things').limit(-1).find()).rejects.toMatchObject({
      code: 'WDE0034',
    });
  });

  it('rejects unknown collections with WDE0025', async () => {
    const wixData = await setup([]);
    const error: unknown = await wixData
      .query('Nope')
      .find()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: 'WDE0025',
      message: 'The Nope collection does not exist.',
    });
    await expect(wixData.get('Nope', 'x')).rejects.toMatchObject({ code: 'WDE0025' });
    await expect(wixData.insert('Nope', {})).rejects.toMatchObject({ code: 'WDE0025' });
  });
});

describe('wix-data writes', () => {
  it('inserts with system fields, rejects duplicates, and hands out copies', async () => {
    const wixData = await setup([]);
    const saved = await wixData.insert('Things', { title: 'New' });
    expect(saved._id).toMatch(/^[A-Za-z0-9-]+$/);
    expect(saved._createdDate).toBeInstanceOf(Date);
    expect(saved._updatedDate).toEqual(saved._createdDate);
    expect(typeof saved._owner).toBe('string');
    await expect(wixData.insert('Things', { _id: saved._id })).rejects.toMatchObject({
      code: 'WDE0074',
    });
    saved.title = 'mutated';
    const fetched = await wixData.get('Things', saved._id as string);
    expect(fetched?.title).toBe('New');
    (fetched as Row).title = 'again';
    expect((await wixData.get('Things', saved._id as string))?.title).toBe('New');
    expect(await wixData.get('Things', 'missing')).toBeNull();
  });

  it('update replaces the whole item and requires a string _id (WDE0007)', async () => {
    const wixData = await setup([{ _id: 'a', title: 'A', extra: 1 }]);
    await expect(wixData.update('Things', { title: 'x' })).rejects.toMatchObject({
      code: 'WDE0007',
      message: 'Invalid update. Updated object must have an _id property that is a string.',
    });
    await wixData.update('Things', { _id: 'a', title: 'B' });
    const item = await wixData.get('Things', 'a');
    expect(item).toMatchObject({ _id: 'a', title: 'B' });
    expect(item).not.toHaveProperty('extra');
    await expect(wixData.update('Things', { _id: 'zz' })).rejects.toMatchObject({
      code: 'WDE0073',
    });
  });

  it('saves (upsert), removes, bulk-operates within 1000 items, truncates', async () => {
    const wixData = await setup([]);
    await wixData.save('Things', { _id: 's1', title: 'one' });
    await wixData.save('Things', { _id: 's1', title: 'uno' });
    expect((await wixData.get('Things', 's1'))?.title).toBe('uno');
    expect((await wixData.remove('Things', 's1'))?._id).toBe('s1');
    expect(await wixData.remove('Things', 's1')).toBeNull();
    const bulk = await wixData.bulkInsert('Things', [{ _id: 'b1' }, { _id: 'b2' }, { _id: 'b1' }]);
    expect(bulk).toMatchObject({ inserted: 2, skipped: 1, insertedItemIds: ['b1', 'b2'] });
    expect(await wixData.bulkSave('Things', [{ _id: 'b1', x: 1 }, { _id: 'b3' }])).toMatchObject({
      inserted: 1,
      updated: 1,
    });
    expect(await wixData.bulkRemove('Things', ['b1', 'nope'])).toMatchObject({
      removed: 1,
      skipped: 1,
    });
    const many = Array.from({ length: 1001 }, () => ({}));
    await expect(wixData.bulkInsert('Things', many)).rejects.toMatchObject({ code: 'WDE0006' });
    await expect(
      wixData.bulkRemove(
        'Things',
        many.map((_, i) => `id${i}`),
      ),
    ).rejects.toMatchObject({ code: 'WDE0069' });
    await wixData.truncate('Things');
    expect(await wixData.query('Things').count()).toBe(0);
  });
});
