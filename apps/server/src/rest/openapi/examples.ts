/**
 * Example requests of the bigger bodies, shown on the docs page and sent by the contract test:
 * each succeeds on a fresh server with the offline template engine.
 */

const PRODUCTS = {
  name: 'Products',
  fields: [
    { id: 'title', type: 'text' },
    { id: 'price', type: 'number' },
    { id: 'photo', type: 'image' },
  ],
};

export const GENERATE_EXAMPLE = {
  prompt: 'Show the products in the repeater and filter them as the visitor types',
  outputType: 'frontend_backend',
  collections: [PRODUCTS],
  elementIds: ['#searchInput'],
  elementHierarchy: {
    elements: [
      { id: 'productRepeater', type: 'repeater', children: ['productTitle', 'productPrice'] },
      { id: 'productTitle', type: 'text', parentId: 'productRepeater' },
      { id: 'productPrice', type: 'text', parentId: 'productRepeater' },
    ],
  },
};

/** The offline troubleshooter fixes this one: a selector without its '#'. */
export const TROUBLESHOOT_EXAMPLE = {
  originalRequest: GENERATE_EXAMPLE,
  errorDetails: 'TypeError: $w(...).hide is not a function',
  frontendCode: "$w.onReady(() => {\n  $w('searchInput').hide();\n});\n",
};

export const INSTRUCTION_EXAMPLE = {
  prompt: 'A product list with a search box',
  collections: [PRODUCTS],
  elementIds: ['productRepeater', 'searchInput'],
};
