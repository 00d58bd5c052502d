import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * A public order form whose orders only admins may read (review 15's bakery: 'Orders contain
 * customer emails so nobody except site admins may read the Preorders collection', and a '#totalText
 * - live total … updating when product or qty changes'). Before, 'nobody except' was not read,
 * the live total became a sum of every order, and that made the orders readable by anyone;
 * 'Only admins may read the Preorders collection' (capitalised) made the form admins-only too.
 */

const bakery = (rule: string, outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    `Bakery pre-order form, visitors need no account. #customerName and #qtyInput (number). #totalText - live total "Total: $X" updating when qty changes. #placeOrderBtn saves to Preorders. ${rule}`,
    { Preorders: { name: 'text', email: 'text', quantity: 'number' } },
    [
      { id: 'customerName', type: 'input' },
      { id: 'qtyInput', type: 'input' },
      { id: 'totalText', type: 'text' },
      { id: 'placeOrderBtn', type: 'button' },
    ],
    outputType,
  );

describe('template engine: a public form whose items only admins read', () => {
  it.each([
    [
      'Orders contain customer emails so nobody except site admins may read the Preorders collection.',
      'velo',
    ],
    [
      'Orders contain customer emails so nobody except site admins may read the Preorders collection.',
      'frontend_backend',
    ],
    ['Only admins may read the Preorders collection.', 'velo'],
  ] as const)(
    'keeps reading for admins and lets visitors order: %s (%s)',
    async (rule, outputType) => {
      const { result, run } = await runGenerated(bakery(rule, outputType), {
        itemsPerCollection: 0,
      });
      const permissions = permissionsOf(result.instructions, 'Preorders');
      expect(permissions).toMatch(/only admins can view/);
      expect(permissions).not.toMatch(/anyone can view/);
      expect(`${result.frontendCode}${result.backendCode}`).not.toContain("aggregate('Preorders')");
      await run.setValue('#customerName', 'Kim');
      await run.setValue('#qtyInput', '2');
      await run.fire('#placeOrderBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Preorders').find();
      expect(items.map((i) => [i['name'], i['quantity']])).toEqual([['Kim', 2]]);
    },
  );
});
