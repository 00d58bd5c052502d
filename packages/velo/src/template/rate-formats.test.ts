import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Each text shows the field its clause names ('#kayakPrice shows the daily rate', '#guideRate
 * shows guideFee'), even where its id's words name another (price ~ fee, rate), and a rate keeps
 * the unit of its example ('$12.00 / day', '€450 per week', '$45/hr'). Run in the preview.
 */

const PROMPT =
  'List all Kayaks in #kayakRepeater: #kayakName (name), #kayakPrice shows the daily rate like "$12.00 / day", #kayakDeposit (deposit, e.g. €450 per week), #kayakAge shows age like "2 years", #guideRate shows guideFee like "$45/hr".';

describe('template engine: rates and the fields their clauses name', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows each rate of each kayak with its unit (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Kayaks: {
              name: 'text',
              dailyRate: 'number',
              deposit: 'number',
              age: 'number',
              guideFee: 'number',
            },
          },
          [
            { id: 'kayakRepeater', type: 'repeater' },
            ...['kayakName', 'kayakPrice', 'kayakDeposit', 'kayakAge', 'guideRate'].map((id) => ({
              id,
              type: 'text',
              parentId: 'kayakRepeater',
            })),
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun(page) {
            void page.data.insert('Kayaks', {
              name: 'Sea Breeze',
              dailyRate: 12,
              deposit: 450,
              age: 2,
              guideFee: 45,
            });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const shown = (id: string) => repeatedTexts(run, 'kayakRepeater', id);
      expect(shown('kayakPrice')).toEqual(['$12.00 / day']);
      expect(shown('kayakDeposit')).toEqual(['€450 per week']);
      expect(shown('kayakAge')).toEqual(['2 years']);
      expect(shown('guideRate')).toEqual(['$45/hr']);
    },
  );

  it("says one of a unit in the singular: '2 years' shows '1 year'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'List all Kayaks in #kayakRepeater: #kayakAge shows age like "2 years".',
        { Kayaks: { name: 'text', age: 'number' } },
        [
          { id: 'kayakRepeater', type: 'repeater' },
          { id: 'kayakAge', type: 'text', parentId: 'kayakRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('Kayaks', { name: 'Sea Breeze', age: 1 });
        },
      },
    );
    expect(repeatedTexts(run, 'kayakRepeater', 'kayakAge')).toEqual(['1 year']);
  });
});
