import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 46: "Show the logged-in member's borrowed tools in the repeater (Loans where borrower is
 * the current member)." listed every loan to everyone: the member's possessive was before
 * 'borrowed tools', not the collection's name, and 'borrower' named no member. Run in the preview.
 */

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Show the logged-in member's borrowed tools in the repeater (Loans where borrower is the current member).",
    { Loans: { toolName: 'text', borrower: 'text', returned: 'boolean' } },
    [
      { id: 'loansRepeater', type: 'repeater' },
      { id: 'toolNameText', type: 'text', parentId: 'loansRepeater' },
    ],
    outputType,
  );

describe('template engine: items whose field is the current member', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists the member's own loans by 'borrower', and a visitor none (%s)",
    async (outputType) => {
      const loans = (page: { data: { insert(c: string, item: object): Promise<unknown> } }) => {
        void page.data.insert('Loans', { toolName: 'Drill', borrower: 'm-1' });
        void page.data.insert('Loans', { toolName: 'Saw', borrower: 'm-2' });
      };
      const tools = (run: Awaited<ReturnType<typeof runGenerated>>['run']) =>
        (run.$w('#loansRepeater') as unknown as { data: { toolName: string }[] }).data.map(
          (l) => l.toolName,
        );
      const member = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        member: { _id: 'm-1' },
        beforeRun: loans,
      });
      expect(member.run.errors).toEqual([]);
      expect(tools(member.run)).toEqual(['Drill']);
      const visitor = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        beforeRun: loans,
      });
      expect(tools(visitor.run)).toEqual([]);
    },
  );
});
