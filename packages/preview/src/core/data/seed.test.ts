import { describe, expect, it } from 'vitest';

import type { RuntimeCollectionSpec } from '../types';
import { createWixData } from './api';
import { DataStore } from './store';

const ALL_TYPES = [
  'text',
  'rich-text',
  'rich-content',
  'url',
  'number',
  'tags',
  'boolean',
  'reference',
  'multi-reference',
  'color',
  'image',
  'media-gallery',
  'video',
  'audio',
  'document',
  'multiple-documents',
  'date',
  'time',
  'address',
  'object',
  'array',
];

const COLLECTIONS: RuntimeCollectionSpec[] = [
  {
    name: 'Products',
    fields: [
      { key: 'title', type: 'text' },
      { key: 'price', type: 'number' },
      { key: 'category', type: 'reference' },
      ...ALL_TYPES.map((type) => ({ key: `f_${type.replace(/-/g, '_')}`, type })),
    ],
  },
  { name: 'Categories', fields: [{ key: 'name', type: 'text' }] },
];

async function items(seed: number) {
  const wixData = createWixData(new DataStore(COLLECTIONS, { seed }));
  return (await wixData.query('Products').find()).items;
}

describe('seeded sample data', () => {
  it('is deterministic per seed', async () => {
    expect(await items(7)).toEqual(await items(7));
    expect((await items(7))[0]?._id).not.toEqual((await items(8))[0]?._id);
  });

  it('gives each collection 8 items with system fields', async () => {
    const products = await items(1);
    expect(products).toHaveLength(8);
    for (const item of products) {
      expect(item._id).toMatch(/^[A-Za-z0-9-]+$/);
      expect(typeof item._owner).toBe('string');
      expect(item._createdDate).toBeInstanceOf(Date);
      expect(item._updatedDate).toBeInstanceOf(Date);
    }
  });

  it('shapes values by field type and key', async () => {
    const [first] = await items(1);
    const item = first as Record<string, unknown>;
    expect(item.title).toBe('Sample title 1');
    expect(typeof item.price).toBe('number');
    expect(item.f_image).toBe('https://static.wixstatic.com/media/sample-1.jpg');
    expect(item.f_date).toBeInstanceOf(Date);
    expect(typeof item.f_boolean).toBe('boolean');
    expect(Array.isArray(item.f_tags) && item.f_tags.every((t) => typeof t === 'string')).toBe(
      true,
    );
    expect(item.f_url).toMatch(/^https:\/\//);
    expect(item.f_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(item.f_time).toMatch(/^\d\d:\d\d:00\.000$/);
    expect(item.f_address).toMatchObject({
      formatted: expect.any(String),
      city: expect.any(String),
    });
    expect((item.f_media_gallery as unknown[])[0]).toMatchObject({
      type: 'image',
      src: expect.stringMatching(/^https:/),
    });
    expect(item).not.toHaveProperty('f_multi_reference');
  });

  it('points reference fields at items of the collection they name', async () => {
    const wixData = createWixData(new DataStore(COLLECTIONS));
    const [product] = (await wixData.query('Products').include('category').find()).items;
    const categoryIds = (await wixData.query('Categories').find()).items.map((c) => c._id);
    const category = product?.category as Record<string, unknown>;
    expect(categoryIds).toContain(category._id);
    expect(category.name).toMatch(/ /);
    const [plain] = (await wixData.query('Products').find()).items;
    expect(categoryIds).toContain(plain?.category);
  });
});
