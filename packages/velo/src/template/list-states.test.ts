import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';
import { pageRequest } from './test-support';

/**
 * What a list shows when nothing matches — a box or a text, in the prompt's words, the list
 * hidden when it says so — and the status text's words while it loads. Run in the preview.
 */

const engine = createVeloEngine();

const request = (prompt: string, extra: { id: string; type: string; parentId?: string }[]) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'velo',
    includeInstructions: true,
    collections: [
      {
        name: 'Products',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'price', type: 'number' },
        ],
      },
    ],
    elementIds: [],
    elementHierarchy: {
      elements: [
        { id: 'productsRepeater', type: 'repeater' },
        { id: 'titleText', type: 'text', parentId: 'productsRepeater' },
        { id: 'searchInput', type: 'input' },
        ...extra,
      ],
    },
  });

type El = { collapsed: boolean; hidden: boolean; text: string };

async function run(prompt: string, extra: Parameters<typeof request>[1], seen: string[] = []) {
  const req = request(prompt, extra);
  const result = await engine.generate(req);
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const page = await runVeloPage({
    structure: buildStructure(req),
    frontendCode: result.frontendCode,
    itemsPerCollection: 4,
    beforeRun: (p) => {
      // Every text the status element is given, in order.
      const status = p.elements.get('statusText');
      if (!status) return;
      let proto: object | null = Object.getPrototypeOf(status);
      let text: PropertyDescriptor | undefined;
      while (proto && !text) {
        text = Object.getOwnPropertyDescriptor(proto, 'text');
        proto = Object.getPrototypeOf(proto);
      }
      Object.defineProperty(status, 'text', {
        get: (): unknown => text?.get?.call(status),
        set: (value: string) => {
          seen.push(value);
          text?.set?.call(status, value);
        },
      });
    },
  });
  expect(page.errors).toEqual([]);
  const el = (id: string) => page.element(id) as unknown as El;
  return { result, page, el };
}

describe('template engine: empty and loading states of a list', () => {
  it('expands an empty-state box and collapses the list when nothing matches, and back', async () => {
    const { result, page, el } = await run(
      'Show the products in productsRepeater. searchInput filters by title. Show noResultsBox when nothing matches, and hide the repeater then.',
      [
        { id: 'noResultsBox', type: 'container' },
        { id: 'noResultsText', type: 'text', parentId: 'noResultsBox' },
      ],
    );
    expect(el('noResultsBox').collapsed).toBe(true);
    expect(el('productsRepeater').collapsed).toBe(false);
    await page.setValue('#searchInput', 'no such product');
    await page.settle();
    expect(el('noResultsBox').collapsed).toBe(false);
    expect(el('productsRepeater').collapsed).toBe(true);
    await page.setValue('#searchInput', '');
    await page.settle();
    expect(el('noResultsBox').collapsed).toBe(true);
    expect(el('productsRepeater').collapsed).toBe(false);
    expect(result.instructions).toContain(
      "Search or filter for something that doesn't exist: `noResultsBox` appears and `productsRepeater` collapses.",
    );
  });

  it("shows an empty-state text in the prompt's words", async () => {
    const { page, el } = await run(
      "Show the products in productsRepeater. searchInput filters by title. noResultsText shows 'No products found' when the search matches nothing.",
      [{ id: 'noResultsText', type: 'text' }],
    );
    await page.setValue('#searchInput', 'no such product');
    await page.settle();
    expect(el('noResultsText').hidden).toBe(false);
    expect(el('noResultsText').text).toBe('No products found');
  });

  it('says the loading words in the status text during each load, then hides it', async () => {
    const seen: string[] = [];
    const { result, el } = await run(
      'Show the products in productsRepeater. While the products load, statusText shows "Loading products...". If loading fails show "Try later" in statusText.',
      [{ id: 'statusText', type: 'text' }],
      seen,
    );
    expect(seen).toEqual(['Loading products...']);
    expect(el('statusText').hidden).toBe(true);
    expect(result.instructions).toContain(
      'Reload the page: `statusText` says "Loading products..." until the products appear.',
    );
  });

  // Review 15: before, a list with no search nor filter was told to be searched.
  it('tells how to see the empty state of a list with no search or filter', async () => {
    const result = await engine.generate(
      pageRequest(
        '#apptRepeater lists Appointments (#apptDoctor). If there are no appointments show #noApptsText.',
        { Appointments: { doctor: 'text' } },
        [
          { id: 'apptRepeater', type: 'repeater' },
          { id: 'apptDoctor', type: 'text', parentId: 'apptRepeater' },
          { id: 'noApptsText', type: 'text' },
        ],
      ),
    );
    expect(result.instructions).toContain(
      'With no appointments to show (remove them, or test before adding any): `noApptsText` appears',
    );
  });
});
