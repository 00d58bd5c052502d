import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 45's forms in list items: 'rateButton in each item saves a rating to Ratings with the
 * stars from ratingDropdown' saved the choice in `comment` (the row's one text field) and never
 * `stars`; a first sentence naming the button without saving ('Each item has commentInput and
 * postButton.') dropped the form; 'Visitors aren't logged in.' made it members-only. Run in the
 * preview.
 */

const COURSES = [
  { id: 'coursesRepeater', type: 'repeater' },
  { id: 'courseTitle', type: 'text', parentId: 'coursesRepeater' },
];

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];

const firstId = (run: Run, repeater: string) =>
  String((run.$w(`#${repeater}`) as unknown as { data: { _id: string }[] }).data[0]?._id);

async function rowsAdded(run: Run, collection: string, act: () => Promise<void>) {
  const before = new Set(
    (await run.wixData.query(collection).find({ suppressAuth: true })).items.map((i) => i._id),
  );
  await act();
  await run.settle();
  const { items } = await run.wixData.query(collection).find({ suppressAuth: true });
  return items.filter((i) => !before.has(i._id));
}

describe('template engine: the fields of a form in each item', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the stars picked in the item as a number (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'coursesRepeater lists Courses. rateButton in each item saves a rating to Ratings with the stars from ratingDropdown.',
          {
            Courses: { title: 'text' },
            Ratings: { course: 'reference', stars: 'number', comment: 'text' },
          },
          [
            ...COURSES,
            { id: 'ratingDropdown', type: 'dropdown', parentId: 'coursesRepeater' },
            { id: 'rateButton', type: 'button', parentId: 'coursesRepeater' },
          ],
          outputType,
        ),
        { itemsPerCollection: 1 },
      );
      const course = firstId(run, 'coursesRepeater');
      // The choices the setup says to add in the editor.
      (
        run.$w('#coursesRepeater') as unknown as {
          forEachItem(fn: ($item: (id: string) => { options: object[] }) => void): void;
        }
      ).forEachItem(($item) => {
        $item('#ratingDropdown').options = ['1', '2', '3', '4', '5'].map((v) => ({
          label: v,
          value: v,
        }));
      });
      const added = await rowsAdded(run, 'Ratings', async () => {
        await run.setValue('#ratingDropdown', '4', { itemId: course });
        await run.fire('#rateButton', 'click', { itemId: course });
      });
      expect(added.map((r) => [r['course'], r['stars'], r['comment']])).toEqual([
        [course, 4, undefined],
      ]);
      expect(run.errors).toEqual([]);
      expect(result.instructions).toContain(
        'the value of the one picked is saved in `stars`, so make each value a number',
      );
    },
  );

  it('finds the saving sentence after one that only names the button, open to visitors who are not logged in', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "postsRepeater lists Posts. Each item has commentInput and postButton. postButton saves a comment to Comments with the text from commentInput. Visitors aren't logged in.",
        { Posts: { title: 'text' }, Comments: { post: 'reference', body: 'text' } },
        [
          { id: 'postsRepeater', type: 'repeater' },
          { id: 'postTitle', type: 'text', parentId: 'postsRepeater' },
          { id: 'commentInput', type: 'input', parentId: 'postsRepeater' },
          { id: 'postButton', type: 'button', parentId: 'postsRepeater' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 1 },
    );
    const post = firstId(run, 'postsRepeater');
    const added = await rowsAdded(run, 'Comments', async () => {
      await run.setValue('#commentInput', 'Nice one', { itemId: post });
      await run.fire('#postButton', 'click', { itemId: post });
    });
    expect(added.map((r) => [r['post'], r['body']])).toEqual([[post, 'Nice one']]);
    expect(result.backendCode).toContain(
      'export const addComment = webMethod(Permissions.Anyone, async (postId, values) => {',
    );
  });
});
