import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 21's wedding RSVP: 'if they bring a plus-one they tick #plusOneCheckbox and type the
 * plus-one's name … the plus-one name is required only when the checkbox is ticked'. Before, the
 * checkbox had to be ticked (a guest coming alone could not RSVP) and the name was always asked.
 */

type Submit = (values: object) => Promise<unknown>;

describe('template engine: an input required only when a box is ticked', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lets a guest come alone and asks the name of a plus-one (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Wedding RSVP form. Guest enters their name in #guestName, and if they bring a plus-one they tick #plusOneCheckbox and type the plus-one name in #plusOneName. On #rsvpButton save to RSVPs; the plus-one name is required only when the checkbox is ticked.',
          { RSVPs: { guestName: 'text', plusOne: 'boolean', plusOneName: 'text' } },
          [
            { id: 'guestName', type: 'input' },
            { id: 'plusOneCheckbox', type: 'checkbox' },
            { id: 'plusOneName', type: 'input' },
            { id: 'rsvpButton', type: 'button' },
            { id: 'rsvpMessage', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          ...(outputType === 'frontend_backend'
            ? {
                codeBefore:
                  "import { submitRsvp as submitForTest } from 'backend/rsvps.web';\nexport const submit = (v) => submitForTest(v);\n",
              }
            : {}),
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const message = () => (run.$w('#rsvpMessage') as unknown as { text: string }).text;
      await run.setValue('#guestName', 'Ann');
      await run.fire('#rsvpButton', 'click');
      await run.settle();
      await run.setValue('#guestName', 'Bo');
      await run.setValue('#plusOneCheckbox', true);
      await run.fire('#rsvpButton', 'click');
      await run.settle();
      expect(message()).toBe('Please enter a plus one name.');
      await run.setValue('#plusOneName', 'Cy');
      await run.fire('#rsvpButton', 'click');
      await run.settle();
      const saved = await run.wixData.query('RSVPs').ascending('guestName').find();
      expect(
        saved.items.map((r) => [r.guestName, Boolean(r.plusOne), r.plusOneName ?? '']),
      ).toEqual([
        ['Ann', false, ''],
        ['Bo', true, 'Cy'],
      ]);
      if (outputType === 'frontend_backend')
        await expect(
          (run.exports['submit'] as Submit)({ guestName: 'Di', plusOne: true, plusOneName: '' }),
        ).rejects.toThrow('Please enter a plus one name.');
    },
  );
});
