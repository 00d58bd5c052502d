import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 31's sports league and fitness challenge: 'sort by points hi->lo' ran lowest first,
 * 'top 20 by goals desc' and 'the 5 Tutors with highest averageRating' (review 33) newest first,
 * and 'sorted by points descending, then goal difference' dropped the tie-break. Each order is
 * run over items saved in another order.
 */

type Table = { rows: Record<string, unknown>[] };

const PLAYERS = [
  ['Ana', 3, 9],
  ['Ben', 12, 4],
  ['Cy', 7, 7],
  ['Dee', 12, 8],
] as const;

const scored =
  (collection: string) => (page: { data: { insert(c: string, i: object): unknown } }) => {
    for (const [name, points, goalDifference] of PLAYERS)
      void page.data.insert(collection, {
        name,
        points,
        goals: points,
        goalDifference,
        rating: points / 3,
      });
  };

describe('template engine: orders said the way league tables say them', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "reads 'hi->lo' as highest first (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'leaderbord, sort by points hi->lo. repeater #rankRepeater: #nameText #pointsText',
          { Challengers: { name: 'text', points: 'number' } },
          [
            { id: 'rankRepeater', type: 'repeater' },
            { id: 'nameText', type: 'text', parentId: 'rankRepeater' },
            { id: 'pointsText', type: 'text', parentId: 'rankRepeater' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0, beforeRun: scored('Challengers') },
      );
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'rankRepeater', 'pointsText')).toEqual(['12', '12', '7', '3']);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "takes 'top 2 by goals desc' as the two with most goals (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Top scorers table: #scorersTable shows Players' name and goals, top 2 by goals desc.",
          { Players: { name: 'text', goals: 'number', assists: 'number' } },
          [{ id: 'scorersTable', type: 'table' }],
          outputType,
        ),
        { itemsPerCollection: 0, beforeRun: scored('Players') },
      );
      expect(run.errors).toEqual([]);
      const rows = (run.$w('#scorersTable') as unknown as Table).rows;
      expect(rows.map((r) => r['goals'])).toEqual([12, 12]);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "breaks ties by 'then goal difference' in the first order's direction (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Show the league standings from Teams in #standingsTable sorted by points descending, then goal difference.',
          { Teams: { name: 'text', points: 'number', goalDifference: 'number' } },
          [{ id: 'standingsTable', type: 'table' }],
          outputType,
        ),
        { itemsPerCollection: 0, beforeRun: scored('Teams') },
      );
      expect(run.errors).toEqual([]);
      const rows = (run.$w('#standingsTable') as unknown as Table).rows;
      expect(rows.map((r) => r['name'])).toEqual(['Dee', 'Ben', 'Cy', 'Ana']);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "shows 'the 2 Tutors with highest rating', to one decimal (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Show top rated tutors: the 2 Tutors with highest rating in #topRepeater (#topName, #topRating shown with one decimal, #topPoints).',
          { Tutors: { name: 'text', rating: 'number', points: 'number' } },
          [
            { id: 'topRepeater', type: 'repeater' },
            { id: 'topName', type: 'text', parentId: 'topRepeater' },
            { id: 'topRating', type: 'text', parentId: 'topRepeater' },
            { id: 'topPoints', type: 'text', parentId: 'topRepeater' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0, beforeRun: scored('Tutors') },
      );
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'topRepeater', 'topRating')).toEqual(['4.0', '4.0']);
      expect(repeatedTexts(run, 'topRepeater', 'topPoints')).toEqual(['12', '12']);
    },
  );
});
