import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A form that saves into the item the visitor looked up (review 17 D7): 'click rsvpButton, which
 * updates that guest's attending and meal'. Before, the RSVP inserted a new Guests row with no
 * name or code, and the looked-up guest never changed; "or 'Code not found' in messageText" was
 * never said. Run in the preview as a visitor.
 */

const RSVP =
  "Wedding RSVP page. Guests type their invite code in codeInput and click findButton: look up the guest in Guests by inviteCode and show their name in guestNameText, or 'Code not found' in messageText. Then they choose attendingDropdown (Yes / No) and mealDropdown (Chicken, Fish, Vegetarian) and click rsvpButton, which updates that guest's attending and meal and shows 'Thanks for your RSVP!' in messageText.";

const ELEMENTS = [
  { id: 'codeInput', type: 'input' },
  { id: 'findButton', type: 'button' },
  { id: 'guestNameText', type: 'text' },
  { id: 'attendingDropdown', type: 'dropdown' },
  { id: 'mealDropdown', type: 'dropdown' },
  { id: 'rsvpButton', type: 'button' },
  { id: 'messageText', type: 'text' },
];

type Text = { text: string; hidden: boolean };

describe('template engine: a form that updates the item the visitor looked up', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the RSVP into the guest found by their code, never a new row (%s)',
    async (outputType) => {
      const request = pageRequest(
        RSVP,
        { Guests: { guestName: 'text', inviteCode: 'text', attending: 'text', meal: 'text' } },
        ELEMENTS,
        outputType,
      );
      const { result, run } = await runGenerated(request, {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Guests', { _id: 'ana', guestName: 'Ana', inviteCode: 'A1' });
          void page.data.insert('Guests', { _id: 'ben', guestName: 'Ben', inviteCode: 'B2' });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const text = (id: string) => run.$w(`#${id}`) as unknown as Text;
      const guests = async () =>
        (await run.wixData.query('Guests').ascending('guestName').find()).items.map((g) =>
          ['guestName', 'inviteCode', 'attending', 'meal']
            .map((k) => (g[k] as string | undefined) ?? '-')
            .join(' '),
        );
      const rsvp = async () => {
        await run.setValue('#attendingDropdown', 'Yes');
        await run.setValue('#mealDropdown', 'Fish');
        await run.fire('#rsvpButton', 'click');
        await run.settle();
      };
      await rsvp();
      expect(text('messageText')).toMatchObject({
        text: 'Please find your guest first: enter your invite code above.',
        hidden: false,
      });
      await run.setValue('#codeInput', 'ZZ');
      await run.fire('#findButton', 'click');
      await run.settle();
      expect(text('messageText')).toMatchObject({ text: 'Code not found', hidden: false });
      expect(text('guestNameText').text).toBe('');
      await run.setValue('#codeInput', 'A1');
      await run.fire('#findButton', 'click');
      await run.settle();
      expect(text('guestNameText').text).toBe('Ana');
      expect(text('messageText').hidden).toBe(true);
      await rsvp();
      expect(run.errors).toEqual([]);
      expect(text('messageText')).toMatchObject({ text: 'Thanks for your RSVP!', hidden: false });
      expect(await guests()).toEqual(['Ana A1 Yes Fish', 'Ben B2 - -']);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          'export const updateGuest = webMethod(Permissions.Anyone, async (inviteCode, values) => {',
        );
    },
  );
});
