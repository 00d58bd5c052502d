import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 19, 14 and 18. An FAQ whose 'answerText is collapsed until the visitor clicks the
 * question' is an accordion, and 'filters questions and answers' searches both; before, it was a
 * plain list searched by question alone, from a web module named 'fAQs.web.js'. And members who
 * 'open a ticket by filling subjectInput … and clicking submitTicketButton' send a form: before,
 * each ticket's subject opened a /tickets/{ID} page nobody had made.
 */

type Item = { text: string; collapsed: boolean };
type Repeater = { forEachItem(fn: ($item: (id: string) => Item) => void): void };

describe('template engine: an FAQ accordion', () => {
  it('opens an answer on its question and searches answers too', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'FAQ page. faqRepeater shows all FAQs sorted by category then sortOrder. Each item shows questionText and the answerText is collapsed until the visitor clicks the question (click again to collapse). faqSearchInput filters questions and answers as you type; if nothing matches show noResultsText.',
        { FAQs: { question: 'text', answer: 'text', category: 'text', sortOrder: 'number' } },
        [
          { id: 'faqSearchInput', type: 'input' },
          { id: 'faqRepeater', type: 'repeater' },
          { id: 'questionText', type: 'text', parentId: 'faqRepeater' },
          { id: 'answerText', type: 'text', parentId: 'faqRepeater' },
          { id: 'noResultsText', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('FAQs', {
            _id: 'ship',
            question: 'Do you ship abroad?',
            answer: 'Yes, to the EU.',
            category: 'A',
            sortOrder: 1,
          });
          void page.data.insert('FAQs', {
            _id: 'pay',
            question: 'How do I pay?',
            answer: 'By card.',
            category: 'B',
            sortOrder: 1,
          });
        },
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    expect(result.frontendCode).toContain("from 'backend/faqs.web'");
    const answers = () => {
      const shown: boolean[] = [];
      (run.$w('#faqRepeater') as unknown as Repeater).forEachItem(($item) =>
        shown.push(!$item('#answerText').collapsed),
      );
      return shown;
    };
    expect(answers()).toEqual([false, false]);
    await run.fire('#questionText', 'click', { itemId: 'pay' });
    expect(answers()).toEqual([false, true]);
    await run.fire('#questionText', 'click', { itemId: 'pay' });
    expect(answers()).toEqual([false, false]);
    await run.setValue('#faqSearchInput', 'card');
    await run.fire('#faqSearchInput', 'input');
    await run.settle();
    expect(repeatedTexts(run, 'faqRepeater', 'questionText')).toEqual(['How do I pay?']);
    expect(run.errors).toEqual([]);
  });
});

describe('template engine: a form to open a ticket beside the member’s tickets', () => {
  it('sends the form and links no ticket to a page', async () => {
    const { result } = await runGenerated(
      pageRequest(
        "Support desk page. Logged-in members open a ticket by filling subjectInput and detailsBox and clicking submitTicketButton; save it to Tickets with status 'Open'. Below, ticketsRepeater shows only the member's own tickets, newest first, with subject, status and the admin reply.",
        { Tickets: { subject: 'text', details: 'text', status: 'text', reply: 'text' } },
        [
          { id: 'subjectInput', type: 'input' },
          { id: 'detailsBox', type: 'textarea' },
          { id: 'submitTicketButton', type: 'button' },
          { id: 'ticketsRepeater', type: 'repeater' },
          { id: 'subjectText', type: 'text', parentId: 'ticketsRepeater' },
          { id: 'ticketStatusText', type: 'text', parentId: 'ticketsRepeater' },
          { id: 'replyText', type: 'text', parentId: 'ticketsRepeater' },
        ],
        'frontend_backend',
      ),
      { member: true },
    );
    expect(result.frontendCode).not.toContain('/tickets/');
    expect(result.instructions).not.toContain('item page');
  });
});
