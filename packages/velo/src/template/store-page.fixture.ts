import { ZGenerationRequest, type TGenerationRequest } from '@veloforge/shared';

/**
 * A product page with a searchable repeater and a form adding to the same collection: the
 * journey the live preview is tested with (search filters the list, a new item appears in it).
 */
export function storePageRequest(overrides: Partial<TGenerationRequest> = {}): TGenerationRequest {
  return ZGenerationRequest.parse({
    collections: [
      {
        name: 'Products',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'price', type: 'number' },
          { id: 'image', type: 'image' },
        ],
      },
    ],
    elementIds: ['searchInput', 'titleInput', 'priceInput', 'addButton'],
    elementHierarchy: {
      elements: [
        {
          id: 'productsRepeater',
          type: 'repeater',
          parentId: null,
          children: ['titleText', 'priceText', 'productImage'],
        },
        { id: 'titleText', type: 'text', parentId: 'productsRepeater', children: [] },
        { id: 'priceText', type: 'text', parentId: 'productsRepeater', children: [] },
        { id: 'productImage', type: 'image', parentId: 'productsRepeater', children: [] },
        {
          id: 'productForm',
          type: 'form',
          parentId: null,
          children: ['titleInput', 'priceInput', 'addButton'],
        },
        { id: 'titleInput', type: 'input', parentId: 'productForm', children: [] },
        { id: 'priceInput', type: 'input', parentId: 'productForm', children: [] },
        { id: 'addButton', type: 'button', parentId: 'productForm', children: [] },
      ],
    },
    outputType: 'velo',
    includeInstructions: false,
    prompt:
      'Show the products in the repeater with title, price and image, with a search box that filters by title. The form adds a product with its title and price.',
    referenceCodeUsage: 'inspiration',
    referenceCodeType: 'frontend',
    ...overrides,
  });
}
