import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 43: "'Returned' or 'Out' in #stateText" beside a yes/no `returned` showed the member's
 * id: the words came before the text's id, and 'stateText' named no field, so it took one left
 * over. Words that name a yes/no field say that field, in those words.
 */

describe('template engine: the words a yes/no field is shown in', () => {
  it.each(["'Returned' or 'Out' in #stateText", "#stateText showing 'Out' or 'Returned'"])(
    'shows each loan as Returned or Out for "%s"',
    async (said) => {
      const { run } = await runGenerated(
        pageRequest(
          `My loans: #loansRepeater lists all Loans (tool name in #toolText, ${said}).`,
          { Loans: { toolName: 'text', memberId: 'text', returned: 'boolean' } },
          [
            { id: 'loansRepeater', type: 'repeater' },
            { id: 'toolText', type: 'text', parentId: 'loansRepeater' },
            { id: 'stateText', type: 'text', parentId: 'loansRepeater' },
          ],
          'frontend_backend',
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Loans', { toolName: 'Drill', memberId: 'm1', returned: true });
            void page.data.insert('Loans', { toolName: 'Saw', memberId: 'm1', returned: false });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const tools = repeatedTexts(run, 'loansRepeater', 'toolText');
      const states = repeatedTexts(run, 'loansRepeater', 'stateText');
      expect(Object.fromEntries(tools.map((t, i) => [t, states[i]]))).toEqual({
        Drill: 'Returned',
        Saw: 'Out',
      });
    },
  );
});
