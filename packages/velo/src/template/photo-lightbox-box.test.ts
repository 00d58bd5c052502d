import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 19, 13: a gallery whose thumbnail 'opens the lightbox: show the big photo in
 * lightboxImage and the caption in lightboxCaption inside lightboxBox'. The lightbox is that box
 * on the page: it starts collapsed and opens with the clicked photo. Before, the click opened a
 * Wix lightbox page nobody asked for, the box showed at load with placeholder words, and once
 * closed it never opened again.
 */

const gallery = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Photo gallery page. categoryDropdown lets visitors pick a category (All, Weddings, Portraits, Landscapes) and photosRepeater shows the matching Photos. Clicking thumbImage in a card opens the lightbox: show the big photo in lightboxImage and the caption in lightboxCaption inside lightboxBox, and closeLightboxButton hides it.',
    { Photos: { title: 'text', image: 'image', category: 'text', caption: 'text' } },
    [
      { id: 'categoryDropdown', type: 'dropdown' },
      { id: 'photosRepeater', type: 'repeater' },
      { id: 'thumbImage', type: 'image', parentId: 'photosRepeater' },
      { id: 'lightboxBox', type: 'container' },
      { id: 'lightboxImage', type: 'image', parentId: 'lightboxBox' },
      { id: 'lightboxCaption', type: 'text', parentId: 'lightboxBox' },
      { id: 'closeLightboxButton', type: 'button', parentId: 'lightboxBox' },
    ],
    outputType,
  );

type Box = { collapsed: boolean; src: string; text: string };

describe('template engine: a lightbox that is a box on the page', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'opens the box with the clicked photo, closes it and opens it again (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(gallery(outputType), {
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('Photos', {
            _id: 'p1',
            title: 'Vows',
            image: 'wix:image://v1/vows.jpg',
            category: 'Weddings',
            caption: 'The vows',
          });
          void page.data.insert('Photos', {
            _id: 'p2',
            title: 'Peak',
            image: 'wix:image://v1/peak.jpg',
            category: 'Landscapes',
            caption: 'At the top',
          });
        },
      });
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(result.frontendCode).not.toContain('openLightbox');
      expect(result.instructions).not.toContain('Create the lightbox');
      // Nothing in the box is sent, so the setup's test says nothing is saved.
      expect(result.instructions).toContain(
        'Click `thumbImage` in an item: `lightboxBox` opens with its `image` in `lightboxImage`, its `caption` in `lightboxCaption`.',
      );
      const $ = (id: string) => run.$w(`#${id}`) as unknown as Box;
      expect($('lightboxBox').collapsed).toBe(true);
      await run.fire('#thumbImage', 'click', { itemId: 'p2' });
      expect($('lightboxBox').collapsed).toBe(false);
      expect($('lightboxImage').src).toBe('wix:image://v1/peak.jpg');
      expect($('lightboxCaption').text).toBe('At the top');
      await run.fire('#closeLightboxButton', 'click');
      expect($('lightboxBox').collapsed).toBe(true);
      await run.fire('#thumbImage', 'click', { itemId: 'p1' });
      expect($('lightboxBox').collapsed).toBe(false);
      expect($('lightboxCaption').text).toBe('The vows');
      expect(run.errors).toEqual([]);
    },
  );
});
