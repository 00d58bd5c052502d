import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 31's Sunday league: 'a form where only the league admin can enter match results: …
 * Normal visitors must NOT be able to write results' told the user to let anyone add Results,
 * and showed the form to everyone: only 'admins' (plural, nothing before it) was read.
 */

type El = { collapsed: boolean };

describe("template engine: 'only the league admin can enter …'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'gives the form to admins alone (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          'Hi! I run a small sunday league. I need a form where only the league admin can enter match results: #homeScoreInput and #awayScoreInput take scores, #saveResultButton saves it into Results. Show errors in #resultStatusText. Normal visitors must NOT be able to write results.',
          { Results: { homeScore: 'number', awayScore: 'number' } },
          [
            { id: 'homeScoreInput', type: 'input' },
            { id: 'awayScoreInput', type: 'input' },
            { id: 'saveResultButton', type: 'button' },
            { id: 'resultStatusText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(run.errors).toEqual([]);
      expect((run.$w('#saveResultButton') as unknown as El).collapsed).toBe(true);
      expect(result.instructions).toContain('Permissions: only admins can add content');
      expect(result.instructions).not.toMatch(/anyone can add/);
    },
  );
});
