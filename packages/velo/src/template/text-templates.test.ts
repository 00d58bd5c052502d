import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A text's quoted words around its fields (text-templates.ts): "stockText says 'Only {stock}
 * left'". Before, the quote was dropped and the text showed the bare value.
 */

type Repeater = { forEachItem(fn: ($item: (selector: string) => { text: string }) => void): void };

describe("template engine: a text's quoted words around its fields", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'fills each repeated text with its words and its fields (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "productsRepeater lists products. nameText shows the name and stockText says 'Only {stock} left'; priceText shows \"From {price}\". locationText shows '{city}, {country}'. A {colour} placeholder elsewhere changes nothing.",
          {
            Products: {
              name: 'text',
              price: 'number',
              stock: 'number',
              city: 'text',
              country: 'text',
            },
          },
          [
            { id: 'productsRepeater', type: 'repeater' },
            { id: 'nameText', type: 'text', parentId: 'productsRepeater' },
            { id: 'priceText', type: 'text', parentId: 'productsRepeater' },
            { id: 'stockText', type: 'text', parentId: 'productsRepeater' },
            { id: 'locationText', type: 'text', parentId: 'productsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('Products', {
              name: 'Lamp',
              price: 1250,
              stock: 3,
              city: 'Leeds',
              country: 'UK',
            }),
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const texts: string[] = [];
      (run.$w('#productsRepeater') as unknown as Repeater).forEachItem(($item) =>
        texts.push(
          ...['nameText', 'priceText', 'stockText', 'locationText'].map(
            (id) => $item(`#${id}`).text,
          ),
        ),
      );
      expect(texts).toEqual(['Lamp', 'From 1,250', 'Only 3 left', 'Leeds, UK']);
    },
  );

  it("keeps the bare value when a placeholder names no field, and fills a shown item's text", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Show the campaign from Campaigns: titleText shows 'Help {title}' and raisedText says '{raised} raised of {goal}'; noteText says 'Thanks to {donorName}'.",
        { Campaigns: { title: 'text', raised: 'number', goal: 'number', note: 'text' } },
        [
          { id: 'titleText', type: 'text' },
          { id: 'raisedText', type: 'text' },
          { id: 'noteText', type: 'text' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Campaigns', {
            title: 'Roof',
            raised: 1250,
            goal: 5000,
            note: 'Hi',
          }),
      },
    );
    // No field holds {donorName}: the note shows its field, and the checker says the words are not.
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining(
        'the prompt asks to show "Thanks to {donorName}", but the code never says it.',
      ),
    ]);
    const text = (id: string) => (run.$w(`#${id}`) as unknown as { text: string }).text;
    expect([text('titleText'), text('raisedText'), text('noteText')]).toEqual([
      'Help Roof',
      '1,250 raised of 5,000',
      'Hi',
    ]);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'fills capital letters with the fields the sentence names, one currency sign each (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Show the campaign from Campaigns. raisedText shows '$X raised of $Y' using the campaign's raised and goal. seatsText says 'X of Y seats left', where X is the seats left and Y the capacity. stageText shows the stage, or 'N/A' where the stage is empty.",
          {
            Campaigns: {
              title: 'text',
              raised: 'number',
              goal: 'number',
              capacity: 'number',
              seatsLeft: 'number',
              stage: 'text',
            },
          },
          [
            { id: 'raisedText', type: 'text' },
            { id: 'seatsText', type: 'text' },
            { id: 'stageText', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('Campaigns', {
              title: 'Roof',
              raised: 1250,
              goal: 5000,
              capacity: 40,
              seatsLeft: 12,
              stage: 'open',
            }),
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const text = (id: string) => (run.$w(`#${id}`) as unknown as { text: string }).text;
      expect([text('raisedText'), text('seatsText'), text('stageText')]).toEqual([
        '$1,250.00 raised of $5,000.00',
        '12 of 40 seats left',
        'open',
      ]);
    },
  );

  it('shows two fields a text is said to show, without a quote', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'ingredientsRepeater lists the Ingredients: amountText shows the amount and unit, placeText shows the city and country, nameText the name.',
        {
          Ingredients: {
            name: 'text',
            amount: 'number',
            unit: 'text',
            city: 'text',
            country: 'text',
          },
        },
        [
          { id: 'ingredientsRepeater', type: 'repeater' },
          { id: 'nameText', type: 'text', parentId: 'ingredientsRepeater' },
          { id: 'amountText', type: 'text', parentId: 'ingredientsRepeater' },
          { id: 'placeText', type: 'text', parentId: 'ingredientsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Ingredients', {
            name: 'Flour',
            amount: 2,
            unit: 'cups',
            city: 'Leeds',
            country: 'UK',
          }),
      },
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const texts: string[] = [];
    (run.$w('#ingredientsRepeater') as unknown as Repeater).forEachItem(($item) =>
      texts.push(...['nameText', 'amountText', 'placeText'].map((id) => $item(`#${id}`).text)),
    );
    expect(texts).toEqual(['Flour', '2 cups', 'Leeds, UK']);
  });
});
