import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * The prompt's own words where review 6 found defaults in their place: sort options listed in
 * single quotes (a 'Name: A to Z' nobody asked for came first), a number's unit from its example
 * ('like "25 min"' showed 25), and the message quoted for 'When the contact form is sent, show …'
 * (replaced by 'Thanks! Your message was sent.').
 */

const page = (prompt: string) =>
  pageRequest(
    prompt,
    {
      Articles: { title: 'text', price: 'number', readTime: 'number' },
      Messages: { email: 'text', message: 'text' },
    },
    [
      { id: 'sortDropdown', type: 'dropdown' },
      { id: 'articlesRepeater', type: 'repeater' },
      { id: 'titleText', type: 'text', parentId: 'articlesRepeater' },
      { id: 'readTimeText', type: 'text', parentId: 'articlesRepeater' },
      { id: 'contactForm', type: 'form' },
      { id: 'emailInput', type: 'input', parentId: 'contactForm' },
      { id: 'messageInput', type: 'textarea', parentId: 'contactForm' },
      { id: 'sendButton', type: 'button', parentId: 'contactForm' },
      { id: 'thankYouText', type: 'text' },
    ],
  );

type Dropdown = { options: { label: string; value: string }[] };
type Repeater = { forEachItem(cb: ($item: (s: string) => { text: string }) => void): void };

describe('template engine: the words the prompt quotes', () => {
  it("offers only the sort options listed, shows the example's unit, and says the quoted thanks", async () => {
    const { result, run } = await runGenerated(
      page(
        "articlesRepeater shows the articles with title. sortDropdown has the options 'Newest first', 'Price: low to high' and 'Price: high to low'. Each card shows the read time like '25 min' in readTimeText. When the contact form is sent, show 'Thank you! We will reply within 24 hours.' in thankYouText.",
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (p) =>
          void p.data.insert('Articles', { title: 'Velo tips', price: 5, readTime: 25 }),
      },
    );
    expect(run.errors).toEqual([]);
    expect((run.$w('#sortDropdown') as unknown as Dropdown).options.map((o) => o.label)).toEqual([
      'Newest first',
      'Price: low to high',
      'Price: high to low',
    ]);
    const times: string[] = [];
    (run.$w('#articlesRepeater') as unknown as Repeater).forEachItem(($item) =>
      times.push($item('#readTimeText').text),
    );
    expect(times).toEqual(['25 min']);
    await run.setValue('#emailInput', 'ada@example.com');
    await run.setValue('#messageInput', 'Hello there');
    await run.fire('#sendButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect((run.$w('#thankYouText') as unknown as { text: string }).text).toBe(
      'Thank you! We will reply within 24 hours.',
    );
    expect(result.frontendCode).not.toContain('Name: A to Z');
  });
});

describe('template engine: thanks said as review 12 says them', () => {
  it.each([
    'When they click #sendButton, save it to Messages and show "You\'re on the list! We\'ll email you." in #thankYouText.',
    'sendButton saves to Messages. Success message in `thankYouText`: "You\'re on the list! We\'ll email you."',
  ])('%s', async (prompt) => {
    const { run } = await runGenerated(page(prompt), { itemsPerCollection: 0 });
    await run.setValue('#emailInput', 'kim@example.com');
    await run.setValue('#messageInput', 'Hello there');
    await run.fire('#sendButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect((run.$w('#thankYouText') as unknown as { text: string }).text).toBe(
      "You're on the list! We'll email you.",
    );
  });
});
