import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 22's hackathon: a public list of Teams sent each team's join `code` to every visitor.
 * A code that lets its holder in or pay less ('code', 'joinCode', 'couponCode') is a secret: kept
 * on the server unless the page shows it. A product's code is not.
 */

type Repeater = { data: Record<string, unknown>[] };

const teams = (fields: Record<string, 'text' | 'number'>) =>
  pageRequest(
    "List teams in #teamsRepeater (#tName, #tMemberCount showing e.g. '3/4').",
    { Teams: { name: 'text', memberCount: 'number', ...fields } },
    [
      { id: 'teamsRepeater', type: 'repeater' },
      { id: 'tName', type: 'text', parentId: 'teamsRepeater' },
      { id: 'tMemberCount', type: 'text', parentId: 'teamsRepeater' },
    ],
    'frontend_backend',
  );

describe('template engine: secret codes in a public list', () => {
  it.each([['code'], ['joinCode'], ['couponCode']])('keeps `%s` on the server', async (key) => {
    const { run } = await runGenerated(teams({ [key]: 'text' }), {
      itemsPerCollection: 0,
      beforeRun: (page) =>
        void page.data.insert('Teams', { name: 'Owls', memberCount: 3, [key]: 'X7Q2ZP' }),
    });
    expect(repeatedTexts(run, 'teamsRepeater', 'tName')).toEqual(['Owls']);
    const [team] = (run.$w('#teamsRepeater') as unknown as Repeater).data;
    expect(team).not.toHaveProperty(key);
    expect(team).toHaveProperty('memberCount', 3);
  });

  it("sends a product's code, which admits no one", async () => {
    const { run } = await runGenerated(teams({ productCode: 'text' }), {
      itemsPerCollection: 0,
      beforeRun: (page) =>
        void page.data.insert('Teams', { name: 'Owls', memberCount: 3, productCode: 'P-1' }),
    });
    const [team] = (run.$w('#teamsRepeater') as unknown as Repeater).data;
    expect(team).toHaveProperty('productCode', 'P-1');
  });
});
