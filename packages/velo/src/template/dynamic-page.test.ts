import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A dynamic page's item is the one its dataset holds for the URL (plan-dynamic-page.ts): 'This is
 * the Recipes dynamic page (dynamicDataset)'. Before, such a page showed the newest recipe
 * whatever its URL, with its ingredients. Run in the preview, whose dataset holds the first
 * recipe stored: Pancakes, the older one.
 */

type Repeater = { data: { name?: string }[] };

const RECIPES = {
  Recipes: { title: 'text', servings: 'number' },
  Ingredients: { name: 'text', amount: 'number', recipe: 'reference' },
} as const;

const ELEMENTS = [
  { id: 'dynamicDataset', type: 'dataset' },
  { id: 'titleText', type: 'text' },
  { id: 'ingredientsRepeater', type: 'repeater' },
  { id: 'ingredientNameText', type: 'text', parentId: 'ingredientsRepeater' },
];

function insertRecipes(page: { data: { insert(c: string, item: object): unknown } }) {
  for (const [_id, title, year] of [
    ['r-1', 'Pancakes', 2024],
    ['r-2', 'Soup', 2025],
  ] as const)
    void page.data.insert('Recipes', { _id, title, servings: 4, _createdDate: new Date(year, 0) });
  for (const [name, recipe] of [
    ['Flour', 'r-1'],
    ['Leek', 'r-2'],
  ])
    void page.data.insert('Ingredients', { name, amount: 1, recipe });
}

describe("template engine: a dynamic page's own item", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the item the dynamic dataset holds, and its own ingredients (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "This is the Recipes dynamic page (dynamicDataset). titleText shows the title. ingredientsRepeater lists the recipe's ingredients from Ingredients with ingredientNameText.",
          RECIPES,
          ELEMENTS,
          outputType,
        ),
        { itemsPerCollection: 0, beforeRun: insertRecipes },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      expect((run.$w('#titleText') as unknown as { text: string }).text).toBe('Pancakes');
      const names = (run.$w('#ingredientsRepeater') as unknown as Repeater).data.map((i) => i.name);
      expect(names).toEqual(['Flour']);
      expect(result.instructions).toContain(
        "Dataset, ID `dynamicDataset` (the dynamic page's own dataset, connected to `Recipes`",
      );
    },
  );

  it('leaves a dataset on a page that is not dynamic unused', async () => {
    const { result } = await runGenerated(
      pageRequest('titleText and servingsText show a recipe from Recipes.', RECIPES, [
        { id: 'recipesDataset', type: 'dataset' },
        { id: 'titleText', type: 'text' },
        { id: 'servingsText', type: 'text' },
      ]),
      { itemsPerCollection: 0, beforeRun: insertRecipes },
    );
    expect(result.frontendCode).not.toContain('getCurrentItem');
    expect(result.instructions).toContain("the code doesn't use it");
  });
});
