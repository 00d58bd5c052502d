import { describe, expect, it } from 'vitest';

import { pageRequest, submitted } from './test-support';

/**
 * Review 21's RSVP: a radio group named for a Yes/No field ('attendingRadio' for attending) was
 * never saved, so every reply was stored without its answer. It is now sent as 'yes' or 'no' and
 * stored as true or false, on the page and in the web method.
 */

const elements = [
  { id: 'nameInput', type: 'input' },
  { id: 'attendingRadio', type: 'radioGroup' },
  { id: 'rsvpButton', type: 'button' },
  { id: 'thanksText', type: 'text' },
];

function rsvp(prompt: string, outputType: 'velo' | 'frontend_backend') {
  return pageRequest(
    prompt,
    { RSVPs: { guestName: 'text', attending: 'boolean' } },
    elements,
    outputType,
  );
}

describe('template engine: a Yes/No field filled by a radio group', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'stores the chosen answer as true or false (%s)',
    async (outputType) => {
      const request = rsvp(
        'Guests enter #nameInput, choose Yes or No in #attendingRadio and click #rsvpButton to save to RSVPs.',
        outputType,
      );
      const answer = async (name: string, choice: string) =>
        (
          await submitted(request, 'rsvpButton', (set) => {
            set('nameInput', 'value', name);
            set('attendingRadio', 'value', choice);
          })
        ).items.map((i) => [i['guestName'], i['attending']]);
      expect(await answer('Ada', 'yes')).toEqual([['Ada', true]]);
      expect(await answer('Bo', 'no')).toEqual([['Bo', false]]);
    },
  );

  it('keeps the listed words and saves the one that says no as false', async () => {
    const { run, items } = await submitted(
      rsvp(
        'Guests enter #nameInput, pick in #attendingRadio (Not going / Going) and click #rsvpButton to save to RSVPs.',
        'frontend_backend',
      ),
      'rsvpButton',
      (set) => {
        set('nameInput', 'value', 'Cy');
        set('attendingRadio', 'value', 'yes');
      },
    );
    expect(run.$w('#attendingRadio')).toMatchObject({
      options: [
        { label: 'Not going', value: 'no' },
        { label: 'Going', value: 'yes' },
      ],
    });
    expect(items.map((i) => i['attending'])).toEqual([true]);
  });

  it('asks for an answer before sending, in the choices’ words', async () => {
    const { items, run } = await submitted(
      rsvp(
        'Guests enter #nameInput, choose Yes or No in #attendingRadio and click #rsvpButton to save to RSVPs.',
        'frontend_backend',
      ),
      'rsvpButton',
      (set) => set('nameInput', 'value', 'Di'),
    );
    expect(items).toEqual([]);
    expect((run.$w('#thanksText') as unknown as { text: string }).text).toBe(
      'Please choose Yes or No for attending.',
    );
  });
});
