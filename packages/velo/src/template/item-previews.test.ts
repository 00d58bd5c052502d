import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A repeated image shown large when clicked (plan-item-previews.ts): 'Clicking a thumbnail shows
 * that image in mainImage'. Before, the main image was left as it is.
 */

describe('template engine: a thumbnail shown large when clicked', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'starts with the first photo and shows the clicked one (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Product gallery: thumbsRepeater shows the product's images with thumbImage. Clicking a thumbnail shows that image in mainImage.",
          { Photos: { title: 'text', image: 'image' } },
          [
            { id: 'mainImage', type: 'image' },
            { id: 'thumbsRepeater', type: 'repeater' },
            { id: 'thumbImage', type: 'image', parentId: 'thumbsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Photos', {
              _id: 'b',
              title: 'Back',
              image: 'https://x.test/back.jpg',
            });
            void page.data.insert('Photos', {
              _id: 'f',
              title: 'Front',
              image: 'https://x.test/front.jpg',
            });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const main = run.$w('#mainImage') as unknown as { src: string };
      const first = main.src;
      expect(['https://x.test/back.jpg', 'https://x.test/front.jpg']).toContain(first);
      const other = first.endsWith('back.jpg') ? 'f' : 'b';
      await run.fire('#thumbImage', 'click', { itemId: other });
      expect(main.src).not.toBe(first);
      await run.fire('#thumbImage', 'click', { itemId: other === 'f' ? 'b' : 'f' });
      expect(main.src).toBe(first);
    },
  );
});
