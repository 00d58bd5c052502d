import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Small displays the coverage warning named as left out: today's date and the current year
 * (date-texts.ts), a ratings display of an item's rating, and a badge whose own words in a
 * sentence listing the item's parts say when it shows (plan-item-conditions.ts).
 */

type Part = { text: string; rating: number | null; hidden: boolean };
type Repeater = { forEachItem(fn: ($item: (selector: string) => Part) => void): void };

describe('template engine: dates, ratings and badges a visitor sees', () => {
  it("shows today's date and the current year", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "todayText shows today's date and yearText shows the current year in the footer. Show the current year in copyrightText and their email in emailText.",
        {},
        [
          { id: 'todayText', type: 'text' },
          { id: 'yearText', type: 'text' },
          { id: 'copyrightText', type: 'text' },
          { id: 'emailText', type: 'text' },
        ],
      ),
    );
    const text = (id: string) => (run.$w(`#${id}`) as unknown as Part).text;
    const now = new Date();
    expect(text('yearText')).toBe(String(now.getFullYear()));
    expect(text('copyrightText')).toBe(String(now.getFullYear()));
    expect(result.frontendCode).not.toContain("$w('#emailText')");
    expect(text('todayText')).toBe(
      now.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
    );
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "shows each item's rating in its ratings display and its badge only when the item is sold out (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "productsRepeater lists products with nameText, ratingDisplay showing the product's rating and soldOutBadge, shown only when stock is 0.",
          { Products: { name: 'text', rating: 'number', stock: 'number' } },
          [
            { id: 'productsRepeater', type: 'repeater' },
            { id: 'nameText', type: 'text', parentId: 'productsRepeater' },
            {
              id: 'ratingDisplay',
              type: 'custom',
              customType: 'RatingsDisplay',
              parentId: 'productsRepeater',
            },
            { id: 'soldOutBadge', type: 'container', parentId: 'productsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Products', { name: 'Lamp', rating: 4.5, stock: 0 });
            void page.data.insert('Products', { name: 'Desk', stock: 3 });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const shown: Record<string, [number | null, boolean]> = {};
      (run.$w('#productsRepeater') as unknown as Repeater).forEachItem(($item) => {
        shown[$item('#nameText').text] = [
          $item('#ratingDisplay').rating,
          $item('#soldOutBadge').hidden,
        ];
      });
      expect(shown).toEqual({ Lamp: [4.5, false], Desk: [null, true] });
    },
  );

  it('disables an item button for the items the sentence says, keeping what it does', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'productsRepeater lists products with nameText and buyButton. buyButton is disabled when stock is 0; otherwise it opens the product at /products/{slug}.',
        { Products: { name: 'text', stock: 'number', slug: 'text' } },
        [
          { id: 'productsRepeater', type: 'repeater' },
          { id: 'nameText', type: 'text', parentId: 'productsRepeater' },
          { id: 'buyButton', type: 'button', parentId: 'productsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Products', { _id: 'lamp', name: 'Lamp', stock: 0, slug: 'lamp' });
          void page.data.insert('Products', { _id: 'desk', name: 'Desk', stock: 2, slug: 'desk' });
        },
      },
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const enabled: Record<string, boolean> = {};
    (run.$w('#productsRepeater') as unknown as Repeater).forEachItem(($item) => {
      enabled[$item('#nameText').text] = (
        $item('#buyButton') as unknown as { enabled: boolean }
      ).enabled;
    });
    expect(enabled).toEqual({ Lamp: false, Desk: true });
    await run.fire('#buyButton', 'click', { itemId: 'desk' });
    expect(run.navigations).toEqual(['/products/desk']);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "fills each repeated radio group with its own item's choices (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Quiz: questionsRepeater shows questions from Questions with questionText and answerRadio (options from the question's choices).",
          { Questions: { question: 'text', choices: 'tags' } },
          [
            { id: 'questionsRepeater', type: 'repeater' },
            { id: 'questionText', type: 'text', parentId: 'questionsRepeater' },
            { id: 'answerRadio', type: 'radioGroup', parentId: 'questionsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Questions', { question: '2 + 2?', choices: ['3', '4'] });
            void page.data.insert('Questions', { question: 'Capital of France?' });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const choices: Record<string, string[]> = {};
      (run.$w('#questionsRepeater') as unknown as Repeater).forEachItem(($item) => {
        const radio = $item('#answerRadio') as unknown as { options: { value: string }[] };
        choices[$item('#questionText').text] = radio.options.map((o) => o.value);
      });
      expect(choices).toEqual({ '2 + 2?': ['3', '4'], 'Capital of France?': [] });
      expect(result.instructions).toContain(
        'Radio Buttons, ID `answerRadio`, inside the item of `questionsRepeater` (its choices are filled by the code)',
      );
    },
  );
});
