import type { Page } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * A page of the member's favourites with a button that takes one off (review 49, 7): 'List the
 * current member's favourite recipes in #favRepeater … and a #removeBtn that removes it from
 * their favourites.' Before, the list showed every recipe and #removeBtn deleted the recipe
 * itself through a web method any member could call.
 */

const REQUEST = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "My Favourites page (members only). List the current member's favourite recipes in #favRepeater with the recipe title and a #removeBtn that removes it from their favourites.",
    { Recipes: { title: 'text' }, Favourites: { recipe: 'reference' } },
    [
      { id: 'favRepeater', type: 'repeater' },
      { id: 'favTitle', type: 'text', parentId: 'favRepeater' },
      { id: 'removeBtn', type: 'button', parentId: 'favRepeater' },
    ],
    outputType,
  );

const SEED = (page: Page) => {
  void page.data.insert('Recipes', { _id: 'soup', title: 'Soup' });
  void page.data.insert('Recipes', { _id: 'pie', title: 'Pie' });
  void page.data.insert('Recipes', { _id: 'stew', title: 'Stew' });
  void page.data.insert('Favourites', { recipe: 'soup' });
  void page.data.insert('Favourites', { recipe: 'pie' });
};

describe("template engine: a list of the member's favourites with a remove button", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists the member's favourites and removes their row, never the recipe (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(REQUEST(outputType), {
        itemsPerCollection: 0,
        member: { _id: 'm-1' },
        beforeRun: SEED,
      });
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(repeatedTexts(run, 'favRepeater', 'favTitle').sort()).toEqual(['Pie', 'Soup']);
      await run.fire('#removeBtn', 'click', { itemId: 'pie' });
      await run.settle();
      expect(repeatedTexts(run, 'favRepeater', 'favTitle')).toEqual(['Soup']);
      const all = async (c: string) =>
        (await run.wixData.query(c).find({ suppressAuth: true })).items;
      expect((await all('Recipes')).map((r) => r._id).sort()).toEqual(['pie', 'soup', 'stew']);
      expect((await all('Favourites')).map((r) => r['recipe'])).toEqual(['soup']);
      expect(run.errors).toEqual([]);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).not.toMatch(/wixData\.remove\('Recipes'/);
    },
  );
});
