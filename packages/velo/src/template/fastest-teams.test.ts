import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 22's escape room: 'show the 10 fastest teams … #escapeTime formatted as mm:ss from
 * timeSeconds'. Before, it listed the 50 latest plays and showed 754 for 12:34.
 */

describe('template engine: the N fastest, shown as a clock', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists the 3 lowest times first, as m:ss (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Escape room leaderboard: show the 3 fastest teams in #leaderRepeater (#teamName, #escapeTime formatted as mm:ss from timeSeconds).',
          { Results: { teamName: 'text', timeSeconds: 'number', playedOn: 'date' } },
          [
            { id: 'leaderRepeater', type: 'repeater' },
            { id: 'teamName', type: 'text', parentId: 'leaderRepeater' },
            { id: 'escapeTime', type: 'text', parentId: 'leaderRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const result = (teamName: string, timeSeconds: number, day: number) =>
              void page.data.insert('Results', {
                teamName,
                timeSeconds,
                playedOn: new Date(Date.UTC(2027, 0, day)),
              });
            result('Slow', 3000, 5);
            result('Ace', 754, 1);
            result('Quick', 1500, 2);
            result('Middle', 2000, 3);
            result('Newest', 2500, 9);
          },
        },
      );
      expect(repeatedTexts(run, 'leaderRepeater', 'teamName')).toEqual(['Ace', 'Quick', 'Middle']);
      expect(repeatedTexts(run, 'leaderRepeater', 'escapeTime')).toEqual([
        '12:34',
        '25:00',
        '33:20',
      ]);
      expect(run.errors).toEqual([]);
    },
  );
});
