import { describe, expect, it } from 'vitest';

import { pageRequest, siteRequest, runGenerated, submitted } from './test-support';

/**
 * Forms as people word them: a send button named for what it does ('orderButton', 'postButton',
 * 'addTaskButton') and the message the prompt quotes for after sending. Run in the preview.
 */

const form = (
  prompt: string,
  buttonId: string,
  statusId = 'formStatus',
  more: { texts?: string[]; outputType?: 'velo' | 'frontend_backend' } = {},
) =>
  siteRequest(
    prompt,
    {
      name: 'Entries',
      fields: [
        ['title', 'text'],
        ['email', 'text'],
      ],
    },
    [
      { id: 'titleInput', type: 'input' },
      { id: 'emailInput', type: 'input' },
      { id: buttonId, type: 'button' },
      ...[statusId, ...(more.texts ?? [])].map((id) => ({ id, type: 'text' })),
    ],
    more.outputType ? { outputType: more.outputType } : {},
  );

const status = (run: Awaited<ReturnType<typeof submitted>>['result'], id: string) =>
  run.frontendCode.includes(`$w('#${id}').text = message;`);

describe('template engine: how forms are worded', () => {
  it.each(['orderButton', 'postButton', 'addTaskButton', 'placeOrderButton'])(
    'sends the form with a button named for its action: %s',
    async (buttonId) => {
      const { items, result } = await submitted(
        form(`Entry form with title and email; ${buttonId} saves it to Entries.`, buttonId),
        buttonId,
        (set) => {
          set('titleInput', 'value', 'Hello');
          set('emailInput', 'value', 'ada@example.com');
        },
      );
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ title: 'Hello', email: 'ada@example.com' });
      expect(status(result, 'formStatus')).toBe(true);
    },
  );

  it.each([
    ["Show 'Order placed' in formStatus.", 'Order placed'],
    ['then show "Thanks, we\'ll be in touch!"', "Thanks, we'll be in touch!"],
    ['It shows “Booked! See you soon” in the status text, or the error.', 'Booked! See you soon'],
  ])('shows the message the prompt quotes once sent: %s', async (sentence, message) => {
    const request = form(
      `Entry form with title and email, saved to Entries. ${sentence}`,
      'sendButton',
    );
    const { run } = await runGenerated(request, { itemsPerCollection: 0 });
    (run.$w('#titleInput') as unknown as { value: string }).value = 'Hello';
    (run.$w('#emailInput') as unknown as { value: string }).value = 'ada@example.com';
    await run.fire('#sendButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect((run.$w('#formStatus') as unknown as { text: string }).text).toBe(message);
  });

  it('tells the visitor nothing was saved or sent when no collection stores the form', async () => {
    const request = siteRequest(
      'Contact form with name and email; sendButton sends it.',
      { name: 'Products', fields: [['price', 'number']] },
      [
        { id: 'nameInput', type: 'input' },
        { id: 'emailInput', type: 'input' },
        { id: 'sendButton', type: 'button' },
        { id: 'formStatus', type: 'text' },
      ],
      { outputType: 'velo', includeInstructions: true },
    );
    const { run, result } = await runGenerated(request, { itemsPerCollection: 0 });
    (run.$w('#nameInput') as unknown as { value: string }).value = 'Ada';
    (run.$w('#emailInput') as unknown as { value: string }).value = 'ada@example.com';
    await run.fire('#sendButton', 'click');
    await run.settle();
    expect((run.$w('#formStatus') as unknown as { text: string }).text).toBe(
      'All fields look good.',
    );
    expect(result.frontendCode).not.toMatch(/was sent|were saved|wixData\.insert/);
    expect(result.instructions).toContain(
      'Declare a collection with fields for the inputs (`name`, `email`) and generate again',
    );
  });

  it("keeps its own thanks when the quote belongs to something else ('Page 2 of 5', an error)", async () => {
    const request = form(
      "Entry form with title and email, saved to Entries. The formStatus shows 'Page 2 of 5'. If saving fails show 'Try later' in formStatus.",
      'sendButton',
    );
    const { result } = await runGenerated(request, { itemsPerCollection: 0 });
    expect(result.frontendCode).toContain("showStatus('Thanks! Your entry was submitted.');");
  });
});

describe('template engine: a form with a success text and an error text', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows problems in the error text and the thanks in the success text (%s)',
    async (outputType) => {
      const request = form(
        "Entry form with title and email, saved to Entries. Show errors in errorText and 'See you there!' in successText.",
        'sendButton',
        'successText',
        { texts: ['errorText'], outputType },
      );
      const { result, run } = await runGenerated(request, { itemsPerCollection: 0 });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const text = (id: string) => run.$w(`#${id}`) as unknown as { text: string; hidden: boolean };
      await run.fire('#sendButton', 'click');
      await run.settle();
      expect(text('errorText').hidden).toBe(false);
      expect(text('errorText').text).toMatch(/^Please enter/);
      expect(text('successText').hidden).toBe(true);
      (run.$w('#titleInput') as unknown as { value: string }).value = 'Hello';
      (run.$w('#emailInput') as unknown as { value: string }).value = 'ada@example.com';
      await run.fire('#sendButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(text('successText').text).toBe('See you there!');
      expect(text('successText').hidden).toBe(false);
      expect(text('errorText').hidden).toBe(true);
      expect(result.instructions).toContain(
        'Click `sendButton` with the form empty: `errorText` names the first missing value.',
      );
    },
  );
});

it("shows the quoted thanks in a 'confirmText'", async () => {
  const { result, run } = await runGenerated(
    form(
      "Entry form with title and email, saved to Entries. Show 'See you there!' in confirmText.",
      'sendButton',
      'confirmText',
    ),
    { itemsPerCollection: 0 },
  );
  (run.$w('#titleInput') as unknown as { value: string }).value = 'Hello';
  (run.$w('#emailInput') as unknown as { value: string }).value = 'ada@example.com';
  await run.fire('#sendButton', 'click');
  await run.settle();
  expect(run.errors).toEqual([]);
  expect(result.frontendCode).toContain("$w('#confirmText')");
  expect((run.$w('#confirmText') as unknown as { text: string }).text).toBe('See you there!');
});

it.each(['velo', 'frontend_backend'] as const)(
  "saves 'a time slot in timeDropdown (18:00, 19:00)' to the slot field (%s)",
  async (outputType) => {
    const request = siteRequest(
      'Table reservation form. The visitor enters their name in nameInput and picks a time slot in timeDropdown (18:00, 19:00, 20:00). bookButton saves the reservation to Reservations.',
      {
        name: 'Reservations',
        fields: [
          ['guestName', 'text'],
          ['slot', 'text'],
        ],
      },
      [
        { id: 'nameInput', type: 'input' },
        { id: 'timeDropdown', type: 'dropdown' },
        { id: 'bookButton', type: 'button' },
        { id: 'statusText', type: 'text' },
      ],
      { outputType },
    );
    const { items } = await submitted(request, 'bookButton', (set) => {
      set('nameInput', 'value', 'Ada');
      set('timeDropdown', 'value', '19:00');
    });
    expect(items).toEqual([expect.objectContaining({ guestName: 'Ada', slot: '19:00' })]);
  },
);

describe('template engine: the status text of a form', () => {
  it("is not a text the prompt shows an item's field in ('show its description in #roomInfo')", async () => {
    const request = pageRequest(
      'Booking: #roomDropdown lists the Rooms; when a room is picked, show its description in #roomInfo. #leadName and #bookBtn save to Bookings.',
      { Rooms: { name: 'text', description: 'text' }, Bookings: { leadName: 'text' } },
      [
        { id: 'roomDropdown', type: 'dropdown' },
        { id: 'roomInfo', type: 'text' },
        { id: 'leadName', type: 'input' },
        { id: 'bookBtn', type: 'button' },
        { id: 'bookingMsg', type: 'text' },
      ],
    );
    const { run } = await runGenerated(request, { itemsPerCollection: 0 });
    await run.fire('#bookBtn', 'click');
    await run.settle();
    expect((run.$w('#bookingMsg') as unknown as { text: string }).text).toBe(
      'Please enter your lead name.',
    );
    expect((run.$w('#roomInfo') as unknown as { text: string }).text).not.toContain('Please');
  });
});

describe('template engine: a button clicked after filling the inputs sends them (review 14)', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "'they pick the slot, type #volName and #volEmail and hit #volunteerBtn' (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Anyone can sign up, no login: they pick the slot in #slotPicker (dropdown), type #volName and #volEmail and hit #volunteerBtn. When it works say "Thank you for serving!" in #volStatus.',
          {
            VolunteerSlots: { title: 'text' },
            VolunteerSignups: { slot: 'reference', name: 'text', email: 'text' },
          },
          [
            { id: 'slotPicker', type: 'dropdown' },
            { id: 'volName', type: 'input' },
            { id: 'volEmail', type: 'input' },
            { id: 'volunteerBtn', type: 'button' },
            { id: 'volStatus', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 1 },
      );
      expect(result.diagnostics.filter((d) => d.code === 'prompt-element-unused')).toEqual([]);
      const slot = (run.$w('#slotPicker') as unknown as { options: { value: string }[] }).options[0]
        ?.value;
      await run.setValue('#slotPicker', slot);
      await run.setValue('#volName', 'Ann');
      await run.setValue('#volEmail', 'ann@example.com');
      await run.fire('#volunteerBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const saved = await run.wixData.query('VolunteerSignups').eq('name', 'Ann').find();
      expect(saved.items.map((i) => [i['email'], i['slot']])).toEqual([['ann@example.com', slot]]);
      expect((run.$w('#volStatus') as unknown as { text: string }).text).toBe(
        'Thank you for serving!',
      );
    },
  );

  it('sends the radio and dropdown filled before the click, not filters of a list beside it', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Hello, I make wedding website for my sister. Guests receive a invitation code on the card. On RSVP page guest write the code in #codeInput and press #findBtn, then we show the names on invitation in #guestNames (from Invitations collection, field guestNames). Guest then choose in #attendingRadio (Yes / No), how many people coming in #countInput (cannot be more than the seats field of the invitation, show "Sorry, your invitation is for fewer guests" in #rsvpMsg) and the meal in #mealDropdown (Chicken, Fish, Vegetarian) and press #sendRsvpBtn, save to Rsvps with the invitation. Guests must not be able to see the other invitations! Only my sister (admin) see all RSVPs in #rsvpTable and the total of people coming in #totalComing.',
        {
          Invitations: { code: 'text', guestNames: 'text', seats: 'number', address: 'address' },
          Rsvps: { invitation: 'reference', attending: 'text', count: 'number', meal: 'text' },
        },
        [
          { id: 'codeInput', type: 'input' },
          { id: 'findBtn', type: 'button' },
          { id: 'guestNames', type: 'text' },
          { id: 'attendingRadio', type: 'radioGroup' },
          { id: 'countInput', type: 'input' },
          { id: 'mealDropdown', type: 'dropdown' },
          { id: 'sendRsvpBtn', type: 'button' },
          { id: 'rsvpMsg', type: 'text' },
          { id: 'rsvpTable', type: 'table' },
          { id: 'totalComing', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    await run.setValue('#attendingRadio', 'Yes');
    await run.setValue('#countInput', '2');
    await run.setValue('#mealDropdown', 'Fish');
    await run.fire('#sendRsvpBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const saved = (await run.wixData.query('Rsvps').find()).items;
    expect(saved.map((i) => [i['attending'], i['count'], i['meal']])).toEqual([['Yes', 2, 'Fish']]);
    expect(result.frontendCode).toContain("attending: $w('#attendingRadio').value,");
  });
});
