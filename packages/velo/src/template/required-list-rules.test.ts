import { describe, expect, it } from 'vitest';

import { pageRequest, submitted } from './test-support';

/**
 * Review 28's plumber: 'Name, phone and description are required and phone must be at least 10
 * digits' asked for the address too, and took 6 digits as a phone. The list says which inputs are
 * required, and the phone needs its 10 digits on the page and in the web method.
 */

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Quote request form. Customer fills in name (#nameInput), phone (#phoneInput), address (#addressInput) and a description of the problem (#problemBox). Name, phone and description are required and phone must be at least 10 digits. When they click #submitQuote save it to QuoteRequests and show #thanksText.',
    { QuoteRequests: { name: 'text', phone: 'text', address: 'text', description: 'text' } },
    [
      { id: 'nameInput', type: 'input' },
      { id: 'phoneInput', type: 'input' },
      { id: 'addressInput', type: 'input' },
      { id: 'problemBox', type: 'textarea' },
      { id: 'submitQuote', type: 'button' },
      { id: 'thanksText', type: 'text' },
    ],
    outputType,
  );

describe('template engine: the inputs a required list names, and a phone’s digits', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves without an address, and refuses a phone of 9 digits (%s)',
    async (outputType) => {
      const send = (phone: string) =>
        submitted(request(outputType), 'submitQuote', (set) => {
          set('nameInput', 'value', 'Ann');
          set('phoneInput', 'value', phone);
          set('problemBox', 'value', 'Leaking tap');
        });
      const short = await send('555 123 45');
      expect(short.items).toEqual([]);
      expect((short.run.$w('#thanksText') as unknown as { text: string }).text).toBe(
        'Please enter at least 10 digits for phone.',
      );
      const { items } = await send('555 123 4567');
      expect(items.map((i) => [i['name'], i['address'] ?? ''])).toEqual([['Ann', '']]);
      if (outputType === 'frontend_backend')
        expect(short.result.backendCode).toContain("phoneArg(args.phone, 'phone', true, 10)");
    },
  );
});
