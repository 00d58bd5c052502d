import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 53: public comments. Before, "Tell them 'Your comment is awaiting moderation'" made the
 * list show only the comments not yet approved, 'Commenter emails … are stored but never shown'
 * kept nothing back, and #cText showed each commenter's email.
 */

const comments = pageRequest(
  "Comments section. #commentsRepeater shows the approved Comments, oldest first, with #cName, #cText and #cDate. Visitors post a comment with #commentName, #commentEmail, #commentBody (required, 2000 chars max) and #postComment. New comments are saved with approved = false so they wait for moderation. Tell them 'Your comment is awaiting moderation' in #commentNotice. Commenter emails (#commentEmail) are stored but never shown.",
  { Comments: { name: 'text', email: 'text', body: 'text', approved: 'boolean' } },
  [
    { id: 'commentsRepeater', type: 'repeater' },
    { id: 'cName', type: 'text', parentId: 'commentsRepeater' },
    { id: 'cText', type: 'text', parentId: 'commentsRepeater' },
    { id: 'cDate', type: 'text', parentId: 'commentsRepeater' },
    { id: 'commentName', type: 'input' },
    { id: 'commentEmail', type: 'input' },
    { id: 'commentBody', type: 'textarea' },
    { id: 'postComment', type: 'button' },
    { id: 'commentNotice', type: 'text' },
  ],
  'frontend_backend',
);

describe('template engine: approved comments', () => {
  it('shows the approved comments with their text, and sends no email', async () => {
    const { run } = await runGenerated(comments, {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        const add = (name: string, body: string, approved: boolean) =>
          void page.data.insert('Comments', { name, email: `${name}@x.org`, body, approved });
        add('ann', 'Great piece', true);
        add('spam', 'Buy now', false);
      },
    });
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'commentsRepeater', 'cText')).toEqual(['Great piece']);
    const sent = (run.$w('#commentsRepeater') as unknown as { data: Record<string, unknown>[] })
      .data;
    expect(sent[0]).not.toHaveProperty('email');
  });
});
