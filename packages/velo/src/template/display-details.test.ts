import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { readPrompt } from './keywords';
import { booleanLabels } from './naming';
import { pageRequest, runGenerated } from './test-support';

/**
 * Small things a visitor sees: an address shown as its formatted text, yes/no texts that read as
 * English, links opening in a new tab when asked, 'the latest 6' showing six, and a phone number
 * checked before it is saved. Run in the preview runtime where the page does something.
 */

type Row = Record<string, unknown>;

const storesPage = (prompt: string) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'velo',
    includeInstructions: true,
    collections: [
      {
        name: 'Stores',
        fields: [
          { id: 'name', type: 'text' },
          { id: 'address', type: 'address' },
          { id: 'isOpenSunday', type: 'boolean' },
          { id: 'website', type: 'url' },
        ],
      },
    ],
    elementIds: ['storesRepeater', 'nameText', 'addressText', 'sundayText', 'websiteButton'],
    elementHierarchy: {
      elements: [
        { id: 'storesRepeater', type: 'repeater' },
        { id: 'nameText', type: 'text', parentId: 'storesRepeater' },
        { id: 'addressText', type: 'text', parentId: 'storesRepeater' },
        { id: 'sundayText', type: 'text', parentId: 'storesRepeater' },
        { id: 'websiteButton', type: 'button', parentId: 'storesRepeater' },
      ],
    },
  });

describe('template engine: display details', () => {
  it("shows an address field's formatted text, and a website link in a new tab when asked", async () => {
    const { result, run } = await runGenerated(
      storesPage(
        'Show the latest 6 stores with their address and whether they open on Sunday; the website button opens the site in a new tab.',
      ),
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(run.errors).toEqual([]);
    const items = (run.$w('#storesRepeater') as unknown as { data: Row[] }).data;
    expect(items).toHaveLength(6);
    const first = items[0] as { address?: { formatted?: string } };
    expect(first.address?.formatted).toBeTruthy();
    expect(result.frontendCode).toContain(
      "$item('#addressText').text = asText(item.address?.formatted);",
    );
    expect(result.frontendCode).toContain("$item('#websiteButton').target = '_blank';");
    expect(result.instructions).not.toContain("`addressText` (the code doesn't use it)");
  });

  it('keeps links in the same tab unless the prompt asks for a new one', async () => {
    const { result } = await runGenerated(storesPage('Show the stores with their website.'));
    expect(result.frontendCode).not.toContain('_blank');
  });

  it("hides an item's image when the item has none, and shows it again for one that has", async () => {
    const request = ZGenerationRequest.parse({
      prompt: 'Show the team members with their photo.',
      outputType: 'velo',
      collections: [
        {
          name: 'Team',
          fields: [
            { id: 'name', type: 'text' },
            { id: 'photo', type: 'image' },
          ],
        },
      ],
      elementIds: ['teamRepeater', 'nameText', 'photoImage'],
      elementHierarchy: {
        elements: [
          { id: 'teamRepeater', type: 'repeater' },
          { id: 'nameText', type: 'text', parentId: 'teamRepeater' },
          { id: 'photoImage', type: 'image', parentId: 'teamRepeater' },
        ],
      },
    });
    const { run } = await runGenerated(request);
    type Image = { hidden: boolean; src: string };
    const repeater = run.$w('#teamRepeater') as unknown as {
      data: Row[];
      forEachItem(cb: ($item: (s: string) => unknown, item: Row) => void): void;
    };
    repeater.data = [
      { _id: 'a', name: 'Ada' },
      { _id: 'b', name: 'Lin', photo: 'https://static.wixstatic.com/media/lin.jpg' },
    ];
    await run.settle();
    const images: Record<string, Image> = {};
    repeater.forEachItem(($item, item) => {
      images[String(item['_id'])] = $item('#photoImage') as Image;
    });
    expect(images['a']?.hidden).toBe(true);
    expect(images['b']?.hidden).toBe(false);
    expect(images['b']?.src).toBe('https://static.wixstatic.com/media/lin.jpg');
  });

  it('words yes/no texts as English', () => {
    expect(booleanLabels('isFeatured')).toEqual(['Featured', 'Not featured']);
    expect(booleanLabels('hasFreeShipping')).toEqual(['Free shipping', 'No free shipping']);
    expect(booleanLabels('inStock')).toEqual(['In stock', 'Not in stock']);
  });

  it("reads 'the latest 6' and 'top 10' as how many to show", () => {
    expect(readPrompt('Show the latest 6 news posts').pageSize).toBe(6);
    expect(readPrompt('the top 10 products by price').pageSize).toBe(10);
    expect(readPrompt('show the 3 most recent reviews').pageSize).toBe(3);
    expect(readPrompt('Show the orders placed in the last 30 days').pageSize).toBeNull();
    expect(readPrompt('an excerpt of the first 120 characters').pageSize).toBeNull();
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'checks a phone number before saving it (%s)',
    async (outputType) => {
      const request = ZGenerationRequest.parse({
        prompt:
          'Contact form with name, email and phone. Validate the email and phone. Save to Leads.',
        outputType,
        includeInstructions: true,
        collections: [
          {
            name: 'Leads',
            fields: [
              { id: 'name', type: 'text' },
              { id: 'email', type: 'text' },
              { id: 'phone', type: 'text' },
            ],
          },
        ],
        elementIds: [
          'contactForm',
          'nameInput',
          'emailInput',
          'phoneInput',
          'sendButton',
          'statusText',
        ],
        elementHierarchy: {
          elements: [
            { id: 'contactForm', type: 'form' },
            { id: 'nameInput', type: 'input', parentId: 'contactForm' },
            { id: 'emailInput', type: 'input', parentId: 'contactForm' },
            { id: 'phoneInput', type: 'input', parentId: 'contactForm' },
            { id: 'sendButton', type: 'button', parentId: 'contactForm' },
            { id: 'statusText', type: 'text', parentId: 'contactForm' },
          ],
        },
      });
      const send = async (phone: string) => {
        const { run } = await runGenerated(request, { itemsPerCollection: 0 });
        const set = (id: string, value: string) => {
          (run.$w(`#${id}`) as unknown as { value: string }).value = value;
        };
        set('nameInput', 'Ada');
        set('emailInput', 'ada@example.com');
        set('phoneInput', phone);
        await run.fire('#sendButton', 'click');
        await run.settle();
        expect(run.errors).toEqual([]);
        const { items } = await run.wixData.query('Leads').find();
        return { items, status: (run.$w('#statusText') as unknown as { text: string }).text };
      };
      const wrong = await send('call me maybe');
      expect(wrong.items).toEqual([]);
      expect(wrong.status).toBe('Please enter a valid phone number.');
      const right = await send('+44 (20) 7946-0958');
      expect(right.items).toHaveLength(1);
      expect(right.items[0]).toMatchObject({ phone: '+44 (20) 7946-0958' });
    },
  );

  it.each([
    ['the price (formatted like $450,000)', 450000, '$450,000'],
    ['the price (2 decimals, e.g. $19.99)', 19.5, '$19.50'],
    // Cents unless the example has none or the prompt rounds (review 6: €49.90 showed as €50).
    ['the price in euros', 49.9, '€49.90'],
    ['the price in whole dollars', 1200.4, '$1,200'],
    // One reader of currencies (currency.ts): pounds are money unless they weigh something.
    ['the price in pounds', 12.5, '£12.50'],
    ['the price (weighed in pounds)', 12.5, '12.5'],
  ])('shows a price as money the way the prompt writes it: %s', async (wording, price, shown) => {
    const request = ZGenerationRequest.parse({
      prompt: `Each card in homesRepeater shows the title and ${wording}.`,
      outputType: 'velo',
      includeInstructions: true,
      collections: [
        {
          name: 'Homes',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'price', type: 'number' },
          ],
        },
      ],
      elementIds: ['homesRepeater', 'titleText', 'priceText'],
      elementHierarchy: {
        elements: [
          { id: 'homesRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'homesRepeater' },
          { id: 'priceText', type: 'text', parentId: 'homesRepeater' },
        ],
      },
    });
    const { run } = await runGenerated(request, {
      itemsPerCollection: 0,
      beforeRun: (page) => void page.data.insert('Homes', { title: 'Loft', price }),
    });
    expect(run.errors).toEqual([]);
    const texts: string[] = [];
    (
      run.$w('#homesRepeater') as unknown as {
        forEachItem(cb: ($item: (s: string) => { text: string }) => void): void;
      }
    ).forEachItem(($item) => texts.push($item('#priceText').text));
    expect(texts).toEqual([shown]);
  });

  it.each([
    ['the date like March 14, 2025', 'March 14, 2025'],
    ['the date (e.g. 14 March 2025)', '14 March 2025'],
    ['the date as 14/03/2025', '14/03/2025'],
    ['the date as 03/14/2025', '03/14/2025'],
    ['the date as 2025-03-14', '2025-03-14'],
    ['the date like Fri, Mar 14', 'Fri, Mar 14'],
    ['the date', new Date(2025, 2, 14).toLocaleDateString()],
    // Review 14: a clock time beside it is no example of the date's format.
    ['the date (booked before 9:00 AM that day)', new Date(2025, 2, 14).toLocaleDateString()],
  ])('shows a date the way the prompt writes one (review 6): %s', async (wording, shown) => {
    const { run } = await runGenerated(
      pageRequest(
        `Each card in eventsRepeater shows the title and ${wording}.`,
        { Events: { title: 'text', date: 'date' } },
        [
          { id: 'eventsRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'eventsRepeater' },
          { id: 'dateText', type: 'text', parentId: 'eventsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Events', { title: 'Fair', date: new Date(2025, 2, 14) }),
      },
    );
    expect(run.errors).toEqual([]);
    const texts: string[] = [];
    (
      run.$w('#eventsRepeater') as unknown as {
        forEachItem(cb: ($item: (s: string) => { text: string }) => void): void;
      }
    ).forEachItem(($item) => texts.push($item('#dateText').text));
    expect(texts).toEqual([shown]);
  });
});
