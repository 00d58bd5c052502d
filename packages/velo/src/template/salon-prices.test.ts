import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 11's salon price list. Before: 'Switch #promoSwitch: when on, only show services where
 * onPromotion is true' kept the table to promotions for good (the switch's id names no field, so
 * the condition was read as the list's), and '#categoryDropdown filters the category (Hair,
 * Nails, Skin, Massage)' took its choices from the data.
 */

type Table = { rows: { service: string }[] };

describe('template engine: a price table with a promotions switch', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows every service until the switch is on, and lists the said categories (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Salon price list: table #servicesTable with columns service, duration, price. Data from SalonServices. #categoryDropdown filters the category (Hair, Nails, Skin, Massage). Switch #promoSwitch: when on, only show services where onPromotion is true.',
          {
            SalonServices: {
              service: 'text',
              category: 'text',
              duration: 'number',
              price: 'number',
              onPromotion: 'boolean',
            },
          },
          [
            { id: 'categoryDropdown', type: 'dropdown' },
            { id: 'promoSwitch', type: 'custom', customType: 'Switch' },
            { id: 'servicesTable', type: 'table' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun(page) {
            void page.data.insert('SalonServices', { service: 'Cut', category: 'Hair' });
            void page.data.insert('SalonServices', {
              service: 'Gel',
              category: 'Nails',
              onPromotion: true,
            });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const table = run.$w('#servicesTable') as unknown as Table;
      expect(table.rows.map((r) => r.service).sort()).toEqual(['Cut', 'Gel']);
      await run.setValue('#promoSwitch', true);
      expect(run.errors).toEqual([]);
      expect(table.rows.map((r) => r.service)).toEqual(['Gel']);
      const dropdown = run.$w('#categoryDropdown') as unknown as { options: { label: string }[] };
      expect(dropdown.options.map((o) => o.label)).toEqual([
        'All',
        'Hair',
        'Nails',
        'Skin',
        'Massage',
      ]);
    },
  );
});
