import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 9's forum feed: 'most liked first … clicking likeButton adds a row to Likes (post
 * reference and memberId) and increments the post's likeCount; clicking again removes their like
 * and decrements it. The button label should read 'Unlike' for posts the member already liked'.
 * Before, the button only added to likeCount once per browser (no Likes row, nothing taken
 * back), the newest post came first and the label read 'Liked'.
 */

type Item = { _id: string };
type Repeater = {
  data: Item[];
  forEachItem(
    fn: ($item: (id: string) => { text: string; label: string }, item: Item) => void,
  ): void;
};

const PROMPT =
  "Community forum feed. Posts show in postsRepeater (postTitle, likesCountText, likeButton), most liked first. A logged-in member can like a post once: clicking likeButton adds a row to Likes (post reference and memberId) and increments the post's likeCount; clicking again removes their like and decrements it. The button label should read 'Unlike' for posts the member already liked when the page loads.";

describe('template engine: likes kept as rows and counted on the post', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'adds and takes back a like, its row and its count (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Posts: { title: 'text', likeCount: 'number' },
            Likes: { post: 'reference', memberId: 'text' },
          },
          [
            { id: 'postsRepeater', type: 'repeater' },
            { id: 'postTitle', type: 'text', parentId: 'postsRepeater' },
            { id: 'likesCountText', type: 'text', parentId: 'postsRepeater' },
            { id: 'likeButton', type: 'button', parentId: 'postsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          member: { _id: 'm-1' },
          beforeRun: (page) => {
            void page.data.insert('Posts', { _id: 'p1', title: 'Hello', likeCount: 5 });
            void page.data.insert('Posts', { _id: 'p2', title: 'Popular', likeCount: 9 });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const repeater = run.$w('#postsRepeater') as unknown as Repeater;
      expect(repeater.data.map((p) => p._id)).toEqual(['p2', 'p1']);
      const shown = (id: string) => {
        let seen = ['', ''];
        repeater.forEachItem(($item, item) => {
          if (item._id === id) seen = [$item('#likesCountText').text, $item('#likeButton').label];
        });
        return seen;
      };
      expect(shown('p2')).toEqual(['9', 'Like']);
      await run.fire('#likeButton', 'click', { itemId: 'p2' });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(shown('p2')).toEqual(['10', 'Unlike']);
      expect((await run.wixData.get('Posts', 'p2'))?.['likeCount']).toBe(10);
      const likes = await run.wixData.query('Likes').find();
      expect(likes.items.map((l) => [l['post'], l['memberId']])).toEqual([['p2', 'm-1']]);
      await run.fire('#likeButton', 'click', { itemId: 'p2' });
      await run.settle();
      expect(shown('p2')).toEqual(['9', 'Like']);
      expect((await run.wixData.get('Posts', 'p2'))?.['likeCount']).toBe(9);
      expect(await run.wixData.query('Likes').count()).toBe(0);
      expect(run.errors).toEqual([]);
      // Page-only code saves the count itself: the setup opens updating and says what that risks.
      expect(result.instructions.includes('site members can update content')).toBe(
        outputType === 'velo',
      );
    },
  );
});
