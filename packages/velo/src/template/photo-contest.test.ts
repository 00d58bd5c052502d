import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 21's photo contest: '#leaderboardRepeater shows the top 5 entries by votes' also cut the
 * main gallery to 5 (its id's word 'entries' was read as naming the gallery too), and 'Members
 * vote with #voteButton in each card — one vote per member per entry' was left out.
 */

const PROMPT =
  'Photo contest. Show entries in #entriesRepeater with the title (#entryTitle) and vote count (#entryVotes). Members vote with #voteButton in each card — one vote per member per entry, enforce it on the server. Below, #leaderboardRepeater shows the top 2 entries by votes, highest first.';

describe('template engine: a photo contest with votes and a leaderboard', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists every entry, counts one vote per member, and ranks the top 2 (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Entries: { title: 'text', votes: 'number' }, Votes: { entry: 'reference' } },
          [
            { id: 'entriesRepeater', type: 'repeater' },
            { id: 'entryTitle', type: 'text', parentId: 'entriesRepeater' },
            { id: 'entryVotes', type: 'text', parentId: 'entriesRepeater' },
            { id: 'voteButton', type: 'button', parentId: 'entriesRepeater' },
            { id: 'leaderboardRepeater', type: 'repeater' },
            { id: 'leaderTitle', type: 'text', parentId: 'leaderboardRepeater' },
            { id: 'leaderVotes', type: 'text', parentId: 'leaderboardRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          member: { _id: 'm-1' },
          beforeRun: (page) => {
            void page.data.insert('Entries', { _id: 'sea', title: 'Sea', votes: 5 });
            void page.data.insert('Entries', { _id: 'hill', title: 'Hill', votes: 3 });
            void page.data.insert('Entries', { _id: 'fox', title: 'Fox', votes: 3 });
          },
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(repeatedTexts(run, 'entriesRepeater', 'entryTitle')).toHaveLength(3);
      expect(repeatedTexts(run, 'leaderboardRepeater', 'leaderTitle')).toHaveLength(2);
      await run.fire('#voteButton', 'click', { itemId: 'fox' });
      await run.settle();
      await run.fire('#voteButton', 'click', { itemId: 'fox' });
      await run.settle();
      expect((await run.wixData.get('Entries', 'fox'))?.votes).toBe(4);
      expect((await run.wixData.query('Votes').find()).items).toHaveLength(1);
      // Read again after the vote: Fox is second with 4.
      expect(repeatedTexts(run, 'leaderboardRepeater', 'leaderTitle')).toEqual(['Sea', 'Fox']);
      expect(repeatedTexts(run, 'leaderboardRepeater', 'leaderVotes')).toEqual(['5', '4']);
      expect(run.errors).toEqual([]);
    },
  );
});
