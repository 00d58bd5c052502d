import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A form says its problems and its thanks in the prompt's quoted words, however the prompt
 * attaches them ('- if something missing show "…"', '= "…"', '("…")'), in the texts it names by
 * short ids ('#errText', '#okText'). Run in the preview as a visitor fills the form.
 */

type El = Record<string, unknown>;

const CONTACT = [
  'Contact form: #nameInput, #emailInput, #msgInput and #sendBtn save to Messages (name, email, message).',
  '- all fields required - if something missing show "Please fill everything" in #errText',
  '- after save show #okText = "Thanks, we got it!"',
  '- email must be valid ("That email looks wrong")',
].join('\n');

describe('template engine: the prompt’s words for a form’s problems', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'an empty input, a wrong email and the thanks are said in the quoted words (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          CONTACT,
          { Messages: { name: 'text', email: 'text', message: 'text' } },
          [
            { id: 'nameInput', type: 'input' },
            { id: 'emailInput', type: 'input' },
            { id: 'msgInput', type: 'textarea' },
            { id: 'sendBtn', type: 'button' },
            { id: 'errText', type: 'text' },
            { id: 'okText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const el = (id: string) => run.$w(`#${id}`) as unknown as El;
      const send = async () => {
        await run.fire('#sendBtn', 'click');
        await run.settle();
      };
      el('nameInput')['value'] = 'Ada';
      await send();
      expect(el('errText')['text']).toBe('Please fill everything');
      expect(el('errText')['hidden']).toBe(false);
      el('emailInput')['value'] = 'ada-at-example';
      el('msgInput')['value'] = 'Hello';
      await send();
      expect(el('errText')['text']).toBe('That email looks wrong');
      el('emailInput')['value'] = 'ada@example.com';
      await send();
      expect(el('okText')['text']).toBe('Thanks, we got it!');
      expect(el('okText')['hidden']).toBe(false);
      expect(el('errText')['hidden']).toBe(true);
      const { items } = await run.wixData.query('Messages').find();
      expect(items).toMatchObject([{ name: 'Ada', email: 'ada@example.com', message: 'Hello' }]);
    },
  );

  it('a message for named inputs is theirs; a list left empty says its own words', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Show Offers in #offersRepeater with #offerTitle. If the list is empty show "No offers yet" in #emptyText. Signup: #nameInput and #phoneInput required ("We need your name"), #cityInput too, #joinBtn saves to Leads.',
        { Offers: { title: 'text' }, Leads: { name: 'text', phone: 'text', city: 'text' } },
        [
          { id: 'offersRepeater', type: 'repeater' },
          { id: 'offerTitle', type: 'text', parentId: 'offersRepeater' },
          { id: 'emptyText', type: 'text' },
          { id: 'nameInput', type: 'input' },
          { id: 'phoneInput', type: 'input' },
          { id: 'cityInput', type: 'input' },
          { id: 'joinBtn', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const el = (id: string) => run.$w(`#${id}`) as unknown as El;
    // '… show "No offers yet" in #emptyText': the list's words, not the form's.
    expect(el('emptyText')['text']).toBe('No offers yet');
    expect(el('emptyText')['hidden']).toBe(false);
    await run.fire('#joinBtn', 'click');
    await run.settle();
    expect(el('statusText')['text']).toBe('We need your name');
    el('nameInput')['value'] = 'Ada';
    el('phoneInput')['value'] = '+44 20 7946 0000';
    await run.fire('#joinBtn', 'click');
    await run.settle();
    expect(el('statusText')['text']).toBe('Please enter your city.');
  });

  it('an input named by a short word is asked for by its field’s name', async () => {
    const { run } = await runGenerated(
      pageRequest(
        '#msgInput and #sendBtn save to Notes. Show problems in #statusText.',
        { Notes: { message: 'text' } },
        [
          { id: 'msgInput', type: 'textarea' },
          { id: 'sendBtn', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    await run.fire('#sendBtn', 'click');
    await run.settle();
    expect((run.$w('#statusText') as unknown as El)['text']).toBe('Please enter your message.');
  });
});
