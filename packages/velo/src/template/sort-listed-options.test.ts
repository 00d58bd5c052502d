import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 49, 4: 'Sort options in #sortDropdown: Price low to high, Price high to low, Newest year
 * first, Lowest mileage.' offered invented sorts (make, created date, year), and the web method
 * refused price and mileage. Options listed after a colon, unquoted, are the dropdown's.
 */

type Dropdown = { options: { label: string; value: string }[] };

describe('template engine: sort options listed without quotes', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'offers and applies the listed sorts (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Show the Cars in #carsRepeater with make. Sort options in #sortDropdown: Price low to high, Price high to low, Newest year first, Lowest mileage.',
          { Cars: { make: 'text', year: 'number', mileage: 'number', price: 'number' } },
          [
            { id: 'sortDropdown', type: 'dropdown' },
            { id: 'carsRepeater', type: 'repeater' },
            { id: 'carTitle', type: 'text', parentId: 'carsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Cars', {
              make: 'Audi',
              year: 2019,
              mileage: 9000,
              price: 30000,
            });
            void page.data.insert('Cars', {
              make: 'Fiat',
              year: 2022,
              mileage: 1000,
              price: 12000,
            });
            void page.data.insert('Cars', { make: 'Kia', year: 2015, mileage: 50000, price: 8000 });
          },
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect((run.$w('#sortDropdown') as unknown as Dropdown).options.map((o) => o.label)).toEqual([
        'Price low to high',
        'Price high to low',
        'Newest year first',
        'Lowest mileage',
      ]);
      const sorted = async (label: string) => {
        const option = (run.$w('#sortDropdown') as unknown as Dropdown).options.find(
          (o) => o.label === label,
        );
        await run.setValue('#sortDropdown', option?.value ?? '');
        await run.settle();
        return repeatedTexts(run, 'carsRepeater', 'carTitle');
      };
      expect(await sorted('Lowest mileage')).toEqual(['Fiat', 'Audi', 'Kia']);
      expect(await sorted('Price high to low')).toEqual(['Audi', 'Fiat', 'Kia']);
      expect(await sorted('Newest year first')).toEqual(['Fiat', 'Audi', 'Kia']);
      expect(run.errors).toEqual([]);
    },
  );
});
