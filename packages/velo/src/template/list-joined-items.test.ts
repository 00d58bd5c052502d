import type { Page } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * A second list of the items a join button acts on, naming the member's own (list-joined-items.ts):
 * 'myFavsRepeater lists the member's favourite recipes'. Before, it listed every recipe.
 */

const REQUEST = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Show Recipes in recipesRepeater with titleText. favButton toggles a favourite for the logged-in member (Favorites collection with recipe reference). myFavsRepeater lists the member's favourite recipes with favTitleText.",
    { Recipes: { title: 'text' }, Favorites: { recipe: 'reference' } },
    [
      { id: 'recipesRepeater', type: 'repeater' },
      { id: 'titleText', type: 'text', parentId: 'recipesRepeater' },
      { id: 'favButton', type: 'button', parentId: 'recipesRepeater' },
      { id: 'myFavsRepeater', type: 'repeater' },
      { id: 'favTitleText', type: 'text', parentId: 'myFavsRepeater' },
    ],
    outputType,
  );

const RECIPES = (page: Page) => {
  void page.data.insert('Recipes', { _id: 'soup', title: 'Soup' });
  void page.data.insert('Recipes', { _id: 'pie', title: 'Pie' });
  void page.data.insert('Recipes', { _id: 'stew', title: 'Stew' });
};

describe("template engine: a list of the member's favourites", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows only the items the member has rows for, and follows each click (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(REQUEST(outputType), {
        // Two sample recipes and two sample favourites of another member's, not this member's.
        itemsPerCollection: 2,
        member: { _id: 'm-1' },
        beforeRun: (page) => {
          RECIPES(page);
          void page.data.insert('Favorites', { recipe: 'pie' });
        },
      });
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(repeatedTexts(run, 'myFavsRepeater', 'favTitleText')).toEqual(['Pie']);
      await run.fire('#favButton', 'click', { itemId: 'soup' });
      await run.settle();
      expect(repeatedTexts(run, 'myFavsRepeater', 'favTitleText').sort()).toEqual(['Pie', 'Soup']);
      await run.fire('#favButton', 'click', { itemId: 'pie' });
      await run.settle();
      expect(repeatedTexts(run, 'myFavsRepeater', 'favTitleText')).toEqual(['Soup']);
      expect(repeatedTexts(run, 'recipesRepeater', 'titleText')).toHaveLength(5);
      expect(run.errors).toEqual([]);
    },
  );

  it('shows a visitor none, and its web method is for members', async () => {
    const { result, run } = await runGenerated(REQUEST('frontend_backend'), {
      itemsPerCollection: 2,
      beforeRun: RECIPES,
    });
    expect(repeatedTexts(run, 'myFavsRepeater', 'favTitleText')).toEqual([]);
    expect(repeatedTexts(run, 'recipesRepeater', 'titleText')).toHaveLength(5);
    expect(result.backendCode).toMatch(
      /export const getMyFavsRepeater = webMethod\(Permissions\.SiteMember,[\s\S]*?\.hasSome\('_id', ids\)/,
    );
    expect(result.instructions).toContain('`myFavsRepeater` shows just those');
    expect(run.errors).toEqual([]);
  });
});
