import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 8's directory search: 'When the page opens with ?q=something in the URL, put that into
 * searchInput and show the matching businesses (name or services contains the term). When the
 * visitor types a new search, update the results and update the q query parameter in the URL
 * without reloading. Show "No results for 'term'" in noResultsText when nothing matches.'
 * Before, the URL was ignored, services were not searched and the quote was not shown.
 */

const PROMPT =
  'Search results page for my directory of local plumbers. When the page opens with ?q=something in the URL, put that into searchInput and show the matching businesses (name or services contains the term). When the visitor types a new search, update the results and update the q query parameter in the URL without reloading. Show "No results for \'term\'" in noResultsText when nothing matches.';

const ELEMENTS = [
  { id: 'searchInput', type: 'input' },
  { id: 'resultsRepeater', type: 'repeater' },
  { id: 'businessName', type: 'text', parentId: 'resultsRepeater' },
  { id: 'noResultsText', type: 'text' },
];

describe('template engine: a search kept in the URL', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'searches what ?q= gives in two fields, keeps the URL up to date and names a fruitless term (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Businesses: { name: 'text', services: 'text' } },
          ELEMENTS,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          url: 'https://www.example.com/search?q=boiler',
          codeBefore:
            "import locationForTest from 'wix-location-frontend';\nexport const urlForTest = () => locationForTest.url;\n",
          beforeRun: (page) => {
            void page.data.insert('Businesses', {
              name: 'Ace Plumbing',
              services: 'boiler repair',
            });
            void page.data.insert('Businesses', { name: 'Drain Pros', services: 'drains' });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const names = () =>
        (run.$w('#resultsRepeater') as unknown as { data: { name: string }[] }).data.map(
          (b) => b.name,
        );
      const url = () => (run.exports['urlForTest'] as () => string)();
      expect((run.$w('#searchInput') as unknown as { value: string }).value).toBe('boiler');
      expect(names()).toEqual(['Ace Plumbing']);
      await run.setValue('#searchInput', 'drain');
      await run.settle();
      expect([names(), url()]).toEqual([['Drain Pros'], 'https://www.example.com/search?q=drain']);
      await run.setValue('#searchInput', 'roof');
      await run.settle();
      const none = run.$w('#noResultsText') as unknown as { text: string; hidden: boolean };
      expect([none.text, none.hidden]).toEqual(["No results for 'roof'", false]);
      await run.setValue('#searchInput', '');
      await run.settle();
      expect(url()).toBe('https://www.example.com/search');
      expect(run.errors).toEqual([]);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'searches a partial ?destination= once, not as an exact filter that stays (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Tour search. The user types in destinationInput (text, partial match) then clicks searchButton to fill toursRepeater. Also read ?destination= from the URL on load and run the search with it.',
          { Tours: { destination: 'text', price: 'number' } },
          [
            { id: 'destinationInput', type: 'input' },
            { id: 'searchButton', type: 'button' },
            { id: 'toursRepeater', type: 'repeater' },
            { id: 'destinationText', type: 'text', parentId: 'toursRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          url: 'https://www.example.com/tours?destination=Ital',
          beforeRun: (page) => {
            void page.data.insert('Tours', { destination: 'Italy', price: 900 });
            void page.data.insert('Tours', { destination: 'Spain', price: 700 });
          },
        },
      );
      const shown = () =>
        (run.$w('#toursRepeater') as unknown as { data: { destination: string }[] }).data.map(
          (t) => t.destination,
        );
      expect(shown()).toEqual(['Italy']);
      await run.setValue('#destinationInput', 'Spain');
      await run.fire('#searchButton', 'click');
      await run.settle();
      expect(shown()).toEqual(['Spain']);
      expect(run.errors).toEqual([]);
    },
  );
});
