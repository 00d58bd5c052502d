import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 47: 'Each member sees only the tasks assigned to them (assigneeId holds their member id).'
 * listed every task to every visitor ('assigned to them' said no ownership and 'assigneeId' was
 * no member's id). Review 46: "Show the logged-in member's borrowed tools in the repeater (Loans
 * where borrower is the current member)." listed every loan to everyone (the possessive was
 * before 'borrowed tools', not the collection's name, and 'borrower' named no member). Each
 * member's own items are found by the field the prompt names. Run in the preview.
 */

const CASES = [
  {
    prompt:
      'Each member sees only the tasks assigned to them (assigneeId holds their member id). Repeater shows title.',
    collection: 'Tasks',
    key: 'assigneeId',
    fn: 'getTasks',
  },
  {
    prompt:
      "Show the logged-in member's borrowed tools in the repeater (Loans where borrower is the current member).",
    collection: 'Loans',
    key: 'borrower',
    fn: 'getLoans',
  },
] as const;

const OUTPUTS = ['velo', 'frontend_backend'] as const;

describe("template engine: a member's own items by the field the prompt names", () => {
  it.each(CASES.flatMap((c) => OUTPUTS.map((outputType) => ({ ...c, outputType }))))(
    'shows a member the $collection whose $key is theirs, and a visitor none ($outputType)',
    async ({ prompt, collection, key, fn, outputType }) => {
      const request = pageRequest(
        prompt,
        { [collection]: { title: 'text', [key]: 'text' } },
        [
          { id: 'itemsRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'itemsRepeater' },
        ],
        outputType,
      );
      const rows = (page: { data: { insert(c: string, item: object): Promise<unknown> } }) => {
        void page.data.insert(collection, { title: 'Mine', [key]: 'm-1' });
        void page.data.insert(collection, { title: 'Theirs', [key]: 'm-2' });
      };
      const titles = (run: Awaited<ReturnType<typeof runGenerated>>['run']) =>
        (run.$w('#itemsRepeater') as unknown as { data: { title: string }[] }).data.map(
          (t) => t.title,
        );
      const member = await runGenerated(request, {
        itemsPerCollection: 0,
        member: { _id: 'm-1' },
        beforeRun: rows,
      });
      expect(member.run.errors).toEqual([]);
      expect(titles(member.run)).toEqual(['Mine']);
      const visitor = await runGenerated(request, { itemsPerCollection: 0, beforeRun: rows });
      expect(titles(visitor.run)).toEqual([]);
      if (outputType === 'frontend_backend')
        expect(member.result.backendCode).toContain(
          `export const ${fn} = webMethod(Permissions.SiteMember`,
        );
    },
  );
});
