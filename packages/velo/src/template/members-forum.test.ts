import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 29's forum: 'Members-only forum. Show posts …' was read as members posting (the next
 * sentence's 'posts'), so anyone read every post; 'a #deletePostButton that only the post's author
 * can use' made deleting admins-only, so authors could not delete their own posts.
 */

const PROMPT =
  "Members-only forum. Show posts in #postsRepeater with #postTitle (title) and a #deletePostButton that only the post's author can use.";

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    { Posts: { title: 'text', body: 'text' } },
    [
      { id: 'postsRepeater', type: 'repeater' },
      { id: 'postTitle', type: 'text', parentId: 'postsRepeater' },
      { id: 'deletePostButton', type: 'button', parentId: 'postsRepeater' },
    ],
    outputType,
  );

describe('template engine: a members-only forum whose authors delete their own posts', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'hides the posts from visitors and lets the author delete theirs (%s)',
    async (outputType) => {
      const seed = (page: { data: { insert(c: string, i: object): unknown } }) =>
        void page.data.insert('Posts', { _id: 'mine', title: 'Mine' });
      const visitor = (
        await runGenerated(request(outputType), { itemsPerCollection: 0, beforeRun: seed })
      ).run;
      expect(repeatedTexts(visitor, 'postsRepeater', 'postTitle')).toEqual([]);
      // Rows seeded while a member runs are theirs (_owner).
      const { run, result } = await runGenerated(request(outputType), {
        member: { _id: 'author-1' },
        itemsPerCollection: 0,
        beforeRun: seed,
      });
      expect(repeatedTexts(run, 'postsRepeater', 'postTitle')).toEqual(['Mine']);
      await run.fire('#deletePostButton', 'click', { itemId: 'mine' });
      await run.settle();
      expect((await run.wixData.query('Posts').find()).items).toEqual([]);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toMatch(/removePost = webMethod\(Permissions\.SiteMember/);
      expect(run.errors).toEqual([]);
    },
  );
});
