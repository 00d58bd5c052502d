import { describe, expect, it } from 'vitest';

import { siteRequest, submitted } from './test-support';

/**
 * Addresses in forms: an Address Input's value is an Address object (only `formatted` when typed
 * freely, the parts and the location when a Google suggestion is picked), stored as is in an
 * Address field or as its formatted text in a Text field; typed into a text input, it is an
 * Address with only its formatted text. Each form is submitted in the preview runtime.
 */

const store =
  (addressField: string, addressElement: { type: string; customType?: string }) =>
  (outputType: 'velo' | 'frontend_backend') =>
    siteRequest(
      'Store signup: store owners add their store with the name and address. Save to Stores.',
      {
        name: 'Stores',
        fields: [
          ['name', 'text'],
          ['address', addressField],
        ],
      },
      [
        { id: 'storeForm', type: 'form' },
        { id: 'nameInput', type: 'input', parentId: 'storeForm' },
        { id: 'addressInput', ...addressElement, parentId: 'storeForm' },
        { id: 'submitButton', type: 'button', parentId: 'storeForm' },
        { id: 'statusText', type: 'text', parentId: 'storeForm' },
      ],
      { outputType },
    );

const picked = {
  formatted: '1 Main St, Springfield, IL 62701, USA',
  city: 'Springfield',
  country: 'US',
  location: { latitude: 39.8, longitude: -89.6 },
  streetAddress: { number: '1', name: 'Main St' },
};

describe('template engine: addresses in forms', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "stores an Address Input's address in an Address field, and asks for a missing one (%s)",
    async (outputType) => {
      const request = store('address', { type: 'custom', customType: 'AddressInput' })(outputType);
      const empty = await submitted(request, 'submitButton', (set) =>
        set('nameInput', 'value', 'Corner Shop'),
      );
      expect(empty.items).toEqual([]);
      expect(empty.result.frontendCode).toContain("return 'Please enter an address.';");
      const { items, result } = await submitted(request, 'submitButton', (set) => {
        set('nameInput', 'value', 'Corner Shop');
        set('addressInput', 'value', picked);
      });
      expect(items).toHaveLength(1);
      expect(items[0]?.['address']).toEqual(picked);
      expect(result.instructions).toContain('Address Input, ID `addressInput`, inside `storeForm`');
      expect(result.instructions).not.toContain(
        "`addressInput`, inside `storeForm` (the code doesn't",
      );
    },
  );

  it('keeps only the parts of an address the web method knows', async () => {
    const request = store('address', { type: 'custom', customType: 'AddressInput' })(
      'frontend_backend',
    );
    const { items } = await submitted(request, 'submitButton', (set) => {
      set('nameInput', 'value', 'Corner Shop');
      set('addressInput', 'value', { formatted: 'Somewhere 5', notes: 'x'.repeat(5000) });
    });
    expect(items[0]?.['address']).toEqual({ formatted: 'Somewhere 5' });
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'stores the formatted text in a Text field, and a typed address as an Address (%s)',
    async (outputType) => {
      const asText = await submitted(
        store('text', { type: 'custom', customType: 'AddressInput' })(outputType),
        'submitButton',
        (set) => {
          set('nameInput', 'value', 'Corner Shop');
          set('addressInput', 'value', picked);
        },
      );
      expect(asText.items[0]?.['address']).toBe(picked.formatted);
      const typed = await submitted(
        store('address', { type: 'input' })(outputType),
        'submitButton',
        (set) => {
          set('nameInput', 'value', 'Corner Shop');
          set('addressInput', 'value', ' 2 High St ');
        },
      );
      expect(typed.items[0]?.['address']).toEqual({ formatted: '2 High St' });
    },
  );
});
