import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A dropdown of letters (plan-letter-filter.ts): 'letterDropdown with A to Z; picking a letter
 * shows only people whose last name starts with that letter'. Before, it was left out.
 */

type Repeater = { data: { firstName?: string }[] };

describe("template engine: a filter by a field's first letter", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'offers All and A to Z and keeps the names starting with the letter (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Show the Members in directoryRepeater (memberName). I put one letterDropdown with A to Z; picking a letter shows only people whose last name starts with that letter, and 'All' shows everyone.",
          { Members: { firstName: 'text', lastName: 'text' } },
          [
            { id: 'letterDropdown', type: 'dropdown' },
            { id: 'directoryRepeater', type: 'repeater' },
            { id: 'memberName', type: 'text', parentId: 'directoryRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [firstName, lastName] of [
              ['Ada', 'Lovelace'],
              ['Alan', 'Turing'],
              ['Grace', 'hopper'],
              ['Edsger', 'Lamport'],
            ])
              void page.data.insert('Members', { firstName, lastName });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const names = () =>
        (run.$w('#directoryRepeater') as unknown as Repeater).data.map((m) => m.firstName).sort();
      const options = (run.$w('#letterDropdown') as unknown as { options: { label: string }[] })
        .options;
      expect(options.map((o) => o.label).slice(0, 3)).toEqual(['All', 'A', 'B']);
      expect(options).toHaveLength(27);
      await run.setValue('#letterDropdown', 'L');
      await run.settle();
      expect(names()).toEqual(['Ada', 'Edsger']);
      await run.setValue('#letterDropdown', 'H');
      await run.settle();
      expect(names()).toEqual(['Grace']);
      await run.setValue('#letterDropdown', '');
      await run.settle();
      expect(names()).toHaveLength(4);
      expect(run.errors).toEqual([]);
    },
  );
});
