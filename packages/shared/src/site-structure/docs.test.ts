import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ELEMENT_TYPE_BY_WIX_TYPE } from './element-types';
import { FIELD_TYPE_BY_WIX_TYPE } from './field-types';
import { readStructureDocument } from './read';

/** docs/site-structure-format.md is what users read: its examples and tables must be true. */

const DOC = readFileSync(
  new URL('../../../../docs/site-structure-format.md', import.meta.url),
  'utf8',
);

/** Rows of the markdown table under `heading`: first cell split on commas, second cell. */
function tableRows(heading: string): [string[], string][] {
  const lines = DOC.slice(DOC.indexOf(heading)).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  // The header row and the separator row are not data.
  return lines.slice(start + 2, end).map((row) => {
    const [wix = '', ours = ''] = row
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    return [wix.split(',').map((name) => name.trim()), ours];
  });
}

describe('docs/site-structure-format.md', () => {
  it('every JSON example imports cleanly', () => {
    const examples = [...DOC.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] as string);
    expect(examples).toHaveLength(3);
    for (const example of examples) {
      const read = readStructureDocument(example);
      console.log(
        read.ok
          ? `${read.source}: ${read.structure.collections.length} collections, ${read.structure.elementHierarchy.elements.length} elements`
          : read.problems,
      );
      expect(read.ok).toBe(true);
    }
  });

  it('the element type table is the code’s', () => {
    const documented: Record<string, string> = {};
    for (const [names, type] of tableRows('## Element types')) {
      for (const name of names) if (/^[A-Za-z_]+$/.test(name)) documented[name] = type;
    }
    const mapped = Object.fromEntries(
      Object.entries(documented).filter(
        ([, type]) => !type.startsWith('skipped') && !type.startsWith('custom'),
      ),
    );
    expect(mapped).toEqual(ELEMENT_TYPE_BY_WIX_TYPE);
  });

  it('the field type table is the code’s', () => {
    const documented: Record<string, string> = {};
    for (const [names, type] of tableRows('## Field types')) {
      for (const name of names) if (/^[A-Z_]+$/.test(name)) documented[name] = type;
    }
    expect(documented).toEqual(FIELD_TYPE_BY_WIX_TYPE);
  });
});
