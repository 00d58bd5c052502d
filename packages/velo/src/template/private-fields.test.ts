import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 12's tutor finder: 'Tutor emails are private, never show or send them to the page',
 * beside a slider whose range is read from the same collection. Before, the wording was not
 * read, and a figure over the collection (the slider's lowest and highest rate) turned the
 * protection off: the web method sent every tutor's email.
 */

const request = pageRequest(
  'Tutor finder. tutorsRepeater lists the Tutors, showing name (tutorName) and hourlyRate (rateText). maxRateSlider shows only tutors whose hourlyRate is at or below the slider value. Tutor emails are private, never show or send them to the page.',
  { Tutors: { name: 'text', hourlyRate: 'number', email: 'text' } },
  [
    { id: 'tutorsRepeater', type: 'repeater' },
    { id: 'tutorName', type: 'text', parentId: 'tutorsRepeater' },
    { id: 'rateText', type: 'text', parentId: 'tutorsRepeater' },
    { id: 'maxRateSlider', type: 'slider' },
  ],
  'frontend_backend',
);

describe('template engine: fields the prompt says are private', () => {
  it('lists the tutors without their emails and still spans the slider over their rates', async () => {
    const { result, run } = await runGenerated(request, {
      itemsPerCollection: 0,
      beforeRun(page) {
        void page.data.insert('Tutors', { name: 'Ada', hourlyRate: 30, email: 'ada@x.com' });
        void page.data.insert('Tutors', { name: 'Bo', hourlyRate: 70, email: 'bo@x.com' });
      },
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(run.errors).toEqual([]);
    const tutors = (run.$w('#tutorsRepeater') as unknown as { data: object[] }).data;
    expect(tutors).toHaveLength(2);
    for (const tutor of tutors) expect(tutor).not.toHaveProperty('email');
    const slider = run.$w('#maxRateSlider') as unknown as { min: number; max: number };
    expect([slider.min, slider.max]).toEqual([30, 70]);
    expect(result.backendCode).toContain('.run({ suppressAuth: true })');
    expect(result.instructions).toContain(
      'Permissions: only admins can view content ("Admin": the web module reads the items for the page with suppressAuth and sends only the items without their `email`, so `email` stays private)',
    );
  });
});

describe('template engine: a text named for an age beside a private field', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the years since the birth date and never the vet notes (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'petsRepeater shows Pets (petName) and the age in years in petAge. Vet notes (vetNotes field) are internal and should not be shown to owners.',
          { Pets: { petName: 'text', birthDate: 'date', vetNotes: 'text' } },
          [
            { id: 'petsRepeater', type: 'repeater' },
            { id: 'petNameText', type: 'text', parentId: 'petsRepeater' },
            { id: 'petAge', type: 'text', parentId: 'petsRepeater' },
            // Named for the private field: it stays empty.
            { id: 'petNotes', type: 'text', parentId: 'petsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const born = new Date();
            born.setFullYear(born.getFullYear() - 3, born.getMonth() - 1);
            void page.data.insert('Pets', { petName: 'Rex', birthDate: born, vetNotes: 'Bites' });
          },
        },
      );
      expect(repeatedTexts(run, 'petsRepeater', 'petAge')).toEqual(['3']);
      expect(result.frontendCode).not.toContain('item.vetNotes');
    },
  );
});

describe('template engine: a text whose name hints a type no field left has', () => {
  it('leaves petAge empty rather than showing the next text field', async () => {
    const { result } = await runGenerated(
      pageRequest(
        'petsRepeater shows Pets (petName in petNameText) and the age in petAge.',
        { Pets: { petName: 'text', notes: 'text' } },
        [
          { id: 'petsRepeater', type: 'repeater' },
          { id: 'petNameText', type: 'text', parentId: 'petsRepeater' },
          { id: 'petAge', type: 'text', parentId: 'petsRepeater' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.frontendCode).not.toContain('item.notes');
    expect(result.diagnostics.map((d) => d.message).join('\n')).toContain("'#petAge'");
  });
});

/**
 * Review 20, 2: "Don't show who claimed what to other guests" keeps `claimedBy` from the page.
 * Before, it kept `claimed` (the word the sentence has) and sent every guest's name.
 */
describe('template engine: who did something, kept private', () => {
  it('sends whether a gift is claimed, never who claimed it', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Wedding gift registry. giftsRepeater shows Gifts with giftNameText, priceText and claimedText. Don't show who claimed what to other guests.",
        { Gifts: { giftName: 'text', price: 'number', claimed: 'boolean', claimedBy: 'text' } },
        [
          { id: 'giftsRepeater', type: 'repeater' },
          { id: 'giftNameText', type: 'text', parentId: 'giftsRepeater' },
          { id: 'priceText', type: 'text', parentId: 'giftsRepeater' },
          { id: 'claimedText', type: 'text', parentId: 'giftsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('Gifts', {
            giftName: 'Toaster',
            price: 40,
            claimed: true,
            claimedBy: 'Aunt May',
          });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const sent = JSON.stringify((run.$w('#giftsRepeater') as unknown as { data: [] }).data);
    expect(sent).not.toContain('Aunt May');
    expect(sent).toContain('"claimed":true');
    expect(result.backendCode).toContain('claimedBy never leaves the server.');
  });
});
