import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 36's wedding RSVP: 'if an RSVP with that email already exists, show 'You already
 * RSVPed' in #msgText instead of saving' saved a second RSVP, and '#dietInput' (dietary notes)
 * was required though the prompt never asked for it.
 */

type Text = { text: string };

describe('template engine: an RSVP with that email already there', () => {
  it("refuses the second RSVP in the prompt's words, and takes one without notes", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Simple RSVP form, no codes: name #nameInput, email #emailInput, attending #attendingCheckbox, dietary notes #dietInput. Button #sendBtn. Reject duplicates: if an RSVP with that email already exists, show 'You already RSVPed' in #msgText instead of saving.",
        {
          Guests: {
            fullName: 'text',
            email: 'text',
            inviteCode: 'text',
            attending: 'boolean',
            dietaryNotes: 'text',
          },
        },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'emailInput', type: 'input' },
          { id: 'attendingCheckbox', type: 'checkbox' },
          { id: 'dietInput', type: 'textarea' },
          { id: 'sendBtn', type: 'button' },
          { id: 'msgText', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const send = async (name: string) => {
      await run.setValue('#nameInput', name);
      await run.setValue('#emailInput', 'ana@x.co');
      await run.fire('#sendBtn', 'click');
      await run.settle();
      return (run.$w('#msgText') as unknown as Text).text;
    };
    expect(await send('Ana')).not.toMatch(/Please enter/);
    expect(await send('Ana again')).toBe('You already RSVPed');
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Guests').find();
    expect(items.map((i) => i['fullName'])).toEqual(['Ana']);
  });
});
