import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 42: 'Only members with the Moderator role can hide a post: the #hidePostButton in each
 * item sets isHidden to true' folded the post's title away for everyone ('hide' in the id), and
 * the button showed only on hidden posts ('sets isHidden' read as when it shows). It now changes
 * the post through a Moderator-only web method, and shows for moderators alone.
 */

type Item = (id: string) => { collapsed: boolean };

const POSTS = pageRequest(
  'Forum moderation. #postsRepeater shows all visible posts (isHidden is false) to everyone, newest first: #postTitle, #postBody. Only members with the Moderator role can hide a post: the #hidePostButton in each item sets isHidden to true and the post disappears from the list.',
  { Posts: { title: 'text', body: 'text', isHidden: 'boolean' } },
  [
    { id: 'postsRepeater', type: 'repeater' },
    { id: 'postTitle', type: 'text', parentId: 'postsRepeater' },
    { id: 'postBody', type: 'text', parentId: 'postsRepeater' },
    { id: 'hidePostButton', type: 'button', parentId: 'postsRepeater' },
  ],
  'frontend_backend',
);

describe('template engine: item buttons a member role restricts', () => {
  const open = async (roles: string[]) => {
    const { run } = await runGenerated(POSTS, {
      member: true,
      memberRoles: roles,
      itemsPerCollection: 0,
      codeBefore:
        "import { hidePost as hideForTest } from 'backend/posts.web';\nexport const hide = (id) => hideForTest(id);\n",
      beforeRun: (page) => {
        void page.data.insert('Posts', { _id: 'p1', title: 'Hello', body: 'Hi all' });
        void page.data.insert('Posts', { _id: 'p2', title: 'Spam', body: 'Buy now' });
      },
    });
    await run.settle();
    expect(run.errors).toEqual([]);
    const buttons: boolean[] = [];
    const titles: boolean[] = [];
    (
      run.$w('#postsRepeater') as unknown as { forEachItem(fn: ($item: Item) => void): void }
    ).forEachItem(($item) => {
      buttons.push(!$item('#hidePostButton').collapsed);
      titles.push(!$item('#postTitle').collapsed);
    });
    return { run, buttons, titles };
  };

  it('shows the button to moderators, who hide the post', async () => {
    const { run, buttons, titles } = await open(['Moderator']);
    expect(buttons).toEqual([true, true]);
    expect(titles).toEqual([true, true]);
    await run.fire('#hidePostButton', 'click', { itemId: 'p2' });
    await run.settle();
    expect(repeatedTexts(run, 'postsRepeater', 'postTitle')).toEqual(['Hello']);
  });

  it('keeps it from other members, and refuses their call', async () => {
    const { run, buttons } = await open([]);
    expect(buttons).toEqual([false, false]);
    const hide = run.exports['hide'] as (id: string) => Promise<unknown>;
    await expect(hide('p2')).rejects.toThrow('Only members with the Moderator role can do this.');
    expect(repeatedTexts(run, 'postsRepeater', 'postTitle').sort()).toEqual(['Hello', 'Spam']);
  });
});

describe('template engine: what the prompt hides from members without its role', () => {
  it.each([
    [['Employer'], false],
    [[], true],
  ])('collapses #postBox unless the member has the role (%j)', async (roles, collapsed) => {
    const { run } = await runGenerated(
      pageRequest(
        'Only members with the Employer role can post a job: they fill #titleInput and click #postJobButton. Hide the posting form (#postBox) from everyone who is not an Employer.',
        { Jobs: { title: 'text' } },
        [
          { id: 'postBox', type: 'container' },
          { id: 'titleInput', type: 'input', parentId: 'postBox' },
          { id: 'postJobButton', type: 'button', parentId: 'postBox' },
        ],
        'frontend_backend',
      ),
      { member: true, memberRoles: roles, itemsPerCollection: 0 },
    );
    expect(run.errors).toEqual([]);
    expect((run.$w('#postBox') as unknown as { collapsed: boolean }).collapsed).toBe(collapsed);
  });
});
