import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { emptyForm } from '../../../../../lib/generator-draft';

/**
 * Documents for the structure tests, written as the Wix exporter snippets print them: a store
 * page with nested containers, a repeater with a card and a form, and the site's collections.
 */

export const PAGE_EXPORT = {
  format: 'veloforge.site-structure',
  version: 1,
  source: 'wix-page',
  exportedAt: '2026-05-01T10:00:00.000Z',
  page: 'Shop',
  elements: [
    { id: 'shopSection', type: '$w.Section', parentId: null, children: ['listBox', 'orderForm'] },
    { id: 'listBox', type: '$w.Box', parentId: 'shopSection', children: ['productsRepeater'] },
    {
      id: 'productsRepeater',
      type: '$w.Repeater',
      parentId: 'listBox',
      children: ['productCard'],
    },
    {
      id: 'productCard',
      type: '$w.Container',
      parentId: 'productsRepeater',
      children: ['productTitle', 'buyButton'],
    },
    { id: 'productTitle', type: '$w.Text', parentId: 'productCard' },
    { id: 'buyButton', type: '$w.Button', parentId: 'productCard' },
    { id: 'orderForm', type: '$w.Form', parentId: 'shopSection', children: ['emailInput'] },
    { id: 'emailInput', type: '$w.TextInput', parentId: 'orderForm' },
    { id: 'deliveryStates', type: '$w.MultiStateBox', parentId: null },
  ],
};

export const COLLECTIONS_EXPORT = {
  format: 'veloforge.site-structure',
  version: 1,
  source: 'wix-collections',
  exportedAt: '2026-05-01T10:00:00.000Z',
  collections: [
    {
      id: 'Products',
      fields: [
        { key: '_id', type: 'TEXT' },
        { key: 'title', type: 'TEXT' },
        { key: 'price', type: 'NUMBER' },
        { key: 'image', type: 'IMAGE' },
      ],
    },
    { id: 'Orders', fields: [{ key: 'product', type: 'REFERENCE' }] },
  ],
};

export const text = (document: unknown) => JSON.stringify(document, null, 2);

/** A form where the user typed Products (title, price as text) and one element ID by hand. */
export function typedForm(): GeneratorForm {
  const form = emptyForm();
  return {
    ...form,
    prompt: 'Show the products',
    collections: [
      {
        key: 'products',
        name: 'Products',
        fields: [
          { key: 'f1', id: 'title', type: 'text' },
          { key: 'f2', id: 'price', type: 'text' },
        ],
      },
    ],
    elementIds: [{ key: 'e1', id: 'searchInput', type: 'input', customType: '' }],
  };
}
