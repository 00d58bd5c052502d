import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A form whose web method decides what may be saved (a slot booked once, the member's own id):
 * a collection members may add to would let anyone skip that by calling wix-data from the
 * browser, so the web method saves with suppressAuth and the setup lets only admins add
 * (guarded-saves.ts). A refusal's quoted words are never the success message.
 */

const PROMPT =
  'Logged-in members can book a room: pick #roomDropdown, #dateInput, #slotDropdown (9am, 11am, 2pm) and press #bookBtn to save to Bookings. The same room, date and slot can only be booked once — show "That slot is taken" in #msg. Show \'Booked!\' in #msg on success.';

const bookingPage = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    {
      Rooms: { name: 'text' },
      Bookings: { room: 'reference', date: 'date', slot: 'text', memberId: 'text' },
    },
    [
      { id: 'roomDropdown', type: 'dropdown' },
      { id: 'dateInput', type: 'custom', customType: 'DatePicker' },
      { id: 'slotDropdown', type: 'dropdown' },
      { id: 'bookBtn', type: 'button' },
      { id: 'msg', type: 'text' },
    ],
    outputType,
  );

describe('template engine: a booking whose web method is the only way to save', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'says the success words on success and the refusal on a taken slot (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(bookingPage(outputType), { member: true });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const room = (run.$w('#roomDropdown') as unknown as { options: { value: string }[] })
        .options[0]?.value;
      const book = async () => {
        await run.setValue('#roomDropdown', room);
        await run.setValue('#dateInput', new Date(2030, 4, 6));
        await run.setValue('#slotDropdown', '11am');
        await run.fire('#bookBtn', 'click');
        await run.settle();
        return (run.$w('#msg') as unknown as { text: string }).text;
      };
      expect(await book()).toBe('Booked!');
      if (outputType === 'frontend_backend') expect(await book()).toBe('That slot is taken');
      expect(run.errors).toEqual([]);
    },
  );

  it('saves with suppressAuth and lets only admins add, naming the checks it keeps', async () => {
    const { result } = await runGenerated(bookingPage('frontend_backend'), { member: true });
    expect(result.backendCode).toContain(
      "await wixData.insert('Bookings', item, { suppressAuth: true })",
    );
    expect(result.instructions).toContain(
      'Permissions: only admins can view and add content ("Admin": the web module checks a booking before saving it with suppressAuth (each room, date and slot only once; `memberId` set to the caller\'s own id), so no one can skip those checks by saving from the browser)',
    );
  });

  it('leaves a form that only checks its values to the people who send it', async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Contact form: #nameInput and #messageInput, #sendBtn saves to Messages and shows "Thanks!" in #status.',
        { Messages: { name: 'text', message: 'text' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'messageInput', type: 'textarea' },
          { id: 'sendBtn', type: 'button' },
          { id: 'status', type: 'text' },
        ],
        'frontend_backend',
      ),
    );
    expect(result.backendCode).toContain("await wixData.insert('Messages', item);");
    expect(result.instructions).toContain('anyone can add content, and only admins can view it');
  });

  it("starts a score others give at 0: an entrant can't send their own votes (review 14)", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Entries are shown in #entriesRepeater (#entryTitle). Members can submit an entry with #entryTitleInput and #submitEntryBtn -> ContestEntries.',
        { ContestEntries: { title: 'text', votes: 'number' } },
        [
          { id: 'entriesRepeater', type: 'repeater' },
          { id: 'entryTitle', type: 'text', parentId: 'entriesRepeater' },
          { id: 'entryTitleInput', type: 'input' },
          { id: 'submitEntryBtn', type: 'button' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        member: true,
        codeBefore:
          "import { submitContestEntry as submitForTest } from 'backend/contestEntries.web';\nexport const submit = (values) => submitForTest(values);\n",
      },
    );
    const submit = run.exports['submit'] as (values: unknown) => Promise<unknown>;
    await submit({ title: 'Sunset', votes: 9999 });
    const saved = (await run.wixData.query('ContestEntries').find()).items;
    expect(saved.map((i) => [i['title'], i['votes']])).toEqual([['Sunset', 0]]);
    expect(result.instructions).toContain(
      'only admins can add content ("Admin": the web module checks a contest entry before saving it with suppressAuth (`votes` set to 0)',
    );
  });
});

/**
 * Review 19, 4: a quote form whose web method checks 'hoursInput (1 to 10)'. Before, the setup
 * let anyone add Quotes, so a visitor could save 500 hours from the browser's console.
 */
describe('template engine: a form whose prompt writes rules for its values', () => {
  it('saves through the web method alone, which refuses what the rules refuse', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Quote request: serviceDropdown (Standard, Deep clean, Move-out), hoursInput (1 to 10) and emailInput. requestQuoteButton saves the quote to Quotes and shows 'We'll email you shortly' in quoteMessage.",
        { Quotes: { service: 'text', hours: 'number', email: 'text' } },
        [
          { id: 'serviceDropdown', type: 'dropdown' },
          { id: 'hoursInput', type: 'input' },
          { id: 'emailInput', type: 'input' },
          { id: 'requestQuoteButton', type: 'button' },
          { id: 'quoteMessage', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        codeBefore:
          "import { submitQuote as submitForTest } from 'backend/quotes.web';\nexport const submit = (item) => submitForTest(item);\n",
      },
    );
    expect(result.backendCode).toContain(
      "await wixData.insert('Quotes', item, { suppressAuth: true });",
    );
    expect(result.instructions).toContain(
      'only admins can view and add content ("Admin": the web module checks a quote before saving it with suppressAuth (`hours` from 1 to 10), so no one can skip those checks by saving from the browser)',
    );
    const submit = run.exports['submit'] as (item: object) => Promise<unknown>;
    await expect(submit({ service: 'Standard', hours: 500, email: 'a@b.com' })).rejects.toThrow();
    await submit({ service: 'Standard', hours: 5, email: 'a@b.com' });
    const saved = await run.wixData.query('Quotes').find();
    expect(saved.items.map((q) => q['hours'])).toEqual([5]);
  });
});
