import { describe, expect, it } from 'vitest';

import { keyWords, words } from './naming';

/**
 * Words of ids and collection names. An acronym's plural is one word: 'RSVPs' was split as 'RSV'
 * and 'Ps', so the code for an RSVPs collection read `loadMyRsvPs` and 'Could not save your rsv
 * ps', and 'FAQsRepeater' matched no FAQs collection.
 */
describe('template engine: words of a name', () => {
  it.each([
    ['productsRepeater', ['products', 'repeater']],
    ['FAQItems2', ['faq', 'items', '2']],
    ['RSVPs', ['rsvps']],
    ['FAQsRepeater', ['faqs', 'repeater']],
    ['myURLsList', ['my', 'urls', 'list']],
    ['HTMLSection', ['html', 'section']],
  ])('%s', (name, expected) => {
    expect(words(name)).toEqual(expected);
  });

  it('matches an acronym plural to its singular', () => {
    expect(keyWords('FAQsRepeater')).toEqual(keyWords('FAQ'));
  });
});
