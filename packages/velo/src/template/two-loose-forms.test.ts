import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Two forms on one page with no container around either: a contact form and a newsletter signup,
 * each with its own button, collection and status text. Before, only the first loose button made
 * a form; the signup was dropped with a checker warning. Run in the preview.
 */

const PROMPT =
  "A contact page. Visitors can send a message with #nameInput, #emailInput and #messageInput and the #sendBtn button, saved to ContactMessages; show 'Thanks, we will reply soon' in #sendStatus. Below, visitors can subscribe to the newsletter with #subscribeEmail and #subscribeBtn, saved to Subscribers; show 'You are subscribed' in #subscribeStatus.";

const COLLECTIONS = {
  ContactMessages: { name: 'text', email: 'text', message: 'text' },
  Subscribers: { email: 'text' },
} as const;

const ELEMENTS = [
  { id: 'nameInput', type: 'input' },
  { id: 'emailInput', type: 'input' },
  { id: 'messageInput', type: 'textarea' },
  { id: 'sendBtn', type: 'button' },
  { id: 'sendStatus', type: 'text' },
  { id: 'subscribeEmail', type: 'input' },
  { id: 'subscribeBtn', type: 'button' },
  { id: 'subscribeStatus', type: 'text' },
];

const textOf = (run: { $w: (id: string) => unknown }, id: string) =>
  (run.$w(id) as { text: string }).text;

describe('template engine: two loose forms on one page', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'each button saves its own inputs to its own collection and says so in its own text (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(PROMPT, COLLECTIONS, ELEMENTS, outputType),
        { itemsPerCollection: 0 },
      );
      expect(result.diagnostics).toEqual([]);
      await run.setValue('#subscribeEmail', 'ada@example.com');
      await run.fire('#subscribeBtn', 'click');
      await run.settle();
      expect(textOf(run, '#subscribeStatus')).toBe('You are subscribed');
      const subscribers = await run.wixData.query('Subscribers').find({ suppressAuth: true });
      expect(subscribers.items.map((i) => i['email'])).toEqual(['ada@example.com']);
      expect(
        (await run.wixData.query('ContactMessages').find({ suppressAuth: true })).items,
      ).toEqual([]);

      await run.setValue('#nameInput', 'Grace');
      await run.setValue('#emailInput', 'grace@example.com');
      await run.setValue('#messageInput', 'Hello there');
      await run.fire('#sendBtn', 'click');
      await run.settle();
      expect(textOf(run, '#sendStatus')).toBe('Thanks, we will reply soon');
      const messages = await run.wixData.query('ContactMessages').find({ suppressAuth: true });
      expect(messages.items.map((i) => [i['name'], i['message']])).toEqual([
        ['Grace', 'Hello there'],
      ]);
      expect(run.errors).toEqual([]);
    },
  );

  it('asks for the signup email by its field, not the verb in its id', async () => {
    const { run } = await runGenerated(pageRequest(PROMPT, COLLECTIONS, ELEMENTS), {
      itemsPerCollection: 0,
    });
    await run.fire('#subscribeBtn', 'click');
    await run.settle();
    expect(textOf(run, '#subscribeStatus')).toBe('Please enter your email.');
  });

  it("finds each form's text in the sentence after its own, as terse prompts say it", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "nameInput and sendButton save to Leads. Show 'Thanks' in statusText. emailInput and joinButton save to Subscribers. Show 'Joined' in joinStatus.",
        { Leads: { name: 'text' }, Subscribers: { email: 'text' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'sendButton', type: 'button' },
          { id: 'statusText', type: 'text' },
          { id: 'emailInput', type: 'input' },
          { id: 'joinButton', type: 'button' },
          { id: 'joinStatus', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.diagnostics).toEqual([]);
    await run.setValue('#emailInput', 'ada@example.com');
    await run.fire('#joinButton', 'click');
    await run.settle();
    expect(textOf(run, '#joinStatus')).toBe('Joined');
    expect(textOf(run, '#statusText')).not.toBe('Joined');
  });
});
