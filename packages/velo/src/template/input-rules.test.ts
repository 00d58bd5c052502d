import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated, siteRequest, submitted } from './test-support';

/**
 * Rules the prompt gives single inputs beyond their type: a text's length ('at least 8
 * characters', 'at most 500'), a box that must be ticked, a number with one bound ('at least 1').
 * Submitted in the preview: a value breaking a rule is refused with its message and nothing is
 * stored, on the page and (with a web module) in the web method too.
 */

const registration = (outputType: 'velo' | 'frontend_backend') =>
  siteRequest(
    'Registration: usernameInput (at least 4 characters), emailInput (valid email), passwordInput (at least 8 characters), termsCheckbox must be checked. registerButton saves to Users (username, email) — do not store the password. Show the first problem in errorText.',
    {
      name: 'Users',
      fields: [
        ['username', 'text'],
        ['email', 'text'],
      ],
    },
    [
      { id: 'usernameInput', type: 'input' },
      { id: 'emailInput', type: 'input' },
      { id: 'passwordInput', type: 'input' },
      { id: 'termsCheckbox', type: 'checkbox' },
      { id: 'registerButton', type: 'button' },
      { id: 'errorText', type: 'text' },
    ],
    { outputType },
  );

const VALID = { username: 'adal', password: 'longenough', terms: true };

describe('template engine: rules on single inputs', () => {
  it.each([
    ['a short username', { username: 'ab' }, 'Username must be at least 4 characters.'],
    ['a short password', { password: '123' }, 'Password must be at least 8 characters.'],
    ['an empty password', { password: '' }, 'Please enter your password.'],
    ['the terms not ticked', { terms: false }, 'Please tick "Terms" to continue.'],
  ] as const)('refuses %s and says why', async (_, wrong, message) => {
    const values = { ...VALID, ...wrong };
    const { items, run } = await submitted(registration('velo'), 'registerButton', (set) => {
      set('usernameInput', 'value', values.username);
      set('emailInput', 'value', 'ada@example.com');
      set('passwordInput', 'value', values.password);
      set('termsCheckbox', 'checked', values.terms);
    });
    expect(items).toEqual([]);
    expect((run.$w('#errorText') as unknown as { text: string }).text).toBe(message);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'stores a registration that keeps every rule, without the password (%s)',
    async (outputType) => {
      const { items, result } = await submitted(
        registration(outputType),
        'registerButton',
        (set) => {
          set('usernameInput', 'value', VALID.username);
          set('emailInput', 'value', 'ada@example.com');
          set('passwordInput', 'value', VALID.password);
          set('termsCheckbox', 'checked', true);
        },
      );
      expect(items.map((i) => [i['username'], i['email'], i['password']])).toEqual([
        ['adal', 'ada@example.com', undefined],
      ]);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          "textArg(args.username, 'username', { required: true, minLength: 4, maxLength: 200 })",
        );
    },
  );

  it.each([
    ['2 characters', 'ok', 'Message must be at least 20 characters.'],
    ['501 characters', 'x'.repeat(501), 'Message must be at most 500 characters.'],
  ])('holds a message to its length: refuses %s', async (_, message, error) => {
    const { items, run } = await submitted(feedback, 'sendButton', (set) => {
      set('nameInput', 'value', 'Ada');
      set('messageBox', 'value', message);
    });
    expect(items).toEqual([]);
    expect((run.$w('#statusText') as unknown as { text: string }).text).toBe(error);
    expect((run.$w('#messageBox') as unknown as { maxLength: number }).maxLength).toBe(500);
  });

  it('keeps a box the prompt says must be ticked, in its own words, though it is not stored', async () => {
    const { items, run } = await submitted(newsletter, 'subscribeButton', (set) => {
      set('emailInput', 'value', 'a@b.co');
    });
    expect(items).toEqual([]);
    expect((run.$w('#errorText') as unknown as { text: string }).text).toBe(
      'Please tick the box to subscribe',
    );
  });

  it('refuses a quantity under its one bound, on the page and in the web method', async () => {
    const { items, run, result } = await submitted(order, 'orderButton', (set) => {
      set('productInput', 'value', 'Plaid');
      set('quantityInput', 'value', '-3');
    });
    expect(items).toEqual([]);
    expect((run.$w('#statusText') as unknown as { text: string }).text).toBe(
      'Quantity must be at least 1.',
    );
    expect(result.backendCode).toContain(
      "numberArg(args.quantity, 'quantity', { required: true, min: 1, whole: true })",
    );
  });

  it.each([
    ['0', 'Price must be more than 0.'],
    ['-5', 'Price must be more than 0.'],
  ])("refuses a price of %s when it 'must be more than 0'", async (price, message) => {
    const { items, run, result } = await submitted(listing, 'saveButton', (set) => {
      set('titleInput', 'value', 'Vase');
      set('priceInput', 'value', price);
    });
    expect(items).toEqual([]);
    expect((run.$w('#statusText') as unknown as { text: string }).text).toBe(message);
    expect(result.backendCode).toContain(
      "numberArg(args.price, 'price', { required: true, above: 0 })",
    );
  });

  it('saves a price just above 0', async () => {
    const { items } = await submitted(listing, 'saveButton', (set) => {
      set('titleInput', 'value', 'Cup');
      set('priceInput', 'value', '0.5');
    });
    expect(items.map((i) => i['price'])).toEqual([0.5]);
  });
});

const listing = siteRequest(
  'Listing form: titleInput and priceInput (must be more than 0). saveButton saves to Listings; show problems in statusText.',
  {
    name: 'Listings',
    fields: [
      ['title', 'text'],
      ['price', 'number'],
    ],
  },
  [
    { id: 'titleInput', type: 'input' },
    { id: 'priceInput', type: 'input' },
    { id: 'saveButton', type: 'button' },
    { id: 'statusText', type: 'text' },
  ],
);

const feedback = siteRequest(
  'Feedback form: nameInput and messageBox. The message must be at least 20 characters and at most 500. sendButton saves to Feedback; show problems in statusText.',
  {
    name: 'Feedback',
    fields: [
      ['name', 'text'],
      ['message', 'text'],
    ],
  },
  [
    { id: 'nameInput', type: 'input' },
    { id: 'messageBox', type: 'custom', customType: 'TextBox' },
    { id: 'sendButton', type: 'button' },
    { id: 'statusText', type: 'text' },
  ],
  { outputType: 'velo' },
);

const order = siteRequest(
  'Order form: productInput and quantityInput (a number, at least 1). orderButton saves to Orders; show problems in statusText.',
  {
    name: 'Orders',
    fields: [
      ['product', 'text'],
      ['quantity', 'number'],
    ],
  },
  [
    { id: 'productInput', type: 'input' },
    { id: 'quantityInput', type: 'input' },
    { id: 'orderButton', type: 'button' },
    { id: 'statusText', type: 'text' },
  ],
);

const newsletter = siteRequest(
  'Newsletter signup: emailInput and updatesCheckbox ("Send me the weekly letter"). subscribeButton saves the email to Subscribers, but only if updatesCheckbox is checked; otherwise show "Please tick the box to subscribe" in errorText.',
  { name: 'Subscribers', fields: [['email', 'text']] },
  [
    { id: 'emailInput', type: 'input' },
    { id: 'updatesCheckbox', type: 'checkbox' },
    { id: 'subscribeButton', type: 'button' },
    { id: 'errorText', type: 'text' },
  ],
  { outputType: 'velo' },
);

describe("template engine: a web address that 'must start with https://'", () => {
  it.each([
    ['http://example.com', 'Site must start with https://.'],
    ['https://example.com', ''],
  ])('%s', async (site, message) => {
    const { items, run, result } = await submitted(
      siteRequest(
        'Listing form: titleInput and siteInput (must start with https://). saveButton saves to Listings; show problems in statusText.',
        {
          name: 'Listings',
          fields: [
            ['title', 'text'],
            ['site', 'url'],
          ],
        },
        [
          { id: 'titleInput', type: 'input' },
          { id: 'siteInput', type: 'input' },
          { id: 'saveButton', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
      ),
      'saveButton',
      (set) => {
        set('titleInput', 'value', 'Mill');
        set('siteInput', 'value', site);
      },
    );
    expect(items).toHaveLength(message ? 0 : 1);
    if (message) expect((run.$w('#statusText') as unknown as { text: string }).text).toBe(message);
    expect(result.backendCode).toContain("urlArg(args.site, 'site', true, true)");
  });
});

describe("template engine: 'must be > 0, max 2 decimals'", () => {
  it('refuses 0 and takes a price above 2 (a precision is no bound)', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Sellers add a listing with titleInput and priceInput (must be > 0, max 2 decimals), addListingButton saves to Listings. Show listingMsg after.',
        { Listings: { title: 'text', price: 'number' } },
        [
          { id: 'titleInput', type: 'input' },
          { id: 'priceInput', type: 'input' },
          { id: 'addListingButton', type: 'button' },
          { id: 'listingMsg', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    const add = async (price: string) => {
      await run.setValue('#titleInput', 'Vase');
      await run.setValue('#priceInput', price);
      await run.fire('#addListingButton', 'click');
      await run.settle();
      return (run.$w('#listingMsg') as unknown as { text: string }).text;
    };
    expect(await add('0')).toBe('Price must be more than 0.');
    expect(await add('24.50')).not.toMatch(/must/);
    const { items } = await run.wixData.query('Listings').find();
    expect(items.map((l) => l['price'])).toEqual([24.5]);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "'Anyone can add food with foodNameInput, quantityInput (whole number 1-20)': both asked for, no fractions (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Anyone can add food with foodNameInput, quantityInput (whole number 1-20) and addFoodBtn -> FridgeItems. Show problems in foodMsg.',
          { FridgeItems: { foodName: 'text', quantity: 'number' } },
          [
            { id: 'foodNameInput', type: 'input' },
            { id: 'quantityInput', type: 'input' },
            { id: 'addFoodBtn', type: 'button' },
            { id: 'foodMsg', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const add = async (name: string, quantity: string) => {
        await run.setValue('#foodNameInput', name);
        await run.setValue('#quantityInput', quantity);
        await run.fire('#addFoodBtn', 'click');
        await run.settle();
        return (run.$w('#foodMsg') as unknown as { text: string }).text;
      };
      expect(await add('', '2')).toBe('Please enter your food name.');
      expect(await add('Milk', '2.5')).toBe('Quantity must be a whole number.');
      await add('Milk', '2');
      const { items } = await run.wixData.query('FridgeItems').find();
      expect(items.map((i) => [i['foodName'], i['quantity']])).toEqual([['Milk', 2]]);
      expect(run.errors).toEqual([]);
      // The web module refuses a fraction sent past the page too.
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          "numberArg(args.quantity, 'quantity', { required: true, min: 1, max: 20, whole: true })",
        );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "'more than 0 and less than 50 kg (show '…')': 50 is refused in the prompt's words (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Anglers log catches with #speciesInput, #weightInput and #submitBtn into Catches. Weight must be more than 0 and less than 50 kg (show 'Weight must be between 0 and 50 kg' in #errorText).",
          { Catches: { species: 'text', weight: 'number' } },
          [
            { id: 'speciesInput', type: 'input' },
            { id: 'weightInput', type: 'input' },
            { id: 'submitBtn', type: 'button' },
            { id: 'errorText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const add = async (weight: string) => {
        await run.setValue('#speciesInput', 'Pike');
        await run.setValue('#weightInput', weight);
        await run.fire('#submitBtn', 'click');
        await run.settle();
        return (run.$w('#errorText') as unknown as { text: string }).text;
      };
      expect(await add('50')).toBe('Weight must be between 0 and 50 kg');
      expect(await add('0')).toBe('Weight must be between 0 and 50 kg');
      await add('49.5');
      const { items } = await run.wixData.query('Catches').find();
      expect(items.map((i) => i['weight'])).toEqual([49.5]);
      expect(run.errors).toEqual([]);
      // The web module refuses 50 sent past the page too, and each bound is checked once.
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          "numberArg(args.weight, 'weight', { required: true, above: 0, below: 50 })",
        );
    },
  );

  it("names an input by its field when the id gives the field's first words ('dietaryInput')", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'RSVP form: nameInput and dietaryInput (required), rsvpBtn saves to Guests. Show problems in statusText.',
        { Guests: { name: 'text', dietaryNotes: 'text' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'dietaryInput', type: 'input' },
          { id: 'rsvpBtn', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    await run.setValue('#nameInput', 'Ann');
    await run.fire('#rsvpBtn', 'click');
    await run.settle();
    expect((run.$w('#statusText') as unknown as { text: string }).text).toBe(
      'Please enter your dietary notes.',
    );
  });
});
