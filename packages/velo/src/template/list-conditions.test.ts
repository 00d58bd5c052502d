import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Conditions the prompt writes out on a list ('approved = false'), run in the preview over items
 * that have the value, the other one, and none.
 */

describe('template engine: a condition on a box never ticked', () => {
  it("keeps items with no value in 'approved = false'", async () => {
    const { result, run } = await runGenerated(
      ZGenerationRequest.parse({
        prompt:
          'Moderation: commentsRepeater shows the pending comments (approved = false), oldest first.',
        outputType: 'velo',
        includeInstructions: true,
        collections: [
          {
            name: 'Comments',
            fields: [
              { id: 'text', type: 'text' },
              { id: 'approved', type: 'boolean' },
            ],
          },
        ],
        elementIds: ['commentsRepeater', 'commentText'],
        elementHierarchy: {
          elements: [
            { id: 'commentsRepeater', type: 'repeater' },
            { id: 'commentText', type: 'text', parentId: 'commentsRepeater' },
          ],
        },
      }),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Comments', { text: 'Approved', approved: true });
          void page.data.insert('Comments', { text: 'Rejected', approved: false });
          void page.data.insert('Comments', { text: 'New' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(result.frontendCode).toContain("query = query.ne('approved', true);");
    const shown = (run.$w('#commentsRepeater') as unknown as { data: { text: string }[] }).data;
    expect(shown.map((c) => c.text).sort()).toEqual(['New', 'Rejected']);
  });
});

describe('template engine: a yes/no field said of the items', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "'published posts only' filters the drafts and still fills each card (%s)",
    async (outputType) => {
      const elements = [
        { id: 'postsRepeater', type: 'repeater' },
        { id: 'postTitle', type: 'text', parentId: 'postsRepeater' },
        { id: 'postExcerpt', type: 'text', parentId: 'postsRepeater' },
      ];
      const request = ZGenerationRequest.parse({
        prompt:
          'Blog page: postsRepeater shows published posts only, newest first, with postTitle and postExcerpt.',
        outputType,
        collections: [
          {
            name: 'Posts',
            fields: [
              { id: 'title', type: 'text' },
              { id: 'excerpt', type: 'text' },
              { id: 'published', type: 'boolean' },
            ],
          },
        ],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      });
      const { result, run } = await runGenerated(request, {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Posts', { title: 'Live', excerpt: 'Out now', published: true });
          void page.data.insert('Posts', { title: 'Draft', excerpt: 'Not yet', published: false });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const titles: string[] = [];
      (
        run.$w('#postsRepeater') as unknown as {
          forEachItem(cb: ($item: (s: string) => { text: string }) => void): void;
        }
      ).forEachItem(($item) =>
        titles.push(`${$item('#postTitle').text}: ${$item('#postExcerpt').text}`),
      );
      expect(titles).toEqual(['Live: Out now']);
    },
  );
});

describe("template engine: '(only approved ones)'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows only the approved testimonials, one at a time (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Show one testimonial at a time from the Testimonials collection (only approved ones) in quoteText and authorText, changing automatically every 5 seconds.',
          { Testimonials: { quote: 'text', author: 'text', approved: 'boolean' } },
          [
            { id: 'quoteText', type: 'text' },
            { id: 'authorText', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Testimonials', {
              quote: 'Great',
              author: 'Ann',
              approved: true,
            });
            void page.data.insert('Testimonials', { quote: 'Spam!', author: 'Bot' });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(result.backendCode || result.frontendCode).toContain(".eq('approved', true)");
      // The rotation has run many times while the run settled: only one item is in it.
      const quote = () => (run.$w('#quoteText') as unknown as { text: string }).text;
      expect(quote()).toBe('Great');
      await run.settle();
      expect(quote()).toBe('Great');
    },
  );
});
