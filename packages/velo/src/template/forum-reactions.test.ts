import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 18's members-only forum (6, 7, 19): 'Every post has a likeButton that adds 1 to likes
 * and a reportButton that sets reported to true'. The like adds and only the report flags; both
 * are the forum members' to press. Before, the like set `reported` too, and both buttons called
 * Permissions.Admin methods a member was refused (or, for a like alone, Anyone's).
 */

const PROMPT =
  'Members-only forum. Logged in members can write a post (titleInput, bodyInput, postButton) saved to Posts and shown in postsRepeater newest first. Every post has a likeButton that adds 1 to likes and a reportButton that sets reported to true. Show likes count in likesText.';

const ELEMENTS = [
  { id: 'titleInput', type: 'input' },
  { id: 'bodyInput', type: 'textarea' },
  { id: 'postButton', type: 'button' },
  { id: 'postsRepeater', type: 'repeater' },
  { id: 'postTitle', type: 'text', parentId: 'postsRepeater' },
  { id: 'likesText', type: 'text', parentId: 'postsRepeater' },
  { id: 'likeButton', type: 'button', parentId: 'postsRepeater' },
  { id: 'reportButton', type: 'button', parentId: 'postsRepeater' },
];

const forum = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    { Posts: { title: 'text', body: 'text', likes: 'number', reported: 'boolean' } },
    ELEMENTS,
    outputType,
  );

const posts = (insert: (c: string, item: Record<string, unknown>) => unknown) => {
  insert('Posts', { _id: 'p1', title: 'Hello', likes: 2, reported: false });
  insert('Posts', { _id: 'p2', title: 'Buy now!!', likes: 0, reported: false });
};

describe('template engine: reactions on a members-only forum', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "a member's like adds one and their report flags the post (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(forum(outputType), {
        member: true,
        itemsPerCollection: 0,
        beforeRun: (page) => posts((c, item) => page.data.insert(c, item)),
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      await run.fire('#likeButton', 'click', { itemId: 'p1' });
      await run.fire('#reportButton', 'click', { itemId: 'p2' });
      await run.settle();
      expect(run.errors).toEqual([]);
      const stored = (await run.wixData.query('Posts').ascending('title').find()).items;
      expect(stored.map((p) => [p['title'], p['likes'], p['reported']])).toEqual([
        ['Buy now!!', 0, true],
        ['Hello', 3, false],
      ]);
      // The post form still adds beside the counts (page-only code needs the permission).
      if (outputType === 'velo')
        expect(result.instructions).toContain('site members can add content ("Site member"');
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toContain(
          'export const likePost = webMethod(Permissions.SiteMember,',
        );
        expect(result.backendCode).toContain(
          'export const reportPost = webMethod(Permissions.SiteMember,',
        );
      }
    },
  );

  it('refuses a visitor both, even called straight from the page', async () => {
    const { run } = await runGenerated(forum('frontend_backend'), {
      itemsPerCollection: 0,
      beforeRun: (page) => posts((c, item) => page.data.insert(c, item)),
      codeBefore:
        "import { likePost as visitorLike } from 'backend/posts.web';\nexport const tryLike = () => visitorLike('p1');\n",
    });
    await expect((run.exports['tryLike'] as () => Promise<unknown>)()).rejects.toThrow(
      'Permission denied',
    );
    expect((await run.wixData.get('Posts', 'p1'))?.['likes']).toBe(2);
  });
});
