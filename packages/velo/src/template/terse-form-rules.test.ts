import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Rules written tersely (review 18, 15-17): 'dont allow duplicate emails', 'saves to Reservations
 * with status Pending' (unquoted), 'lowStockText shows how many products have stock under 5'.
 * Before, the same email was saved twice, reservations were saved without a status, and the
 * low-stock count counted every product. Run in the preview.
 */

describe('template engine: terse rules of forms and figures', () => {
  // Page-only code cannot see every subscriber to check: the web method does.
  it.each(['frontend_backend'] as const)(
    "refuses an email already subscribed when told 'dont allow duplicate emails' (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'footer newsletter signup: emailInput and subscribeButton, add to Subscribers collection, dont allow duplicate emails. show msgText.',
          { Subscribers: { email: 'text' } },
          [
            { id: 'emailInput', type: 'input' },
            { id: 'subscribeButton', type: 'button' },
            { id: 'msgText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      for (let sent = 0; sent < 2; sent++) {
        await run.setValue('#emailInput', 'ada@example.com');
        await run.fire('#subscribeButton', 'click');
        await run.settle();
      }
      expect((await run.wixData.query('Subscribers').find()).items).toHaveLength(1);
      expect((run.$w('#msgText') as unknown as { text: string }).text).toBe(
        'This email is already registered.',
      );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "saves 'with status Pending' unquoted as the reservation's status (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Restaurant reservation form, no login needed. guestNameInput, phoneInput, datePicker (use dateInput), partySizeInput, reserveButton -> saves to Reservations with status Pending. show confirmation in confirmText. Staff will confirm later from the back office.',
          {
            Reservations: {
              guestName: 'text',
              phone: 'text',
              date: 'date',
              partySize: 'number',
              status: 'text',
            },
          },
          [
            { id: 'guestNameInput', type: 'input' },
            { id: 'phoneInput', type: 'input' },
            { id: 'dateInput', type: 'input' },
            { id: 'partySizeInput', type: 'input' },
            { id: 'reserveButton', type: 'button' },
            { id: 'confirmText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      await run.setValue('#guestNameInput', 'Ada');
      await run.setValue('#phoneInput', '5551234');
      await run.setValue('#dateInput', tomorrow);
      await run.setValue('#partySizeInput', '4');
      await run.fire('#reserveButton', 'click');
      await run.settle();
      const saved = (await run.wixData.query('Reservations').find()).items;
      expect(saved.map((r) => [r['guestName'], r['status']])).toEqual([['Ada', 'Pending']]);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'counts only the products with stock under 5 in lowStockText (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Store admin inventory page - only admins. inventoryTable lists all Products (name, sku, stock, price). Add product form: nameInput, skuInput, stockInput, priceInput, addProductButton inserts into Products. lowStockText shows how many products have stock under 5.',
          { Products: { name: 'text', sku: 'text', stock: 'number', price: 'number' } },
          [
            { id: 'inventoryTable', type: 'table' },
            { id: 'nameInput', type: 'input' },
            { id: 'skuInput', type: 'input' },
            { id: 'stockInput', type: 'input' },
            { id: 'priceInput', type: 'input' },
            { id: 'addProductButton', type: 'button' },
            { id: 'lowStockText', type: 'text' },
          ],
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [name, stock] of [
              ['Mug', 2],
              ['Cap', 4],
              ['Tee', 5],
              ['Bag', 30],
            ] as const)
              void page.data.insert('Products', { name, sku: name, stock, price: 10 });
          },
        },
      );
      expect((run.$w('#lowStockText') as unknown as { text: string }).text).toBe('2');
      expect(result.instructions).toContain(
        '`lowStockText` shows the number of items of the products whose stock < 5.',
      );
    },
  );
});
