import { ZGenerationRequest, type TGenerationRequestInput } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { generate } from './test-support';

/** What an element's id tells the template engine about its role (found in an output review). */

type Element = { id: string; type: string; parentId?: string };

const request = (prompt: string, input: Partial<TGenerationRequestInput>, elements: Element[]) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'frontend_backend',
    includeInstructions: true,
    ...input,
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });

const contactForm = (messageId: string) =>
  request(
    'A contact form: name and email are required. Save to Inquiries and show a success message.',
    {
      collections: [
        {
          name: 'Inquiries',
          fields: [
            { id: 'fullName', type: 'text' },
            { id: 'email', type: 'text' },
          ],
        },
      ],
    },
    [
      { id: 'contactForm', type: 'form' },
      { id: 'nameInput', type: 'input', parentId: 'contactForm' },
      { id: 'emailInput', type: 'input', parentId: 'contactForm' },
      { id: 'submitButton', type: 'button', parentId: 'contactForm' },
      { id: messageId, type: 'text', parentId: 'contactForm' },
    ],
  );

describe('template engine: element roles read from ids', () => {
  it.each(['statusLabel', 'errorLabel', 'successTitle'])(
    "shows a form's outcome in '%s', a status text whatever its last word",
    (id) => {
      const { pieces } = generate(contactForm(id));
      expect(pieces.frontendCode).toContain(`$w('#${id}').text = message;`);
    },
  );

  it("shows a form's outcome in a text whose id ends in 'Message', not in the console", () => {
    const { pieces } = generate(contactForm('formMessage'));
    expect(pieces.frontendCode).toContain("$w('#formMessage').text = message;");
    expect(pieces.frontendCode).toMatch(/showStatus\('Thanks!/);
    expect(pieces.frontendCode).not.toMatch(/console\.log\('Thanks!/);
  });

  it.each(['welcomeMessage', 'messageLabel'])(
    'keeps %s as content, not as the status line',
    (id) => {
      const { pieces } = generate(contactForm(id));
      expect(pieces.frontendCode).not.toContain(`$w('#${id}').text = message;`);
    },
  );

  it("binds a repeater's date text to the date field, not to the next free text field", () => {
    const { pieces } = generate(
      request(
        'List recipes in a repeater with the date added.',
        {
          collections: [
            {
              name: 'Recipes',
              fields: [
                { id: 'title', type: 'text' },
                { id: 'cuisine', type: 'text' },
                { id: 'addedOn', type: 'date' },
              ],
            },
          ],
        },
        [
          { id: 'recipesRepeater', type: 'repeater' },
          { id: 'recipeTitle', type: 'text', parentId: 'recipesRepeater' },
          { id: 'recipeDate', type: 'text', parentId: 'recipesRepeater' },
        ],
      ),
    );
    expect(pieces.frontendCode).toContain("$item('#recipeDate').text = formatDate(item.addedOn);");
    expect(pieces.frontendCode).not.toContain('item.cuisine');
  });
});

describe('template engine: greetings and page indicators are not status lines', () => {
  const products: Partial<TGenerationRequestInput> = {
    collections: [
      {
        name: 'Products',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'price', type: 'number' },
        ],
      },
    ],
  };

  it("keeps 'pageInfoText' showing the page ('Page 1 of 5') instead of hiding it as a status", () => {
    const { pieces } = generate(
      request(
        "Products in the table with next and previous pages and a 'Page 1 of 5' text.",
        products,
        [
          { id: 'productsTable', type: 'table' },
          { id: 'prevPageBtn', type: 'button' },
          { id: 'nextPageBtn', type: 'button' },
          { id: 'pageInfoText', type: 'text' },
        ],
      ),
    );
    expect(pieces.frontendCode).toContain("$w('#pageInfoText').text = `Page");
    expect(pieces.frontendCode).not.toContain("$w('#pageInfoText').hide();");
  });

  it("keeps 'welcomeMsg' for the member's greeting, not the error line", () => {
    const { pieces } = generate(
      request(
        'Members only: logged-in members see their own orders in the repeater and a welcome message with their name.',
        {
          collections: [{ name: 'Orders', fields: [{ id: 'orderNumber', type: 'text' }] }],
        },
        [
          { id: 'welcomeMsg', type: 'text' },
          { id: 'ordersRepeater', type: 'repeater' },
          { id: 'orderNumberText', type: 'text', parentId: 'ordersRepeater' },
        ],
      ),
    );
    expect(pieces.frontendCode).toContain("$w('#welcomeMsg').text = `Welcome");
    expect(pieces.frontendCode).not.toMatch(/#welcomeMsg'\)\.text = message/);
  });
});

describe('template engine: buttons that go somewhere do not submit', () => {
  it("sends the form from 'registerButton', not from 'contactTabButton' beside it", () => {
    const { pieces } = generate(
      request(
        'Registration form: name and email, saved to Registrations.',
        {
          collections: [
            {
              name: 'Registrations',
              fields: [
                { id: 'fullName', type: 'text' },
                { id: 'email', type: 'text' },
              ],
            },
          ],
        },
        [
          { id: 'registerForm', type: 'form' },
          { id: 'contactTabButton', type: 'button', parentId: 'registerForm' },
          { id: 'nameInput', type: 'input', parentId: 'registerForm' },
          { id: 'emailInput', type: 'input', parentId: 'registerForm' },
          { id: 'registerButton', type: 'button', parentId: 'registerForm' },
        ],
      ),
    );
    expect(pieces.frontendCode).toContain("$w('#registerButton').onClick(async () => {");
    expect(pieces.frontendCode).not.toContain("$w('#contactTabButton').onClick(async () => {");
  });

  it.each(['saveMenuItemButton', 'pageSubmitButton'])(
    "still sends the form from '%s'",
    (buttonId) => {
      const { pieces } = generate(
        request(
          'Admin page to add dishes: name and price, saved to MenuItems.',
          {
            collections: [
              {
                name: 'MenuItems',
                fields: [
                  { id: 'name', type: 'text' },
                  { id: 'price', type: 'number' },
                ],
              },
            ],
          },
          [
            { id: 'nameInput', type: 'input' },
            { id: 'priceInput', type: 'input' },
            { id: buttonId, type: 'button' },
          ],
        ),
      );
      expect(pieces.frontendCode).toContain(`$w('#${buttonId}').onClick(async () => {`);
    },
  );
});
