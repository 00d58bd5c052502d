import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 26's film festival: 'one vote per member in total (not per film)' let a member vote for
 * every film: the check was per film. One row per member now, whatever the item.
 */

const films = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Show Films in #filmsRepeater with #filmTitle. Logged-in members can vote with #voteBtn, one vote per member in total (not per film), saved to FilmVotes with the film reference.',
    { Films: { title: 'text' }, FilmVotes: { film: 'reference' } },
    [
      { id: 'filmsRepeater', type: 'repeater' },
      { id: 'filmTitle', type: 'text', parentId: 'filmsRepeater' },
      { id: 'voteBtn', type: 'button', parentId: 'filmsRepeater' },
    ],
    outputType,
  );

type Button = { enabled: boolean };
type Repeater = { forEachItem(fn: ($item: (id: string) => Button) => void): void };

describe('template engine: one join per member in total', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the first vote, refuses a second for another film and disables the rest (%s)',
    async (outputType) => {
      const { run } = await runGenerated(films(outputType), {
        member: { _id: 'voter-1' },
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Films', { _id: 'alien', title: 'Alien' });
          void page.data.insert('Films', { _id: 'heat', title: 'Heat' });
        },
      });
      await run.fire('#voteBtn', 'click', { itemId: 'alien' });
      await run.settle();
      const enabled: boolean[] = [];
      (run.$w('#filmsRepeater') as unknown as Repeater).forEachItem(($item) =>
        enabled.push($item('#voteBtn').enabled),
      );
      expect(enabled).toEqual([false, false]);
      await run.fire('#voteBtn', 'click', { itemId: 'heat' });
      await run.settle();
      const { items } = await run.wixData.query('FilmVotes').find();
      expect(items.map((i) => i['film'])).toEqual(['alien']);
    },
  );

  it('refuses a second vote on the server, whatever the page does', async () => {
    const request = films('frontend_backend');
    const { result } = await runGenerated(request);
    const [, fn, path] = /import \{[^}]*\b(add\w+)\b[^}]*\} from '(backend\/[\w.]+)'/.exec(
      result.frontendCode,
    ) ?? ['', '', ''];
    const { run } = await runGenerated(request, {
      member: { _id: 'voter-1' },
      itemsPerCollection: 0,
      codeBefore: `import { ${fn} as voteFor } from '${path}';\nexport const vote = (id) => voteFor(id);\n`,
    });
    const vote = run.exports['vote'] as (id: string) => Promise<unknown>;
    await vote('alien');
    await expect(vote('heat')).rejects.toThrow('Sorry, you can only do this once.');
  });
});
