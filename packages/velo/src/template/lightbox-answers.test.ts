import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 8's art gallery: 'Clicking an artwork's image opens the lightbox named "Artwork Details"
 * and passes it the artwork's _id … When the lightbox closes and returns {purchased: true}, show
 * "Added to cart" in cartMessage.' Before, the whole item was passed and the answer ignored.
 * Run in the preview, whose lightbox answers what the test says.
 */

const PROMPT =
  'Art gallery: the artworksRepeater shows artworks from the Artworks collection. Clicking an artwork\'s image opens the lightbox named "Artwork Details" and passes it the artwork\'s _id, so the lightbox can show the full description. When the lightbox closes and returns {purchased: true}, show "Added to cart" in cartMessage.';

const ELEMENTS = [
  { id: 'artworksRepeater', type: 'repeater' },
  { id: 'artworkImage', type: 'image', parentId: 'artworksRepeater' },
  { id: 'artworkTitle', type: 'text', parentId: 'artworksRepeater' },
  { id: 'cartMessage', type: 'text' },
];

describe("template engine: a lightbox's id and answer", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'passes the _id and says the answer it was asked to (%s)',
    async (outputType) => {
      let answer: unknown = undefined;
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Artworks: { title: 'text', image: 'image', description: 'text' } },
          ELEMENTS,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          lightboxResult: () => answer,
          beforeRun: (page) => {
            void page.data.insert('Artworks', {
              _id: 'art-1',
              title: 'Dawn',
              image: 'wix:image://v1/a.jpg',
            });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const message = run.$w('#cartMessage') as unknown as { text: string; hidden: boolean };
      await run.fire('#artworkImage', 'click', { itemId: 'art-1' });
      await run.settle();
      expect(message.hidden).toBe(true);
      answer = { purchased: true };
      await run.fire('#artworkImage', 'click', { itemId: 'art-1' });
      await run.settle();
      expect([message.text, message.hidden]).toEqual(['Added to cart', false]);
      expect(run.records.lightboxes.map((l) => l.data)).toEqual(['art-1', 'art-1']);
      expect(result.instructions).toContain(
        'close it with `wixWindowFrontend.lightbox.close({ purchased: true })`',
      );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "passes the fields it names: 'passing the job's _id and title' (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Jobs are listed in jobsRepeater with jobTitle and applyButton. Clicking applyButton opens the 'ApplyLightbox' lightbox passing the job's _id and title.",
          { Jobs: { title: 'text', salary: 'number' } },
          [
            { id: 'jobsRepeater', type: 'repeater' },
            { id: 'jobTitle', type: 'text', parentId: 'jobsRepeater' },
            { id: 'applyButton', type: 'button', parentId: 'jobsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('Jobs', { _id: 'job-1', title: 'Baker', salary: 30000 }),
        },
      );
      await run.fire('#applyButton', 'click', { itemId: 'job-1' });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(run.records.lightboxes.map((l) => [l.name, l.data])).toEqual([
        ['ApplyLightbox', { _id: 'job-1', title: 'Baker' }],
      ]);
      expect(result.instructions).toContain(
        '`wixWindowFrontend.lightbox.getContext()` returns an object with the `_id`, `title` of the item it was opened for',
      );
    },
  );
});
