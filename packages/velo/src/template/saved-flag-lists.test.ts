import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A flag the form saves ('a review … goes into Reviews with approved=false') is what new items
 * get, not which items the list shows (review 18, 1). Before, 'goes into' was not read as saving,
 * so the public list kept only the unapproved reviews and hid the approved ones. Run as a member.
 */

const PROMPT =
  'Reviews page. Members can leave a review (ratingInput 1-5, reviewInput, submitReviewButton) which goes into Reviews with approved=false. The reviewsRepeater shows approved reviews only to everyone. Site admin approves in the backoffice.';

const ELEMENTS = [
  { id: 'ratingInput', type: 'input' },
  { id: 'reviewInput', type: 'textarea' },
  { id: 'submitReviewButton', type: 'button' },
  { id: 'reviewsRepeater', type: 'repeater' },
  { id: 'ratingText', type: 'text', parentId: 'reviewsRepeater' },
  { id: 'reviewText', type: 'text', parentId: 'reviewsRepeater' },
];

describe('template engine: a flag the form saves beside a list of flagged items', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists the approved reviews and saves a new one unapproved, unlisted (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Reviews: { rating: 'number', review: 'text', approved: 'boolean' } },
          ELEMENTS,
          outputType,
        ),
        {
          member: true,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Reviews', { rating: 5, review: 'Lovely', approved: true });
            void page.data.insert('Reviews', { rating: 1, review: 'Spam link', approved: false });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const shown = () =>
        (run.$w('#reviewsRepeater') as unknown as { data: { review: string }[] }).data.map(
          (r) => r.review,
        );
      expect(shown()).toEqual(['Lovely']);
      await run.setValue('#ratingInput', '4');
      await run.setValue('#reviewInput', 'Good value');
      await run.fire('#submitReviewButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const saved = (await run.wixData.query('Reviews').eq('review', 'Good value').find()).items;
      expect(saved.map((r) => r['approved'])).toEqual([false]);
      expect(shown()).toEqual(['Lovely']);
    },
  );
});
