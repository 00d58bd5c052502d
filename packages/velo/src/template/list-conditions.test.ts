import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

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
