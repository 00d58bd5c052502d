import { describe, expect, it } from 'vitest';

import { formatJson } from './json-format';

describe('formatJson', () => {
  it('keeps a value that fits on one spaced line', () => {
    expect(formatJson({ a: 1, b: ['x', null], c: {} })).toBe(
      '{ "a": 1, "b": ["x", null], "c": {} }',
    );
    expect(formatJson('it\'s "quoted"')).toBe('"it\'s \\"quoted\\""');
    expect(formatJson({ gone: undefined, kept: true })).toBe('{ "kept": true }');
  });

  it('opens a wide value one level at a time', () => {
    const body = {
      prompt: 'Show the products in the repeater and filter them as the visitor types',
      collections: [
        {
          name: 'Products',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'price', type: 'number' },
            { id: 'photo', type: 'image' },
          ],
        },
      ],
      elementIds: ['#searchInput'],
    };
    expect(formatJson(body)).toBe(
      [
        '{',
        '  "prompt": "Show the products in the repeater and filter them as the visitor types",',
        '  "collections": [',
        '    {',
        '      "name": "Products",',
        '      "fields": [',
        '        { "id": "title", "type": "text" },',
        '        { "id": "price", "type": "number" },',
        '        { "id": "photo", "type": "image" }',
        '      ]',
        '    }',
        '  ],',
        '  "elementIds": ["#searchInput"]',
        '}',
      ].join('\n'),
    );
  });
});
