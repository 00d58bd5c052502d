import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A list of the items pointing at the item the page shows (plan-related.ts `planChildren`):
 * 'ingredientsRepeater lists the recipe's ingredients'. Before, it listed every recipe's.
 */

type Repeater = { data: { name?: string }[] };

const RECIPES = {
  Recipes: { title: 'text', slug: 'text', servings: 'number' },
  Ingredients: { name: 'text', amount: 'number', recipe: 'reference' },
} as const;

const ELEMENTS = [
  { id: 'titleText', type: 'text' },
  { id: 'ingredientsRepeater', type: 'repeater' },
  { id: 'ingredientNameText', type: 'text', parentId: 'ingredientsRepeater' },
  { id: 'amountText', type: 'text', parentId: 'ingredientsRepeater' },
];

function insertRecipes(page: { data: { insert(c: string, item: object): unknown } }) {
  for (const [_id, title, slug] of [
    ['r-1', 'Pancakes', 'pancakes'],
    ['r-2', 'Soup', 'soup'],
  ])
    void page.data.insert('Recipes', { _id, title, slug, servings: 4 });
  for (const [name, recipe] of [
    ['Flour', 'r-1'],
    ['Milk', 'r-1'],
    ['Leek', 'r-2'],
  ])
    void page.data.insert('Ingredients', { name, amount: 1, recipe });
}

describe("template engine: a list of the shown item's own items", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists only the ingredients of the recipe the URL names (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "This is the dynamic item page of Recipes (URL /recipes/{slug}). titleText shows the title. ingredientsRepeater lists the recipe's ingredients from Ingredients: ingredientNameText shows the name and amountText the amount.",
          RECIPES,
          ELEMENTS,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          url: 'https://www.example.com/recipes/soup',
          beforeRun: insertRecipes,
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      expect((run.$w('#titleText') as unknown as { text: string }).text).toBe('Soup');
      const names = (run.$w('#ingredientsRepeater') as unknown as Repeater).data.map((i) => i.name);
      expect(names).toEqual(['Leek']);
    },
  );

  it.each([
    "Recipe page. Load the recipe 'Pancakes' from Recipes and show its title in titleText, and the ingredients (from the Ingredients collection, referencing the recipe) in ingredientsRepeater: ingredientNameText shows the name and amountText the amount.",
    "Recipe page. Load the recipe with slug 'pancakes' from Recipes and show its title in titleText, and the recipe's ingredients in ingredientsRepeater: ingredientNameText shows the name and amountText the amount.",
  ])('shows the item the prompt names by a value, with its own items: %s', async (prompt) => {
    const { result, run } = await runGenerated(pageRequest(prompt, RECIPES, ELEMENTS), {
      itemsPerCollection: 0,
      beforeRun: insertRecipes,
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect((run.$w('#titleText') as unknown as { text: string }).text).toBe('Pancakes');
    const names = (run.$w('#ingredientsRepeater') as unknown as Repeater).data.map((i) => i.name);
    expect(names.sort()).toEqual(['Flour', 'Milk']);
  });

  it('leaves a list the sentence does not tie to the shown item whole', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'This is the dynamic item page of Recipes (URL /recipes/{slug}). titleText shows the title. ingredientsRepeater lists all ingredients in the shop: ingredientNameText shows the name and amountText the amount.',
        RECIPES,
        ELEMENTS,
      ),
      {
        itemsPerCollection: 0,
        url: 'https://www.example.com/recipes/soup',
        beforeRun: insertRecipes,
      },
    );
    const names = (run.$w('#ingredientsRepeater') as unknown as Repeater).data.map((i) => i.name);
    expect(names.sort()).toEqual(['Flour', 'Leek', 'Milk']);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "loads the clicked course's lessons into the other list (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Course catalog. coursesRepeater shows all Courses (courseTitle). When a course is clicked (viewLessonsButton), show its Lessons in lessonsRepeater (lessonTitle).',
          {
            Courses: { title: 'text' },
            Lessons: { title: 'text', course: 'reference' },
          },
          [
            { id: 'coursesRepeater', type: 'repeater' },
            { id: 'courseTitle', type: 'text', parentId: 'coursesRepeater' },
            { id: 'viewLessonsButton', type: 'button', parentId: 'coursesRepeater' },
            { id: 'lessonsRepeater', type: 'repeater' },
            { id: 'lessonTitle', type: 'text', parentId: 'lessonsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Courses', { _id: 'c-1', title: 'Baking' });
            void page.data.insert('Courses', { _id: 'c-2', title: 'Knitting' });
            for (const [title, course] of [
              ['Bread', 'c-1'],
              ['Scarf', 'c-2'],
              ['Hat', 'c-2'],
            ])
              void page.data.insert('Lessons', { title, course });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const lessons = () =>
        (run.$w('#lessonsRepeater') as unknown as { data: { title?: string }[] }).data
          .map((l) => l.title)
          .sort();
      expect(lessons()).toEqual([]);
      await run.fire('#viewLessonsButton', 'click', { itemId: 'c-2' });
      await run.settle();
      expect(lessons()).toEqual(['Hat', 'Scarf']);
      expect(run.navigations).toEqual([]);
      expect(run.errors).toEqual([]);
    },
  );
});
