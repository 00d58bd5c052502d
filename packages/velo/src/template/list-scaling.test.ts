import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Servings that scale a recipe's amounts (list-scaling.ts): 'servingsInput lets the visitor
 * change the number of servings and all the ingredient amounts are recalculated'. Before, the
 * input was left out of the code.
 */

type Repeater = {
  forEachItem(fn: ($item: (selector: string) => { text: string }) => void): void;
};

const RECIPE_PAGE = [
  { id: 'titleText', type: 'text' },
  { id: 'servingsInput', type: 'input' },
  { id: 'ingredientsRepeater', type: 'repeater' },
  { id: 'ingredientName', type: 'text', parentId: 'ingredientsRepeater' },
  { id: 'amountText', type: 'text', parentId: 'ingredientsRepeater' },
];

/** The amounts the ingredients show, sorted. */
function amountsShown(run: Awaited<ReturnType<typeof runGenerated>>['run']): string[] {
  const shown: string[] = [];
  (run.$w('#ingredientsRepeater') as unknown as Repeater).forEachItem(($item) =>
    shown.push($item('#amountText').text),
  );
  return shown.sort();
}

describe("template engine: an input scaling the shown item's amounts", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'starts at the servings and shows each amount times the new servings over them (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Recipe page. Load the recipe 'Pancakes' from Recipes and show its title in titleText, and the recipe's ingredients in ingredientsRepeater with ingredientName and amountText. servingsInput lets the visitor change the number of servings and all the ingredient amounts are recalculated, rounded to 2 decimals.",
          {
            Recipes: { title: 'text', servings: 'number' },
            Ingredients: { name: 'text', amount: 'number', recipe: 'reference' },
          },
          RECIPE_PAGE,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Recipes', { _id: 'r-1', title: 'Pancakes', servings: 4 });
            void page.data.insert('Ingredients', { name: 'Flour', amount: 2, recipe: 'r-1' });
            void page.data.insert('Ingredients', { name: 'Eggs', amount: 3, recipe: 'r-1' });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const amounts = () => amountsShown(run);
      expect((run.$w('#servingsInput') as unknown as { value: string }).value).toBe('4');
      expect(amounts()).toEqual(['2', '3']);
      await run.setValue('#servingsInput', '6');
      await run.fire('#servingsInput', 'input');
      await run.settle();
      expect(amounts()).toEqual(['3', '4.5']);
      await run.setValue('#servingsInput', '3');
      await run.fire('#servingsInput', 'input');
      await run.settle();
      expect(amounts()).toEqual([(1.5).toLocaleString(), (2.25).toLocaleString()].sort());
      expect(run.errors).toEqual([]);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "divides by each ingredient's own base: 'multiply every quantity by servings / baseServings' (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Recipe page. Load the recipe 'Pancakes' from Recipes and show its title in titleText, and the recipe's ingredients in ingredientsRepeater with ingredientName and amountText. When the user changes servingsInput, multiply every amount by servings / baseServings and update amountText.",
          {
            Recipes: { title: 'text', servings: 'number' },
            Ingredients: {
              name: 'text',
              amount: 'number',
              baseServings: 'number',
              recipe: 'reference',
            },
          },
          RECIPE_PAGE,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            // The recipe's own servings are not set: each ingredient says what it is for.
            void page.data.insert('Recipes', { _id: 'r-1', title: 'Pancakes' });
            void page.data.insert('Ingredients', {
              name: 'Flour',
              amount: 2,
              baseServings: 4,
              recipe: 'r-1',
            });
            void page.data.insert('Ingredients', {
              name: 'Eggs',
              amount: 3,
              baseServings: 2,
              recipe: 'r-1',
            });
          },
        },
      );
      const amounts = () => amountsShown(run);
      await run.setValue('#servingsInput', '8');
      await run.fire('#servingsInput', 'input');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(amounts()).toEqual(['12', '4']);
    },
  );
});
