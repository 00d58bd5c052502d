import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { runGenerated, submitted } from './test-support';

/**
 * Forms whose elements keep the ids the Wix editor gave them ('input1', 'button7'): wired by the
 * one field each input's type can fill, in the order both were added, and never by a button
 * whose name says it does something else.
 */

const engine = createVeloEngine();

describe('template engine: forms of default ids', () => {
  it("wires a signup form left with Wix's default ids: the one button submits, each input fills the one field its type can", async () => {
    const req = ZGenerationRequest.parse({
      prompt: "newsletter signup w/ email + a 'I agree' checkbox. save to Subscribers",
      outputType: 'frontend_backend',
      includeInstructions: true,
      collections: [
        {
          name: 'Subscribers',
          fields: [
            { id: 'email', type: 'text' },
            { id: 'agreed', type: 'boolean' },
          ],
        },
      ],
      elementIds: ['input1', 'checkbox1', 'button7', 'text12'],
    });
    const unticked = await submitted(req, 'button7', (set) => {
      set('input1', 'value', 'ada@example.com');
    });
    expect(unticked.items).toEqual([]);
    expect(unticked.result.frontendCode).toContain('Please enter your email.');
    const { result, items } = await submitted(req, 'button7', (set) => {
      set('input1', 'value', 'ada@example.com');
      set('checkbox1', 'checked', true);
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ email: 'ada@example.com', agreed: true });
    // The form saves; nothing lets visitors read the subscribers back.
    expect(result.backendCode).not.toContain('getSubscribers');
  });

  it('maps several default-id inputs to the fields in the order both were added', async () => {
    const req = ZGenerationRequest.parse({
      prompt: 'Signup form: name, email, consent and the signup date. Save to Signups.',
      outputType: 'velo',
      collections: [
        {
          name: 'Signups',
          fields: [
            { id: 'fullName', type: 'text' },
            { id: 'email', type: 'text' },
            { id: 'consent', type: 'boolean' },
            { id: 'signupDate', type: 'date' },
          ],
        },
      ],
      elementIds: ['input1', 'input2', 'checkbox1', 'datePicker1', 'button1'],
    });
    const picked = new Date('2026-04-02T00:00:00Z');
    const { result, items } = await submitted(req, 'button1', (set) => {
      set('input1', 'value', 'Ada Lovelace');
      set('input2', 'value', 'ada@example.com');
      set('checkbox1', 'checked', true);
      set('datePicker1', 'value', picked);
    });
    expect(items[0]).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      consent: true,
    });
    expect((items[0]?.['signupDate'] as Date).toISOString()).toBe(picked.toISOString());
    expect(result.frontendCode).not.toMatch(/Please (enter your|pick a date) \d/);
  });

  it("leaves a named button alone: 'checkButton' on a booking page does not save", async () => {
    const req = ZGenerationRequest.parse({
      prompt: 'Pick a date and click the check button to see if the room is free to book.',
      outputType: 'velo',
      collections: [{ name: 'Bookings', fields: [{ id: 'date', type: 'date' }] }],
      elementIds: ['datePicker1', 'checkButton'],
    });
    const result = await engine.generate(req);
    expect(result.frontendCode).not.toContain('wixData.insert');
  });
});

const PRODUCTS = {
  name: 'Products',
  fields: [
    { id: 'name', type: 'text' },
    { id: 'category', type: 'text' },
    { id: 'price', type: 'number' },
    { id: 'image', type: 'image' },
  ],
};

/** A list whose elements all kept the editor's ids, described only by the prompt. */
const productList = (
  prompt: string,
  controls: { id: string; type: string }[],
  collection: { name: string; fields: { id: string; type: string }[] } = PRODUCTS,
  outputType: 'velo' | 'frontend_backend' = 'frontend_backend',
) =>
  ZGenerationRequest.parse({
    prompt,
    outputType,
    includeInstructions: true,
    collections: [collection],
    elementIds: ['repeater1', 'text1', 'text2', 'image1', ...controls.map((c) => c.id)],
    elementHierarchy: {
      elements: [
        { id: 'repeater1', type: 'repeater' },
        { id: 'text1', type: 'text', parentId: 'repeater1' },
        { id: 'text2', type: 'text', parentId: 'repeater1' },
        { id: 'image1', type: 'image', parentId: 'repeater1' },
        ...controls,
      ],
    },
  });

type Shown = { data: Record<string, unknown>[]; text: string; hidden: boolean };

describe('template engine: a default-id form beside a list', () => {
  const guestbook = (prompt: string) =>
    ZGenerationRequest.parse({
      prompt,
      outputType: 'frontend_backend',
      includeInstructions: true,
      collections: [
        {
          name: 'Messages',
          fields: [
            { id: 'name', type: 'text' },
            { id: 'message', type: 'text' },
          ],
        },
      ],
      elementIds: ['repeater1', 'text1', 'text2', 'input1', 'input2', 'button1', 'text3'],
      elementHierarchy: {
        elements: [
          { id: 'repeater1', type: 'repeater' },
          { id: 'text1', type: 'text', parentId: 'repeater1' },
          { id: 'text2', type: 'text', parentId: 'repeater1' },
          { id: 'input1', type: 'input' },
          { id: 'input2', type: 'input' },
          { id: 'button1', type: 'button' },
          { id: 'text3', type: 'text' },
        ],
      },
    });

  it('posts with the button the prompt names, confirms in the text it names, and lists the new item', async () => {
    const request = guestbook(
      "Guestbook page: repeater1 shows the messages (name, message), newest first. Visitors add a message with input1 (their name), input2 (the message) and button1 to post it; text3 says 'Thanks!' after posting.",
    );
    const { result, run } = await runGenerated(request, { itemsPerCollection: 2 });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const el = (id: string) => run.$w(`#${id}`) as unknown as Record<string, unknown>;
    el('input1')['value'] = 'Ada';
    el('input2')['value'] = 'Lovely site!';
    await run.fire('#button1', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Messages').eq('name', 'Ada').find();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ message: 'Lovely site!' });
    expect(el('text3')['text']).toBe('Thanks!');
    const shown = (el('repeater1')['data'] as { name: string }[]).map((m) => m.name);
    expect(shown).toContain('Ada');
    // The repeated texts follow the bracketed list: text1 the name, text2 the message.
    expect(result.frontendCode).toContain("$item('#text1').text = asText(item.name);");
    expect(result.frontendCode).toContain("$item('#text2').text = asText(item.message);");
  });

  it('leaves a default-id input the prompt gives another job out of the form', async () => {
    const result = await engine.generate(
      guestbook(
        'repeater1 shows the messages; input1 searches them by name. Visitors write in input2 and click button1 to post the message.',
      ),
    );
    expect(result.frontendCode).not.toMatch(/name: \$w\('#input1'\)/);
    expect(result.frontendCode).toContain("message: $w('#input2').value");
  });
});

describe('template engine: list controls of default ids', () => {
  it('wires the dropdown and the button the prompt describes, and fills repeated texts in the order it lists the fields', async () => {
    const request = productList(
      'Show the products in the repeater with name, price and image. Filter by category with the dropdown, search by name with the input, and a load more button at the bottom.',
      [
        { id: 'dropdown1', type: 'dropdown' },
        { id: 'input1', type: 'input' },
        { id: 'button1', type: 'button' },
      ],
    );
    const { result, run } = await runGenerated(request, {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (let n = 1; n <= 60; n++)
          void page.data.insert('Products', {
            name: `Product ${n}`,
            category: ['Tea', 'Coffee', 'Cups'][n % 3],
            price: 1000 + n,
          });
      },
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(run.errors).toEqual([]);
    const el = (id: string) => run.$w(`#${id}`) as unknown as Shown;
    const repeater = run.$w('#repeater1') as unknown as {
      forEachItem(cb: ($item: (s: string) => Shown, item: Record<string, unknown>) => void): void;
    };
    const prices: [string, string][] = [];
    repeater.forEachItem(($item, item) =>
      prices.push([$item('#text2').text, Number(item['price']).toLocaleString()]),
    );
    expect(prices.length).toBeGreaterThan(0);
    for (const [shown, price] of prices) expect(shown).toBe(price);
    // Load more: one page first, a second on the click.
    const size = Number(/const PRODUCTS_PAGE_SIZE = (\d+);/.exec(result.frontendCode)?.[1]);
    expect(size).toBeLessThan(30);
    expect(el('repeater1').data).toHaveLength(size);
    await run.fire('#button1', 'click');
    await run.settle();
    expect(el('repeater1').data).toHaveLength(2 * size);
    const dropdown = run.$w('#dropdown1') as unknown as {
      options: { value: string }[];
      value: string;
    };
    const category = dropdown.options.find((o) => o.value !== '')?.value ?? '';
    expect(dropdown.options.map((o) => o.value).sort()).toEqual(['', 'Coffee', 'Cups', 'Tea']);
    dropdown.value = category;
    await run.fire('#dropdown1', 'change');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(el('repeater1').data.length).toBeGreaterThan(0);
    expect(el('repeater1').data.every((p) => p['category'] === category)).toBe(true);
  });

  it('leaves default-id controls unwired when the prompt does not tell them apart', async () => {
    const { result } = await runGenerated(
      productList('Show the products. Use the buttons to sort by price and to load more.', [
        { id: 'button1', type: 'button' },
        { id: 'button2', type: 'button' },
        { id: 'button3', type: 'button' },
      ]),
    );
    expect(result.frontendCode).not.toMatch(/#button\d'\)\.onClick/);
  });

  it('takes the job the prompt gives an id by name: text1 = title, button1 loads 8 more', async () => {
    const request = productList(
      'repeater1 lists the Courses. text1 = course title, text2 = price, image1 = thumbnail. input1 searches by title, button1 loads 8 more.',
      [
        { id: 'input1', type: 'input' },
        { id: 'button1', type: 'button' },
      ],
      {
        name: 'Courses',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'price', type: 'number' },
          { id: 'thumbnail', type: 'image' },
        ],
      },
      'velo',
    );
    const { result, run } = await runGenerated(request, {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (let n = 1; n <= 20; n++)
          void page.data.insert('Courses', { title: `Course ${n}`, price: 10 * n });
      },
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const shown = () => (run.$w('#repeater1') as unknown as Shown).data;
    expect(shown()).toHaveLength(8);
    await run.fire('#button1', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(shown()).toHaveLength(16);
    expect(result.frontendCode).toContain("$item('#text1').text = asText(item.title);");
    expect(result.frontendCode).toContain("$item('#text2').text = formatNumber(item.price);");
  });
});

describe('template engine: repeated default-id texts named by field keys', () => {
  it.each([
    'Events page: repeater1 lists the events. text1 = title, text2 = eventDate, text3 = venue.',
    'Events page: repeater1 lists the events (title, eventDate, venue).',
  ])('shows the fields in the order the prompt writes their keys: %s', async (prompt) => {
    const result = await engine.generate(
      ZGenerationRequest.parse({
        ...{
          prompt:
            'Events page: repeater1 lists the events. text1 = title, text2 = eventDate, text3 = venue.',
          outputType: 'velo',
          includeInstructions: true,
          collections: [
            {
              name: 'Events',
              fields: [
                { id: 'title', type: 'text' },
                { id: 'venue', type: 'text' },
                { id: 'eventDate', type: 'date' },
              ],
            },
          ],
          elementIds: ['repeater1', 'text1', 'text2', 'text3'],
          elementHierarchy: {
            elements: [
              { id: 'repeater1', type: 'repeater' },
              { id: 'text1', type: 'text', parentId: 'repeater1' },
              { id: 'text2', type: 'text', parentId: 'repeater1' },
              { id: 'text3', type: 'text', parentId: 'repeater1' },
            ],
          },
        },
        prompt,
      }),
    );
    expect(result.frontendCode).toContain("$item('#text1').text = asText(item.title);");
    expect(result.frontendCode).toContain("$item('#text2').text = formatDate(item.eventDate);");
    expect(result.frontendCode).toContain("$item('#text3').text = asText(item.venue);");
  });
});

describe('template engine: default-id inputs told their job in their own clause', () => {
  it('saves input1 as the author and input3 as the comment, and searches with input2', async () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'Reviews page: repeater1 shows the reviews (author, comment). input1 for the author, input2 for searching reviews, button1 submits a review with input3 as the comment.',
      outputType: 'velo',
      includeInstructions: true,
      collections: [
        {
          name: 'Reviews',
          fields: [
            { id: 'author', type: 'text' },
            { id: 'comment', type: 'text' },
          ],
        },
      ],
      elementIds: ['repeater1', 'text1', 'text2', 'input1', 'input2', 'input3', 'button1'],
      elementHierarchy: {
        elements: [
          { id: 'repeater1', type: 'repeater' },
          { id: 'text1', type: 'text', parentId: 'repeater1' },
          { id: 'text2', type: 'text', parentId: 'repeater1' },
          { id: 'input1', type: 'input' },
          { id: 'input2', type: 'input' },
          { id: 'input3', type: 'input' },
          { id: 'button1', type: 'button' },
        ],
      },
    });
    const { result, run } = await runGenerated(request, { itemsPerCollection: 0 });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const set = (id: string, value: string) =>
      ((run.$w(`#${id}`) as unknown as { value: string }).value = value);
    set('input1', 'Ada');
    set('input3', 'Lovely mug');
    await run.fire('#button1', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Reviews').find();
    expect(items.map((r) => [r['author'], r['comment']])).toEqual([['Ada', 'Lovely mug']]);
    expect(result.frontendCode).toMatch(
      /async function searchReviews\(\) \{[^}]*\$w\('#input2'\)\.value\.trim\(\)/,
    );
  });
});
