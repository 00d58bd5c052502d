import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Counts an item button adds to and files it links to (change-values.ts, contact-links.ts): before,
 * 'likeButton adds a like to the recipe' and 'downloadButton downloads the recipe's PDF' were
 * left out of the code, and the coverage warning named both sentences.
 */

type Part = { text: string; enabled: boolean; link: string; target: string };
type Repeater = {
  forEachItem(fn: ($item: (selector: string) => Part, data: { _id: string }) => void): void;
};

const RECIPES_PROMPT =
  "Recipes page: recipesRepeater lists recipes with titleText and likesText. likeButton adds a like to the recipe and updates likesText. downloadButton downloads the recipe's PDF.";

const recipesPage = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    RECIPES_PROMPT,
    { Recipes: { title: 'text', likes: 'number', photo: 'image', pdf: 'document' } },
    [
      { id: 'recipesRepeater', type: 'repeater' },
      { id: 'titleText', type: 'text', parentId: 'recipesRepeater' },
      { id: 'likesText', type: 'text', parentId: 'recipesRepeater' },
      { id: 'likeButton', type: 'button', parentId: 'recipesRepeater' },
      { id: 'downloadButton', type: 'button', parentId: 'recipesRepeater' },
    ],
    outputType,
  );

const PDF = 'wix:document://v1/ugd/2f3a_soup.pdf/soup.pdf';

async function recipes(outputType: 'velo' | 'frontend_backend', codeBefore = '') {
  const { result, run } = await runGenerated(recipesPage(outputType), {
    itemsPerCollection: 0,
    codeBefore,
    beforeRun: (page) => {
      void page.data.insert('Recipes', { _id: 'soup', title: 'Soup', likes: 4, pdf: PDF });
    },
  });
  const soup = () => {
    let part: Record<string, Part> = {};
    (run.$w('#recipesRepeater') as unknown as Repeater).forEachItem(($item) => {
      part = {
        likes: $item('#likesText'),
        like: $item('#likeButton'),
        pdf: $item('#downloadButton'),
      };
    });
    return part;
  };
  return { result, run, soup };
}

describe('template engine: a like counter and a download button in each item', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'adds one like per visitor, shows the new count and links the PDF (%s)',
    async (outputType) => {
      const { result, run, soup } = await recipes(outputType);
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(soup().likes?.text).toBe('4');
      expect([soup().pdf?.link, soup().pdf?.target]).toEqual([PDF, '_blank']);

      await run.fire('#likeButton', 'click', { itemId: 'soup' });
      expect((await run.wixData.get('Recipes', 'soup'))?.likes).toBe(5);
      expect(soup().likes?.text).toBe('5');
      expect(soup().like?.enabled).toBe(false);
      expect(result.instructions).toContain(
        'Click `likeButton` in an item: that recipe shows `likes` up by 1;',
      );
      expect(result.instructions).toContain(
        'Click `downloadButton` in an item: its `pdf` file opens in a new tab.',
      );
    },
  );

  it('keeps the button disabled on a later visit from the same browser', async () => {
    const { soup } = await recipes(
      'velo',
      "import { local as earlier } from 'wix-storage-frontend';\nearlier.setItem('Recipes.likes', JSON.stringify(['soup']));\n",
    );
    expect(soup().like?.enabled).toBe(false);
    expect(soup().likes?.text).toBe('4');
  });

  it('adds likes through a web module that alone may update the recipes', async () => {
    const { result } = await recipes('frontend_backend');
    expect(result.backendCode).toContain('export const likeRecipe = webMethod(Permissions.Anyone,');
    expect(result.backendCode).toContain(
      "wixData.update('Recipes', { ...item, likes: (Number(item.likes) || 0) + 1 }, { suppressAuth: true })",
    );
    expect(result.instructions).toContain(
      'only admins can add, update and delete content ("Admin": the web module adds each like with suppressAuth',
    );
    const { result: pageOnly } = await recipes('velo');
    expect(pageOnly.instructions).toContain(
      'anyone can update content ("Anyone": page-only code saves each like itself, so visitors could change any field of a recipe',
    );
  });

  it('adds the stated step to a count that is not a reaction, for admins only', async () => {
    const request = pageRequest(
      'Inventory: productsRepeater lists products with nameText and stockText. restockButton adds 10 to the stock.',
      { Products: { name: 'text', stock: 'number' } },
      [
        { id: 'productsRepeater', type: 'repeater' },
        { id: 'nameText', type: 'text', parentId: 'productsRepeater' },
        { id: 'stockText', type: 'text', parentId: 'productsRepeater' },
        { id: 'restockButton', type: 'button', parentId: 'productsRepeater' },
      ],
      'frontend_backend',
    );
    const { result, run } = await runGenerated(request, {
      ...AS_ADMIN,
      itemsPerCollection: 0,
      beforeRun: (page) => void page.data.insert('Products', { _id: 'tea', name: 'Tea', stock: 3 }),
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(result.backendCode).toContain('webMethod(Permissions.Admin,');
    expect(result.backendCode).not.toContain('suppressAuth');
    await run.fire('#restockButton', 'click', { itemId: 'tea' });
    expect((await run.wixData.get('Products', 'tea'))?.stock).toBe(13);
    await run.fire('#restockButton', 'click', { itemId: 'tea' });
    expect((await run.wixData.get('Products', 'tea'))?.stock).toBe(23);
    const { run: visitor } = await runGenerated(request, {
      itemsPerCollection: 0,
      beforeRun: (page) => void page.data.insert('Products', { _id: 'tea', name: 'Tea', stock: 3 }),
    });
    await visitor.fire('#restockButton', 'click', { itemId: 'tea' });
    expect((await visitor.wixData.get('Products', 'tea'))?.stock).toBe(3);
  });

  it("counts a vote through a function the prompt names: 'upvotePost(postId) adds one to the post's votes'", async () => {
    const { result } = await runGenerated(
      pageRequest(
        "Backend function upvotePost(postId) adds one to the post's votes.",
        { Posts: { title: 'text', votes: 'number' } },
        [],
        'backend',
      ),
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(result.backendCode).toContain('export const upvotePost = webMethod(Permissions.Anyone,');
    expect(result.backendCode).toContain(
      "wixData.update('Posts', { ...item, votes: (Number(item.votes) || 0) + 1 }",
    );
  });
});

describe('template engine: a count named by its key beside one sharing its words', () => {
  it.each(['quantityPurchased', 'quantityWanted'])(
    "'claimButton increments the gift's %s by 1' adds to that key",
    async (key) => {
      const { run } = await runGenerated(
        pageRequest(
          `giftsRepeater lists RegistryGifts (giftName in giftNameText). claimButton increments the gift's ${key} by 1.`,
          {
            RegistryGifts: {
              giftName: 'text',
              quantityWanted: 'number',
              quantityPurchased: 'number',
            },
          },
          [
            { id: 'giftsRepeater', type: 'repeater' },
            { id: 'giftNameText', type: 'text', parentId: 'giftsRepeater' },
            { id: 'claimButton', type: 'button', parentId: 'giftsRepeater' },
          ],
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('RegistryGifts', {
              _id: 'g1',
              giftName: 'Kettle',
              quantityWanted: 5,
              quantityPurchased: 2,
            }),
        },
      );
      await run.fire('#claimButton', 'click', { itemId: 'g1' });
      await run.settle();
      const gift = await run.wixData.get('RegistryGifts', 'g1');
      expect([gift?.['quantityWanted'], gift?.['quantityPurchased']]).toEqual(
        key === 'quantityPurchased' ? [5, 3] : [6, 2],
      );
    },
  );
});

describe("template engine: a count guests add to from an item's button", () => {
  it('lets a visitor add one through the web module alone', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'giftsRepeater lists RegistryGifts (giftName in giftNameText). Guests click claimButton, which increments quantityPurchased.',
        { RegistryGifts: { giftName: 'text', quantityPurchased: 'number' } },
        [
          { id: 'giftsRepeater', type: 'repeater' },
          { id: 'giftNameText', type: 'text', parentId: 'giftsRepeater' },
          { id: 'claimButton', type: 'button', parentId: 'giftsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('RegistryGifts', {
            _id: 'g1',
            giftName: 'Kettle',
            quantityPurchased: 0,
          }),
      },
    );
    expect(result.backendCode).toMatch(/webMethod\(Permissions\.Anyone, async \(itemId\)/);
    expect(result.instructions).toContain(
      'only admins can add, update and delete content ("Admin": the web module adds each quantity purchased with suppressAuth',
    );
    await run.fire('#claimButton', 'click', { itemId: 'g1' });
    await run.settle();
    expect((await run.wixData.get('RegistryGifts', 'g1'))?.['quantityPurchased']).toBe(1);
  });
});
