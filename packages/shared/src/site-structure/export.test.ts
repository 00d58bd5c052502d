import { describe, expect, it } from 'vitest';

import { ZSiteStructure, type TSiteStructure } from '../schemas/site-structure';
import { exportStructureDocument } from './export';
import { readStructureDocument } from './read';

/** VeloForge's own download: the same JSON format, read back to the same structure. */

const STRUCTURE: TSiteStructure = ZSiteStructure.parse({
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'gallery', type: 'media-gallery' },
        { id: 'swatch', type: 'color' },
      ],
    },
    { name: 'Stores/Orders', fields: [] },
  ],
  // 'typedOnly' has no hierarchy entry; the order differs from the hierarchy's.
  elementIds: ['typedOnly', 'grid1', 'card', 'title', 'picker', 'html1'],
  elementHierarchy: {
    elements: [
      { id: 'grid1', type: 'grid', parentId: null, children: ['card'] },
      { id: 'card', type: 'container', parentId: 'grid1', children: ['title', 'picker'] },
      { id: 'title', type: 'text', description: 'Product name', parentId: 'card' },
      { id: 'picker', type: 'custom', customType: 'DatePicker', parentId: 'card' },
      { id: 'html1', type: 'custom', customType: 'HtmlComponent', parentId: null },
    ],
  },
});

describe('exportStructureDocument', () => {
  it('writes a version-1 veloforge document that reads back to the same structure', () => {
    const document = exportStructureDocument(STRUCTURE, new Date('2026-05-01T10:00:00Z'));
    const text = JSON.stringify(document, null, 2);
    console.log(`exported ${text.length} characters`);
    expect(document).toMatchObject({
      format: 'veloforge.site-structure',
      version: 1,
      source: 'veloforge',
      exportedAt: '2026-05-01T10:00:00.000Z',
    });
    expect(document.elements?.[3]).toEqual({
      id: 'picker',
      type: 'custom',
      customType: 'DatePicker',
      parentId: 'card',
    });
    const read = readStructureDocument(text);
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.structure).toEqual(STRUCTURE);
    expect(read.parts).toEqual({ collections: true, elements: true });
    expect(read.warnings).toEqual([]);
  });

  it('an editor structure with one-sided links reads back linked both ways', () => {
    const loose: TSiteStructure = ZSiteStructure.parse({
      collections: [],
      elementIds: ['form', 'email', 'send'],
      elementHierarchy: {
        elements: [
          { id: 'form', type: 'form', children: ['email'] },
          { id: 'email', type: 'input' },
          { id: 'send', type: 'button', parentId: 'form' },
          // A stale custom type on a typed element is not exported.
          { id: 'note', type: 'text', customType: 'Old' },
        ],
      },
    });
    const read = readStructureDocument(
      JSON.stringify(exportStructureDocument(loose, '2026-05-01')),
    );
    if (!read.ok) throw new Error(read.problems.join('\n'));
    console.log(JSON.stringify(read.structure.elementHierarchy.elements));
    expect(read.structure.elementHierarchy.elements).toEqual([
      { id: 'form', type: 'form', parentId: null, children: ['email', 'send'] },
      { id: 'email', type: 'input', parentId: 'form' },
      { id: 'send', type: 'button', parentId: 'form' },
      { id: 'note', type: 'text', parentId: null },
    ]);
    expect(read.structure.elementIds).toEqual(['form', 'email', 'send']);
    // Exported again, the normalised structure is stable.
    const again = readStructureDocument(
      JSON.stringify(exportStructureDocument(read.structure, '2026-05-01')),
    );
    expect(again.ok && again.structure).toEqual(read.structure);
  });
});
