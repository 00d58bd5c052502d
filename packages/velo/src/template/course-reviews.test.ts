import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 9's course reviews, as a course creator words them. Before: the list showed only the
 * unapproved reviews ('saved with approved = false' read as the list's condition) of every
 * course; the page's item was a review, not the course its dataset holds; the stars were unused;
 * the review's text was saved as the reviewer's name, memberId stayed empty, and 'Logged-in
 * members can leave a review' hid the reviews from visitors.
 */

type Repeater = {
  data: Record<string, unknown>[];
  forEachItem(fn: ($item: (id: string) => { rating: number | null }) => void): void;
};

const PROMPT =
  "On my course's dynamic item page (Courses, dataset #dynamicDataset) I want reviews. Show the approved reviews for this course from the Reviews collection in reviewsRepeater (reviewerName, reviewText, reviewStars as a ratings display), newest first. Show the average rating in averageRatingDisplay and 'Based on N reviews' in reviewCountText. Logged-in members can leave a review with ratingInput (ratings input) and reviewBox, submitted with submitReviewButton; new reviews are saved with approved = false and don't show until I approve them.";

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    {
      Courses: { title: 'text', slug: 'text' },
      Reviews: {
        course: 'reference',
        reviewerName: 'text',
        rating: 'number',
        text: 'text',
        approved: 'boolean',
        memberId: 'text',
      },
    },
    [
      { id: 'dynamicDataset', type: 'dataset' },
      { id: 'reviewsRepeater', type: 'repeater' },
      { id: 'reviewerName', type: 'text', parentId: 'reviewsRepeater' },
      { id: 'reviewText', type: 'text', parentId: 'reviewsRepeater' },
      {
        id: 'reviewStars',
        type: 'custom',
        customType: 'RatingsDisplay',
        parentId: 'reviewsRepeater',
      },
      { id: 'averageRatingDisplay', type: 'custom', customType: 'RatingsDisplay' },
      { id: 'reviewCountText', type: 'text' },
      { id: 'ratingInput', type: 'custom', customType: 'RatingsInput' },
      { id: 'reviewBox', type: 'textarea' },
      { id: 'submitReviewButton', type: 'button' },
    ],
    outputType,
  );

function seed(page: { data: { insert(c: string, item: object): unknown } }) {
  void page.data.insert('Courses', { _id: 'c-1', title: 'Intro', slug: 'intro' });
  void page.data.insert('Courses', { _id: 'c-2', title: 'Advanced', slug: 'advanced' });
  for (const [text, course, approved, rating] of [
    ['Great', 'c-1', true, 4],
    ['Spam', 'c-1', false, 1],
    ['Other course', 'c-2', true, 5],
  ] as const)
    void page.data.insert('Reviews', { text, course, approved, rating, reviewerName: 'Ann' });
}

describe("template engine: a course's reviews on its dynamic page", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows this course's approved reviews to visitors, and saves a member's review unapproved (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        beforeRun: seed,
        member: { _id: 'm-9' },
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(run.errors).toEqual([]);
      const repeater = run.$w('#reviewsRepeater') as unknown as Repeater;
      expect(repeater.data.map((r) => r['text'])).toEqual(['Great']);
      const stars: (number | null)[] = [];
      repeater.forEachItem(($item) => stars.push($item('#reviewStars').rating));
      expect(stars).toEqual([4]);
      expect((run.$w('#reviewCountText') as unknown as { text: string }).text).toBe(
        'Based on 1 review',
      );
      // The average of this course's approved reviews: 4, not (4 + 1 + 5) / 3.
      const average = run.$w('#averageRatingDisplay') as unknown as { rating: number | null };
      expect(average.rating).toBe(4);
      await run.setValue('#ratingInput', 5);
      await run.setValue('#reviewBox', 'Loved it');
      await run.fire('#submitReviewButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Reviews').eq('text', 'Loved it').find();
      expect(items.map((r) => [r['course'], r['rating'], r['approved'], r['memberId']])).toEqual([
        ['c-1', 5, false, 'm-9'],
      ]);
      expect(repeater.data.map((r) => r['text'])).toEqual(['Great']);
      expect(average.rating).toBe(4);
      expect(result.instructions).toContain('Permissions: anyone can view content');
      if (outputType === 'frontend_backend') expect(result.frontendCode).not.toContain('memberId');
    },
  );

  it('asks a visitor to log in when they send a review', async () => {
    const { run } = await runGenerated(request('frontend_backend'), {
      itemsPerCollection: 0,
      beforeRun: seed,
    });
    const repeater = run.$w('#reviewsRepeater') as unknown as Repeater;
    expect(repeater.data.map((r) => r['text'])).toEqual(['Great']);
    await run.setValue('#ratingInput', 3);
    await run.setValue('#reviewBox', 'Fine');
    await run.fire('#submitReviewButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Reviews').eq('text', 'Fine').find();
    expect(items).toHaveLength(1);
    expect(typeof items[0]?.['memberId']).toBe('string');
  });
});
