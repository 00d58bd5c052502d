import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Share buttons (share-links.ts): 'shareButton shares the post on Facebook and tweetButton
 * shares it on X'. Before, they were left out of the code. Each link is read from the preview,
 * whose page is https://www.example.com/.
 */

type Linked = { link: string; target: string };
type Repeater = { forEachItem(fn: ($item: (selector: string) => Linked) => void): void };

const elements = (withPage: boolean) => [
  { id: 'postsRepeater', type: 'repeater' },
  { id: 'titleText', type: 'text', parentId: 'postsRepeater' },
  ...(withPage ? [{ id: 'readMoreButton', type: 'button', parentId: 'postsRepeater' }] : []),
  { id: 'shareButton', type: 'button', parentId: 'postsRepeater' },
  { id: 'tweetButton', type: 'button', parentId: 'postsRepeater' },
  { id: 'pageShareButton', type: 'button' },
];

async function links(prompt: string, withPage: boolean) {
  const { result, run } = await runGenerated(
    pageRequest(prompt, { Posts: { title: 'text', slug: 'text' } }, elements(withPage)),
    {
      itemsPerCollection: 0,
      beforeRun: (page) => void page.data.insert('Posts', { title: 'Hello & bye', slug: 'hello' }),
    },
  );
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const shown: string[] = [];
  (run.$w('#postsRepeater') as unknown as Repeater).forEachItem(($item) =>
    shown.push(
      $item('#shareButton').link,
      $item('#tweetButton').link,
      $item('#tweetButton').target,
    ),
  );
  const page = run.$w('#pageShareButton') as unknown as Linked;
  return { result, shown, page };
}

describe('template engine: share buttons', () => {
  it("shares each post's own page on Facebook and X, and the page itself on LinkedIn", async () => {
    const { result, shown, page } = await links(
      'postsRepeater lists blog posts with titleText. readMoreButton opens the post at /post/{slug}. shareButton shares the post on Facebook and tweetButton shares it on X. pageShareButton shares this page on LinkedIn.',
      true,
    );
    const post = encodeURIComponent('https://www.example.com/post/hello');
    expect(shown).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${post}`,
      `https://twitter.com/intent/tweet?url=${post}&text=Hello%20%26%20bye`,
      '_blank',
    ]);
    expect([page.link, page.target]).toEqual([
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('https://www.example.com/')}`,
      '_blank',
    ]);
    expect(result.instructions).toContain(
      "Click `shareButton` in an item: Facebook opens in a new tab to share the link of the item's page",
    );
  });

  it('shares the page the list is on when the posts have no page of their own', async () => {
    const { shown } = await links(
      'postsRepeater lists blog posts with titleText. shareButton shares the post on Facebook and tweetButton shares it on X. pageShareButton shares this page by email.',
      false,
    );
    expect(shown[0]).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://www.example.com/')}`,
    );
  });
});
