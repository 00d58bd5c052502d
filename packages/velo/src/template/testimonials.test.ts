import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A testimonial slider as review 6 wrote it: 'only testimonials with approved ticked', the rating
 * 'as stars like ★★★★☆', the photo's 'alt text is the author name', and an auto-advance 'pausing
 * while the mouse is over testimonialBox'. Before, unapproved ones showed, the rating was a plain
 * number, the alt text was the quote and the slider moved on under the pointer.
 */

const slider = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Testimonials slider on the home page: show only testimonials with approved ticked, one at a time in testimonialBox: quoteText, authorText, ratingText as stars like ★★★★☆ and authorImage (alt text is the author name). nextButton moves to the next one, and it auto-advances every 6 seconds, pausing while the mouse is over testimonialBox.',
    {
      Testimonials: {
        quote: 'text',
        author: 'text',
        rating: 'number',
        photo: 'image',
        approved: 'boolean',
      },
    },
    [
      { id: 'testimonialBox', type: 'container' },
      { id: 'quoteText', type: 'text', parentId: 'testimonialBox' },
      { id: 'authorText', type: 'text', parentId: 'testimonialBox' },
      { id: 'ratingText', type: 'text', parentId: 'testimonialBox' },
      { id: 'authorImage', type: 'image', parentId: 'testimonialBox' },
      { id: 'nextButton', type: 'button' },
    ],
    outputType,
  );

type Element = { text: string; alt: string };

describe('template engine: a testimonial slider', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows approved ones only, with stars and the author as alt text, and waits under the pointer (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(slider(outputType), {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          const add = (quote: string, rating: number, approved: boolean) =>
            void page.data.insert('Testimonials', {
              quote,
              author: `${quote} author`,
              rating,
              photo: 'https://static.wixstatic.com/media/a.jpg',
              approved,
            });
          add('Great', 4, true);
          add('Lovely', 5, true);
          add('Superb', 3, true);
          add('Spam', 1, false);
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const $ = (id: string) => run.$w(`#${id}`) as unknown as Element;
      const shown = () => $('quoteText').text;
      const stars: Record<string, string> = { Great: '★★★★☆', Lovely: '★★★★★', Superb: '★★★☆☆' };
      const seen = new Set<string>();
      for (let i = 0; i < 4; i++) {
        seen.add(shown());
        expect($('ratingText').text).toBe(stars[shown()]);
        expect($('authorImage').alt).toBe(`${shown()} author`);
        await run.fire('#nextButton', 'click');
      }
      expect([...seen].sort()).toEqual(['Great', 'Lovely', 'Superb']);

      await run.fire('#testimonialBox', 'mouseIn');
      const held = shown();
      await run.settle();
      expect(shown()).toBe(held);
      expect(run.errors).toEqual([]);
    },
  );
});
