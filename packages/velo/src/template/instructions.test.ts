import { ZGenerationRequest, type TGenerationRequestInput } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { parsedSites } from '../fixtures/sites';
import { generate, permissionsOf } from './test-support';

/** Setup steps that must say what the generated code does (found in an output review). */

const request = (input: Partial<TGenerationRequestInput>) =>
  ZGenerationRequest.parse({
    collections: [],
    elementIds: [],
    includeInstructions: true,
    ...input,
  });

describe('template engine: setup instructions follow the code', () => {
  it("asks for read permission on a collection the backend's readers query", () => {
    const { pieces } = generate(
      request({
        prompt: 'Backend web module: return the orders, newest first.',
        outputType: 'backend',
        collections: [
          {
            name: 'Orders',
            fields: [
              { id: 'customerName', type: 'text' },
              { id: 'placedAt', type: 'date' },
            ],
          },
        ],
      }),
    );
    expect(pieces.backendCode).toContain("wixData.query('Orders')");
    expect(permissionsOf(pieces.instructions, 'Orders')).toContain('anyone can view content');
  });

  it("sets each collection's permissions apart from its last field, as Markdown reads it", () => {
    for (const { name, request: site } of parsedSites()) {
      const { pieces } = generate({ ...site, includeInstructions: true });
      // A line right under a bullet continues that bullet in rendered Markdown.
      expect(pieces.instructions, name).not.toMatch(/^ {3}- .*\n {3}Permissions:/m);
      if (site.collections.length > 0)
        expect(pieces.instructions, name).toMatch(/\n\n {3}Permissions: /);
    }
  });

  it('counts the items of a collection named in the singular as items', () => {
    const elements = [
      { id: 'teamRepeater', type: 'repeater' as const },
      { id: 'memberName', type: 'text' as const, parentId: 'teamRepeater' },
    ];
    const { pieces } = generate(
      request({
        prompt: 'Show the team in a repeater.',
        outputType: 'velo',
        collections: [{ name: 'Team', fields: [{ id: 'name', type: 'text' }] }],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      }),
    );
    expect(pieces.instructions).toMatch(/`teamRepeater` shows up to \d+ team items\./);
  });

  it('wires a remove button in each item to delete it, and opens no item page', () => {
    const elements = [
      { id: 'wishlistRepeater', type: 'repeater' as const },
      { id: 'itemName', type: 'text' as const, parentId: 'wishlistRepeater' },
      { id: 'removeButton', type: 'button' as const, parentId: 'wishlistRepeater' },
    ];
    const { pieces } = generate(
      request({
        prompt:
          'Show the wishlist items in a repeater. Each item has a remove button that deletes it.',
        outputType: 'velo',
        collections: [{ name: 'Wishlist', fields: [{ id: 'name', type: 'text' }] }],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      }),
    );
    expect(pieces.frontendCode).toContain("await wixData.remove('Wishlist', item._id);");
    expect(pieces.frontendCode).not.toContain('wixLocation');
    expect(pieces.instructions).toContain(
      'Button, ID `removeButton`, inside the item of `wishlistRepeater` (shown only to site admins: the code collapses it in each item for everyone else)\n',
    );
    expect(pieces.instructions).toContain(
      'Text, ID `itemName`, inside the item of `wishlistRepeater`\n',
    );
    expect(pieces.instructions).not.toContain('item page');
  });

  it('says a heading the code does not touch keeps the text the user writes', () => {
    const { pieces } = generate(
      request({
        prompt: 'Show the team in a repeater.',
        outputType: 'velo',
        collections: [{ name: 'Team', fields: [{ id: 'name', type: 'text' }] }],
        elementIds: ['pageHeading', 'teamRepeater'],
      }),
    );
    expect(pieces.instructions).toContain(
      'Text, ID `pageHeading` (the code leaves its text as you write it)',
    );
  });

  it("counts the user's own selectors in any quotes as uses (reference code as a template)", () => {
    const { pieces } = generate(
      request({
        prompt: 'Newsletter signup: save the email to Subscribers and show a thank-you message.',
        outputType: 'velo',
        collections: [{ name: 'Subscribers', fields: [{ id: 'email', type: 'text' }] }],
        elementIds: ['emailInput', 'subscribeButton', 'statusText', 'promoBanner', 'footerNote'],
        referenceCode: '$w.onReady(() => {\n  $w("#promoBanner").text = "Welcome";\n});\n',
        referenceCodeUsage: 'template',
      }),
    );
    expect(pieces.frontendCode).toContain('$w("#promoBanner")');
    expect(pieces.instructions).not.toMatch(/`promoBanner`[^\n]*doesn't use it/);
    expect(pieces.instructions).toMatch(/`footerNote`[^\n]*\(the code doesn't use it\)/);
  });

  it('promises a lightbox context only when the code passes one', () => {
    const page = generate(
      request({
        prompt: 'A "Book a call" button opens the lightbox named "BookingPopup".',
        outputType: 'velo',
        elementIds: ['bookButton'],
        elementHierarchy: { elements: [{ id: 'bookButton', type: 'button' }] },
      }),
    ).pieces;
    expect(page.frontendCode).toContain("openLightbox('BookingPopup');");
    expect(page.instructions).toContain('**Create the lightbox "BookingPopup".**');
    expect(page.instructions).not.toContain('getContext()');

    const site = parsedSites().find((s) => s.name === 'team-page');
    if (!site) throw new Error('no fixture team-page');
    const team = generate({
      ...site.request,
      outputType: 'velo',
      includeInstructions: true,
    }).pieces;
    expect(team.frontendCode).toContain("openLightbox('Member Profile', item);");
    expect(team.instructions).toContain(
      '`wixWindowFrontend.lightbox.getContext()` returns the item',
    );
  });

  it('promises no code filling a list or its choices when the output has no page code', () => {
    const { pieces } = generate(
      request({
        prompt: 'A pricing page: the plans in the table, filtered by the billing dropdown.',
        outputType: 'html',
        collections: [
          {
            name: 'Plans',
            fields: [
              { id: 'name', type: 'text' },
              { id: 'billing', type: 'text' },
            ],
          },
        ],
        elementIds: ['plansTable', 'billingDropdown'],
        elementHierarchy: {
          elements: [
            { id: 'plansTable', type: 'table' },
            { id: 'billingDropdown', type: 'dropdown' },
          ],
        },
      }),
    );
    expect(pieces.frontendCode).toBe('');
    expect(pieces.instructions).toContain('Table, ID `plansTable`');
    expect(pieces.instructions).not.toContain('the code fills it');
    expect(pieces.instructions).not.toContain('its choices are filled by the code');
  });
});
