import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 12's orders, as people write them: 'sort by rating, highest first' was ascending; 'Order
 * entries by votes, most first' and 'in alphabetical order' were newest first.
 */

const shown = async (prompt: string) => {
  const { run } = await runGenerated(
    pageRequest(prompt, { Entries: { name: 'text', rating: 'number', votes: 'number' } }, [
      { id: 'entriesRepeater', type: 'repeater' },
      { id: 'entryName', type: 'text', parentId: 'entriesRepeater' },
    ]),
    {
      itemsPerCollection: 0,
      beforeRun(page) {
        for (const [name, rating, votes] of [
          ['Birch', 3, 40],
          ['Alder', 5, 10],
          ['Cedar', 4, 25],
        ] as const)
          void page.data.insert('Entries', { name, rating, votes });
      },
    },
  );
  expect(run.errors).toEqual([]);
  return (run.$w('#entriesRepeater') as unknown as { data: { name: string }[] }).data.map(
    (e) => e.name,
  );
};

describe('template engine: orders said in words', () => {
  it.each([
    [
      'entriesRepeater lists the Entries; sort by rating, highest first.',
      ['Alder', 'Cedar', 'Birch'],
    ],
    [
      'entriesRepeater lists the Entries. Order entries by votes, most first.',
      ['Birch', 'Cedar', 'Alder'],
    ],
    ['entriesRepeater lists the Entries in alphabetical order.', ['Alder', 'Birch', 'Cedar']],
    [
      'entriesRepeater lists the Entries; sort by votes, fewest first.',
      ['Alder', 'Cedar', 'Birch'],
    ],
    // Review 14.
    ['entriesRepeater lists the Entries. sort by rating desc.', ['Alder', 'Cedar', 'Birch']],
    ['Entries are shown in #entriesRepeater, sorted by most votes.', ['Birch', 'Cedar', 'Alder']],
    ['entriesRepeater lists the Entries sorted by votes asc.', ['Alder', 'Cedar', 'Birch']],
    // Review 15.
    ['entriesRepeater lists the Entries. Alphabetical by name.', ['Alder', 'Birch', 'Cedar']],
    ['entriesRepeater lists the Entries, A-Z by name.', ['Alder', 'Birch', 'Cedar']],
  ])('%s', async (prompt, order) => {
    expect(await shown(prompt)).toEqual(order);
  });
});

describe('template engine: an ellipsis inside the sentence about a list', () => {
  it("sorts by 'day then startTime' said after 'grouped... well,'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'sessionsRepeater should show all Sessions grouped... well, just sorted by day then startTime is fine. Each card shows its title in sessionTitle. myScheduleRepeater lists MySchedule (note in noteText).',
        {
          Sessions: { title: 'text', day: 'number', startTime: 'text' },
          MySchedule: { note: 'text' },
        },
        [
          { id: 'sessionsRepeater', type: 'repeater' },
          { id: 'sessionTitle', type: 'text', parentId: 'sessionsRepeater' },
          { id: 'myScheduleRepeater', type: 'repeater' },
          { id: 'noteText', type: 'text', parentId: 'myScheduleRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Sessions', { title: 'B', day: 2, startTime: '09:00' });
          void page.data.insert('Sessions', { title: 'A2', day: 1, startTime: '11:00' });
          void page.data.insert('Sessions', { title: 'A1', day: 1, startTime: '09:30' });
        },
      },
    );
    expect(repeatedTexts(run, 'sessionsRepeater', 'sessionTitle')).toEqual(['A1', 'A2', 'B']);
  });

  it.each([
    ['then oldest first', ['Alder', 'Birch', 'Cedar', 'Dove']],
    ['then newest first', ['Alder', 'Dove', 'Cedar', 'Birch']],
  ])("'sorted by rating descending, %s': ties by the items' date", async (tie, names) => {
    const { run } = await runGenerated(
      pageRequest(
        `entriesRepeater lists the Entries sorted by rating descending, ${tie}.`,
        { Entries: { name: 'text', rating: 'number', added: 'date' } },
        [
          { id: 'entriesRepeater', type: 'repeater' },
          { id: 'entryName', type: 'text', parentId: 'entriesRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          for (const [name, rating, day] of [
            ['Cedar', 4, 12],
            ['Alder', 5, 1],
            ['Dove', 4, 20],
            ['Birch', 4, 3],
          ] as const)
            void page.data.insert('Entries', { name, rating, added: new Date(2026, 2, day) });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const data = (run.$w('#entriesRepeater') as unknown as { data: { name: string }[] }).data;
    expect(data.map((e) => e.name)).toEqual(names);
  });

  it("'top 10, highest score first, ties broken by fastest timeSeconds': the best ten, fastest first among equals", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Quiz leaderboard: show top 3 scores from QuizScores in leaderRepeater, highest score first, ties broken by fastest timeSeconds. Show playerText and scoreText.',
        {
          QuizScores: {
            playerName: 'text',
            score: 'number',
            timeSeconds: 'number',
            playedAt: 'date',
          },
        },
        [
          { id: 'leaderRepeater', type: 'repeater' },
          { id: 'playerText', type: 'text', parentId: 'leaderRepeater' },
          { id: 'scoreText', type: 'text', parentId: 'leaderRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          for (const [playerName, score, timeSeconds, day] of [
            ['Ann', 8, 50, 1],
            ['Bo', 9, 70, 2],
            ['Cy', 9, 40, 3],
            ['Di', 3, 20, 4],
          ] as const)
            void page.data.insert('QuizScores', {
              playerName,
              score,
              timeSeconds,
              playedAt: new Date(2026, 10, day),
            });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'leaderRepeater', 'playerText')).toEqual(['Cy', 'Bo', 'Ann']);
  });
});
