import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * An item shown at random (plan.ts randomPick): 'quoteText and authorText show a random quote
 * from Quotes each time the page loads; newQuoteButton shows another random one'. Before, the
 * newest quote always showed and the button was left out.
 */

describe('template engine: an item shown at random, and a button for another', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows one of the quotes and, on each click, a different one (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'quoteText and authorText show a random quote from Quotes each time the page loads; newQuoteButton shows another random one.',
          { Quotes: { quote: 'text', author: 'text' } },
          [
            { id: 'quoteText', type: 'text' },
            { id: 'authorText', type: 'text' },
            { id: 'newQuoteButton', type: 'button' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Quotes', { quote: 'Be brief.', author: 'Ada' });
            void page.data.insert('Quotes', { quote: 'Be kind.', author: 'Bo' });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const text = () => (run.$w('#quoteText') as unknown as { text: string }).text;
      const shown = [text()];
      for (let i = 0; i < 3; i += 1) {
        await run.fire('#newQuoteButton', 'click');
        shown.push(text());
      }
      expect(['Be brief.', 'Be kind.']).toContain(shown[0]);
      // Two quotes: each click shows the other one.
      expect(shown.slice(1)).toEqual(
        shown[0] === 'Be brief.'
          ? ['Be kind.', 'Be brief.', 'Be kind.']
          : ['Be brief.', 'Be kind.', 'Be brief.'],
      );
      expect(result.frontendCode).toContain(
        'Math.floor(Math.random() * quotesSpotlight.items.length)',
      );
    },
  );
});
