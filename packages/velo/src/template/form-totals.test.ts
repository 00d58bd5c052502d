import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A cap on a whole collection (plan-form-limits.ts `total`): 'Don't accept more RSVPs once we
 * have 200 guests in total' adds up the guests with the new RSVP's before saving; 'at most 2
 * signups in total' counts them. Before, nothing was checked and the quoted refusal was shown
 * after every successful RSVP.
 */

const ELEMENTS = [
  { id: 'rsvpNameInput', type: 'input' },
  { id: 'guestsDropdown', type: 'dropdown' },
  { id: 'rsvpButton', type: 'button' },
  { id: 'rsvpStatus', type: 'text' },
];

const rsvpPage = (rule: string, outputType: 'velo' | 'frontend_backend' = 'frontend_backend') =>
  pageRequest(
    `An RSVP form: rsvpNameInput, guestsDropdown (1 to 4 guests) and rsvpButton, saving to Rsvps. ${rule}`,
    { Rsvps: { name: 'text', guests: 'number' } },
    ELEMENTS,
    outputType,
  );

const FULL_RULE =
  "Don't accept more RSVPs once we have 200 guests in total; show 'Sorry, we are full' in rsvpStatus instead.";

async function rsvps(rule: string, before: number[]) {
  const { result, run } = await runGenerated(rsvpPage(rule), {
    itemsPerCollection: 0,
    beforeRun: (page) => {
      for (const guests of before) void page.data.insert('Rsvps', { name: 'Earlier', guests });
    },
  });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const send = async (name: string, guests: string) => {
    await run.setValue('#rsvpNameInput', name);
    await run.setValue('#guestsDropdown', guests);
    await run.fire('#rsvpButton', 'click');
    await run.settle();
    return (run.$w('#rsvpStatus') as unknown as { text: string }).text;
  };
  const saved = async () =>
    (await run.wixData.query('Rsvps').find()).items.map((i) => String(i['name'])).sort();
  return { result, run, send, saved };
}

describe('template engine: a cap on all the items a form saves', () => {
  it('adds up the guests with the new RSVP and refuses past the cap', async () => {
    const { result, run, send, saved } = await rsvps(FULL_RULE, [150, 47]);
    expect(await send('Ada', '2')).toBe('Thanks! Your details were saved.');
    expect(await send('Bob', '2')).toBe('Sorry, we are full');
    expect(await send('Cy', '1')).toBe('Thanks! Your details were saved.');
    expect(run.errors).toEqual([]);
    expect(await saved()).toEqual(['Ada', 'Cy', 'Earlier', 'Earlier']);
    expect(result.instructions).toContain(
      'In `Rsvps` (CMS), make the `guests` add up to 200, then submit: `rsvpStatus` says "Sorry, we are full" and nothing is added.',
    );
  });

  it('counts the items when the cap names them', async () => {
    const { send, saved } = await rsvps('At most 2 RSVPs in total.', [1]);
    expect(await send('Ada', '3')).toBe('Thanks! Your details were saved.');
    expect(await send('Bob', '1')).toBe('Sorry, we are full.');
    expect(await saved()).toEqual(['Ada', 'Earlier']);
  });

  it('page-only code thanks the guest and says the cap is checked by the web module', async () => {
    const { result, run } = await runGenerated(rsvpPage(FULL_RULE, 'velo'), {
      itemsPerCollection: 0,
    });
    await run.setValue('#rsvpNameInput', 'Ada');
    await run.setValue('#guestsDropdown', '2');
    await run.fire('#rsvpButton', 'click');
    await run.settle();
    expect((run.$w('#rsvpStatus') as unknown as { text: string }).text).toBe(
      'Thanks! Your details were saved.',
    );
    expect(result.instructions).toContain('At most 200 guests in all is not checked');
    // '(1 to 4 guests)' lists the dropdown's choices.
    const options = (run.$w('#guestsDropdown') as unknown as { options: { value: string }[] })
      .options;
    expect(options.map((o) => o.value)).toEqual(['1', '2', '3', '4']);
  });
});
