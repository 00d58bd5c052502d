import { afterEach, describe, expect, it } from 'vitest';

import type { TSiteStructure } from '../schemas/site-structure';
import { applyStructure } from './apply';
import { parseJson } from './guard';
import { readStructureDocument } from './read';

/**
 * Malformed, oversized and hostile documents: each gives clear problems, never throws (no stack
 * overflow either), pollutes no prototype, and leaves the editors' structure exactly as it was.
 */

const CURRENT: TSiteStructure = {
  collections: [{ name: 'Products', fields: [{ id: 'title', type: 'text' }] }],
  elementIds: ['title'],
  elementHierarchy: { elements: [{ id: 'title', type: 'text', parentId: null }] },
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** What the Import action does: read, and apply only a document that read cleanly. */
function importText(current: TSiteStructure, text: string) {
  const read = readStructureDocument(text);
  if (!read.ok) return { structure: current, problems: read.problems };
  const applied = applyStructure(current, read.structure, 'merge', read.parts);
  return applied.ok
    ? { structure: applied.structure, problems: [] }
    : { structure: current, problems: applied.problems };
}

function expectRefused(text: string, ...expected: (string | RegExp)[]): string[] {
  const current = deepFreeze(structuredClone(CURRENT));
  const started = performance.now();
  const { structure, problems } = importText(current, text);
  const ms = (performance.now() - started).toFixed(1);
  console.log(
    `${text.length.toLocaleString('en-US')} chars → ${problems.length} problem(s) in ${ms} ms: ${problems.map((p) => p.slice(0, 160)).join(' | ')}`,
  );
  expect(structure).toBe(current);
  expect(structure).toEqual(CURRENT);
  expect(problems.length).toBeGreaterThan(0);
  for (const [i, want] of expected.entries()) {
    if (typeof want === 'string') expect(problems[i]).toBe(want);
    else expect(problems[i]).toMatch(want);
  }
  return problems;
}

const doc = (body: Record<string, unknown>) =>
  JSON.stringify({ format: 'veloforge.site-structure', version: 1, source: 'wix-page', ...body });

afterEach(() => {
  // Nothing any document did may reach Object.prototype.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
});

describe('hostile and malformed documents', () => {
  it('malformed JSON and empty text', () => {
    expectRefused(
      '{"format": "veloforge.site-structure", "version": 1,',
      /^The document is not JSON: /,
    );
    expectRefused('{format: 1}', /^The document is not JSON: .*position 1/);
    expectRefused(
      '   ',
      'The document is empty: paste the JSON the exporter printed, or choose its file.',
    );
  });

  it('not a structure document, or a newer version', () => {
    const notOurs =
      'This is not a VeloForge structure document (expected "format": "veloforge.site-structure")';
    expectRefused('{"elements": []}', notOurs);
    expectRefused('{"format": "other", "version": 1}', notOurs);
    expectRefused(
      '[1, 2, 3]',
      'This is not a VeloForge structure document (expected a JSON object with "format": "veloforge.site-structure")',
    );
    expectRefused('null', /^This is not a VeloForge structure document/);
    expectRefused(
      '{"format": "veloforge.site-structure", "version": 2, "source": "wix-page"}',
      'Version 2 is newer than this VeloForge understands (1)',
    );
    expectRefused(
      '{"format": "veloforge.site-structure", "version": "1", "source": "wix-page"}',
      'version: expected 1, got "1"',
    );
  });

  it('a 2 MB document is refused before it is parsed', () => {
    const text = doc({ page: 'x'.repeat(900), padding: ' '.repeat(2_000_000) });
    expectRefused(
      text,
      `The document is ${text.length.toLocaleString('en-US')} characters long; at most 1,000,000 are accepted.`,
    );
  });

  it('10,000 levels of nesting: refused by a scan, no RangeError', () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    expectRefused(
      doc({ elements: [] }).replace('"elements":[]', `"elements":${deep}`),
      /^The document nests objects and arrays 10,001 levels deep \(from position \d+\); at most 20 levels are accepted\.$/,
    );
    const objects = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    expectRefused(objects, /10,000 levels deep/);
  });

  it('a 100 KB string is refused, escapes counted as the characters they stand for', () => {
    expectRefused(
      doc({ page: 'x'.repeat(100_000) }),
      /^The string at position \d+ is 100,000 characters long; at most 1,000 are accepted\.$/,
    );
    expectRefused(doc({ page: '\n'.repeat(1_001) }), /is 1,001 characters long/);
    const read = readStructureDocument(doc({ page: '\u00e9'.repeat(1_000), elements: [] }));
    expect(read.ok).toBe(true);
  });

  it('__proto__, constructor and prototype keys are dropped and pollute nothing', () => {
    const text = `{"format":"veloforge.site-structure","version":1,"source":"wix-page",
      "__proto__":{"polluted":true},
      "constructor":{"prototype":{"polluted":true}},
      "elements":[{"id":"a","type":"Text","__proto__":{"polluted":true},
        "constructor":{"prototype":{"polluted":true}}}]}`;
    const read = readStructureDocument(text);
    console.log(`prototype keys: ok=${read.ok}`);
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.structure.elementHierarchy.elements).toEqual([
      { id: 'a', type: 'text', parentId: null },
    ]);
    const applied = applyStructure(CURRENT, read.structure, 'merge', read.parts);
    expect(applied.ok).toBe(true);
    // The parser itself keeps none of them as own keys, however deep.
    const parsed = parseJson('{"__proto__":{"a":1},"x":[{"constructor":1,"prototype":2,"y":3}]}');
    expect(parsed).toEqual({ ok: true, value: { x: [{ y: 3 }] } });
    const value = (parsed as { value: Record<string, unknown> }).value;
    expect(Object.hasOwn(value, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    // An element id or type named like a prototype key is just a name.
    const named = readStructureDocument(
      doc({ elements: [{ id: 'constructor', type: '__proto__' }] }),
    );
    expect(named.ok && named.structure.elementHierarchy.elements).toEqual([
      { id: 'constructor', type: 'custom', customType: '__proto__', parentId: null },
    ]);
  });

  it('wrong types everywhere', () => {
    expectRefused(
      doc({ elements: 'all of them', collections: { id: 'x' }, page: 3 }),
      /^page: /,
      /^elements: .*expected array/,
      /^collections: .*expected array/,
    );
    expectRefused(doc({ elements: [1, null, true, []] }), /^elements\[0\]: /);
  });

  it('501 elements, 51 collections', () => {
    const elements = Array.from({ length: 501 }, (_, i) => ({ id: `e${i}`, type: 'Text' }));
    expectRefused(doc({ elements }), 'elements: 501 elements; at most 500 are accepted');
    const collections = Array.from({ length: 51 }, (_, i) => ({ id: `C${i}`, fields: [] }));
    expectRefused(doc({ collections }), 'collections: 51 collections; at most 50 are accepted');
  });

  it('duplicate ids, a parent cycle, children naming missing ids', () => {
    expectRefused(
      doc({
        elements: [
          { id: 'a', type: 'Text' },
          { id: 'a', type: 'Button' },
        ],
      }),
      'elements[1].id: "a" is already used by elements[0]',
    );
    expectRefused(
      doc({
        elements: [
          { id: 'a', type: 'Box', parentId: 'b' },
          { id: 'b', type: 'Box', parentId: 'a' },
        ],
      }),
      'elements[0]: "a" is inside itself (a → b → a)',
    );
    expectRefused(
      doc({ elements: [{ id: 'a', type: 'Box', children: ['b', 'c'] }] }),
      'elements[0].children: "b" is not an element of this document',
      'elements[0].children: "c" is not an element of this document',
    );
  });

  it('a document at every limit imports, its 500-deep chain included', () => {
    const elements = Array.from({ length: 500 }, (_, i) => ({
      id: `e${i}`,
      type: 'Box',
      parentId: i === 0 ? null : `e${i - 1}`,
    }));
    const collections = Array.from({ length: 50 }, (_, c) => ({
      id: `Collection${c}`,
      fields: Array.from({ length: 100 }, (_, f) => ({ key: `field${f}`, type: 'NUMBER' })),
    }));
    const text = doc({ elements, collections });
    const started = performance.now();
    const read = readStructureDocument(text);
    const readMs = performance.now() - started;
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const replaced = applyStructure(CURRENT, read.structure, 'replace', read.parts);
    const merged = applyStructure(CURRENT, read.structure, 'merge', read.parts);
    const totalMs = performance.now() - started;
    console.log(
      `${text.length.toLocaleString('en-US')} chars, 500 elements, 5,000 fields: read in ${readMs.toFixed(1)} ms, read + replace + merge in ${totalMs.toFixed(1)} ms; merge: ${merged.ok ? 'ok' : merged.problems.join(' | ')}`,
    );
    expect(read.structure.elementHierarchy.elements[499]).toEqual({
      id: 'e499',
      type: 'container',
      parentId: 'e498',
    });
    expect(replaced.ok).toBe(true);
    expect(merged).toEqual({
      ok: false,
      problems: [
        'Merging would give 51 collections; at most 50 are allowed. Choose Replace, or remove some first.',
        'Merging would give 501 element ids; at most 500 are allowed. Choose Replace, or remove some first.',
        'Merging would give 501 elements; at most 500 are allowed. Choose Replace, or remove some first.',
      ],
    });
    expect(totalMs).toBeLessThan(5_000);
  });

  it('lists at most 20 problems, then how many more', () => {
    const elements = Array.from({ length: 30 }, (_, i) => ({ id: `bad id ${i}`, type: 'Text' }));
    const problems = expectRefused(doc({ elements }));
    expect(problems).toHaveLength(21);
    expect(problems[20]).toBe('…and 10 more problems.');
  });
});
