import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 20, 16: 'Refresh the table every 30 seconds'. Before, the words were dropped and the
 * table showed the prices of the moment the page opened.
 */

describe('template engine: a list that loads again on a timer', () => {
  it('shows a price changed in the CMS once 30 seconds have passed', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Stock watchlist. stocksTable shows Stocks with symbol and price. sectorDropdown filters by sector. Refresh the table every 30 seconds.',
        { Stocks: { symbol: 'text', sector: 'text', price: 'number' } },
        [
          { id: 'stocksTable', type: 'table' },
          { id: 'sectorDropdown', type: 'dropdown' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('Stocks', {
            _id: 'acme',
            symbol: 'ACME',
            sector: 'Tech',
            price: 10,
          });
        },
      },
    );
    expect(result.frontendCode).toContain('setInterval(() => loadStocks(), 30000);');
    const rows = () => (run.$w('#stocksTable') as unknown as { rows: { price: number }[] }).rows;
    expect(rows().map((r) => r.price)).toEqual([10]);
    const acme = await run.wixData.get('Stocks', 'acme');
    await run.wixData.update('Stocks', { ...acme, price: 12 });
    const start = run.clock.elapsed;
    while (run.clock.elapsed - start < 30_000)
      await run.clock.drive(new Promise((r) => run.clock.setTimeout(r, 1000)));
    await run.settle();
    expect(rows().map((r) => r.price)).toEqual([12]);
    expect(run.errors).toEqual([]);
  });
});
