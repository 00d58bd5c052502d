import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 20, 3: 'Admins enter a match result with homeTeamDropdown … and click saveResultButton'
 * on a public leaderboard. The form is the admins': its elements show for admins alone, its web
 * method is for admins, and only admins may add Matches. Before, any visitor could post a result.
 */

const leaderboard = pageRequest(
  'Tournament leaderboard. leaderboardRepeater shows the top 10 Teams ordered by points descending, with teamNameText and pointsText. Admins enter a match result with homeScoreInput and awayScoreInput and click saveResultButton: save it to Matches.',
  {
    Teams: { teamName: 'text', points: 'number' },
    Matches: { homeScore: 'number', awayScore: 'number' },
  },
  [
    { id: 'leaderboardRepeater', type: 'repeater' },
    { id: 'teamNameText', type: 'text', parentId: 'leaderboardRepeater' },
    { id: 'pointsText', type: 'text', parentId: 'leaderboardRepeater' },
    { id: 'homeScoreInput', type: 'input' },
    { id: 'awayScoreInput', type: 'input' },
    { id: 'saveResultButton', type: 'button' },
  ],
  'frontend_backend',
);

type El = { collapsed: boolean };

describe('template engine: a form the prompt gives to admins', () => {
  it('is hidden from visitors and refused to them, and saves for an admin', async () => {
    const visitor = await runGenerated(leaderboard, {
      itemsPerCollection: 0,
      codeBefore:
        "import { submitMatch as submitForTest } from 'backend/teams.web';\nexport const submit = (v) => submitForTest(v);\n",
    });
    expect((visitor.run.$w('#saveResultButton') as unknown as El).collapsed).toBe(true);
    await expect(
      (visitor.run.exports['submit'] as (v: object) => Promise<unknown>)({
        homeScore: 1,
        awayScore: 0,
      }),
    ).rejects.toThrow('Permission denied');
    expect(visitor.result.instructions).toContain(
      'Permissions: only admins can add content ("Admin": site admins submit the form)',
    );

    const { run } = await runGenerated(leaderboard, { ...AS_ADMIN, itemsPerCollection: 0 });
    expect((run.$w('#saveResultButton') as unknown as El).collapsed).toBe(false);
    await run.setValue('#homeScoreInput', '2');
    await run.setValue('#awayScoreInput', '1');
    await run.fire('#saveResultButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const saved = (await run.wixData.query('Matches').find()).items;
    expect(saved.map((m) => [m['homeScore'], m['awayScore']])).toEqual([[2, 1]]);
  });
});
