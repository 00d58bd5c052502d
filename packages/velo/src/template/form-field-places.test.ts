import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Form inputs whose id names no field by its words (review 15): '#fieldDropdown' for the field
 * `field`, and '#cakeDropdown' between the name and quantity inputs of a form that 'saves to
 * Preorders (name, email, product, quantity)'. Before, neither value was saved.
 */

describe('template engine: inputs matched by their key or their place', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the dropdowns into field and product (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          [
            'Order form:',
            '#customerName - required',
            '#customerEmail - required',
            '#cakeDropdown (Sourdough, Croissants)',
            '#fieldDropdown (Engineering, Arts)',
            '#qtyInput - number',
            '#placeOrderBtn - saves to Preorders (name, email, product, field, quantity)',
          ].join('\n'),
          {
            Preorders: {
              name: 'text',
              email: 'text',
              product: 'text',
              field: 'text',
              quantity: 'number',
            },
          },
          [
            { id: 'customerName', type: 'input' },
            { id: 'customerEmail', type: 'input' },
            { id: 'cakeDropdown', type: 'dropdown' },
            { id: 'fieldDropdown', type: 'dropdown' },
            { id: 'qtyInput', type: 'input' },
            { id: 'placeOrderBtn', type: 'button' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#customerName', 'Kim');
      await run.setValue('#customerEmail', 'kim@example.com');
      await run.setValue('#cakeDropdown', 'Croissants');
      await run.setValue('#fieldDropdown', 'Arts');
      await run.setValue('#qtyInput', '2');
      await run.fire('#placeOrderBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Preorders').find();
      expect(items.map((i) => [i['name'], i['product'], i['field'], i['quantity']])).toEqual([
        ['Kim', 'Croissants', 'Arts', 2],
      ]);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'a field given a value in the save list is not an input’s: the slot is picked, the status fixed (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'petInput is the pet name. timeDropdown has 09:00, 11:00. bookBtn saves to Bookings with petName, slot and status "requested".',
          { Bookings: { petName: 'text', slot: 'text', status: 'text' } },
          [
            { id: 'petInput', type: 'input' },
            { id: 'timeDropdown', type: 'dropdown' },
            { id: 'bookBtn', type: 'button' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#petInput', 'Bella');
      await run.setValue('#timeDropdown', '11:00');
      await run.fire('#bookBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Bookings').find();
      expect(items.map((i) => [i['petName'], i['slot'], i['status']])).toEqual([
        ['Bella', '11:00', 'requested'],
      ]);
    },
  );

  it.each([
    'bookBtn saves to Bookings with petName, slot and status "requested".',
    'bookBtn saves to Bookings with the slot reference and status "requested".',
  ])('a value after two fields is the last one’s, when no input fills either: %s', async (rule) => {
    const { run } = await runGenerated(
      pageRequest(
        `petInput is the pet name. ${rule}`,
        { Bookings: { petName: 'text', slot: 'text', status: 'text' } },
        [
          { id: 'petInput', type: 'input' },
          { id: 'bookBtn', type: 'button' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    await run.setValue('#petInput', 'Bella');
    await run.fire('#bookBtn', 'click');
    await run.settle();
    const { items } = await run.wixData.query('Bookings').find();
    expect(items.map((i) => [i['petName'], i['slot'] ?? null, i['status']])).toEqual([
      ['Bella', null, 'requested'],
    ]);
  });
});
