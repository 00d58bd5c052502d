import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

/**
 * Infinite scroll: an element below the list ('loadAnchor') loads the next page when it comes
 * into view, one load at a time, and hides once every item is shown. Before, it was left unused
 * and only the first page could be seen. Run in the preview.
 */

const elements = [
  { id: 'productsRepeater', type: 'repeater' },
  { id: 'titleText', type: 'text', parentId: 'productsRepeater' },
  { id: 'loadAnchor', type: 'container' },
];

const request = (outputType: 'velo' | 'frontend_backend') =>
  ZGenerationRequest.parse({
    prompt:
      'Show the products in productsRepeater. Infinite scroll: when loadAnchor enters the viewport, load the next 12 products.',
    outputType,
    includeInstructions: true,
    collections: [{ name: 'Products', fields: [{ id: 'title', type: 'text' }] }],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });

type Repeater = { data: unknown[] };

describe('template engine: infinite scroll', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'loads 12 more each time the anchor comes into view, then hides it (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), { itemsPerCollection: 30 });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const shown = () => (run.$w('#productsRepeater') as unknown as Repeater).data.length;
      const anchor = () => run.$w('#loadAnchor') as unknown as { hidden: boolean };
      expect(shown()).toBe(12);
      await run.fire('#loadAnchor', 'viewportEnter');
      await run.settle();
      expect(shown()).toBe(24);
      expect(anchor().hidden).toBe(false);
      await run.fire('#loadAnchor', 'viewportEnter');
      await run.settle();
      expect(shown()).toBe(30);
      expect(anchor().hidden).toBe(true);
      expect(run.errors).toEqual([]);
      expect(result.instructions).toContain(
        'Scroll down until `loadAnchor` shows: 12 more products appear; it hides once all are shown.',
      );
    },
  );
});
