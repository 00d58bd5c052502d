import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 25's FAQ: 'the answer #answerText is collapsed and expands when the visitor clicks the
 * question' built no accordion (only 'collapsed until the visitor clicks' did), and said nothing.
 */

type Repeater = {
  forEachItem(fn: ($item: (id: string) => { collapsed: boolean }) => void): void;
};

describe('template engine: an accordion said as collapsed and expanding on a click', () => {
  it.each([
    'the answer #answerText is collapsed and expands when the visitor clicks the question',
    'the answer #answerText is hidden and opens on a click of the question',
  ])("opens an answer on its question: '%s'", async (said) => {
    const { run } = await runGenerated(
      pageRequest(
        `FAQ page. Show FAQ items in #faqRepeater with the question in #questionText; ${said}.`,
        { FAQ: { question: 'text', answer: 'text' } },
        [
          { id: 'faqRepeater', type: 'repeater' },
          { id: 'questionText', type: 'text', parentId: 'faqRepeater' },
          { id: 'answerText', type: 'text', parentId: 'faqRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('FAQ', { _id: 'ship', question: 'Ship abroad?', answer: 'Yes.' });
          void page.data.insert('FAQ', { _id: 'pay', question: 'How to pay?', answer: 'Card.' });
        },
      },
    );
    const open = () => {
      const shown: boolean[] = [];
      (run.$w('#faqRepeater') as unknown as Repeater).forEachItem(($item) =>
        shown.push(!$item('#answerText').collapsed),
      );
      return shown.filter(Boolean).length;
    };
    expect(open()).toBe(0);
    await run.fire('#questionText', 'click', { itemId: 'pay' });
    expect(open()).toBe(1);
    expect(run.errors).toEqual([]);
  });
});
