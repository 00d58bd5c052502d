import { describe, expect, it } from 'vitest';

import { PROMPT_MESSAGE_UNSAID } from '../prompt-coverage';
import { pageRequest, runGenerated } from './test-support';

/**
 * Review 14: a rule's refusal ('Date must be in the future, otherwise show "Please pick a future
 * date"') was shown after every successful save when the rule itself was not built, inviting a
 * second booking. Now the refusal is never the thanks, and a message the prompt asks for that
 * the code never says is named in the checker's results.
 */

const ELEMENTS = [
  { id: 'nameInput', type: 'input' },
  { id: 'bookBtn', type: 'button' },
  { id: 'bookingMsg', type: 'text' },
];

const book = (rule: string, outputType: 'velo' | 'frontend_backend' = 'velo') =>
  pageRequest(
    `Visitors type their name in #nameInput and click #bookBtn to save it to Bookings. ${rule}`,
    { Bookings: { name: 'text' } },
    ELEMENTS,
    outputType,
  );

async function thanksAfterSaving(request: ReturnType<typeof book>) {
  const { result, run } = await runGenerated(request, { itemsPerCollection: 0 });
  await run.setValue('#nameInput', 'Ann');
  await run.fire('#bookBtn', 'click');
  await run.settle();
  expect(run.errors).toEqual([]);
  expect((await run.wixData.query('Bookings').find()).items).toHaveLength(1);
  const said = (run.$w('#bookingMsg') as unknown as { text: string }).text;
  const unsaid = result.diagnostics
    .filter((d) => d.code === PROMPT_MESSAGE_UNSAID)
    .map((d) => d.message);
  return { said, unsaid };
}

describe('template engine: a rule left out says nothing in its words after a save', () => {
  it.each([
    ['Date must be in the future, otherwise show "Please pick a future date" in #bookingMsg.'],
    [
      'One application per member per season — otherwise "You already applied this season" in #bookingMsg.',
    ],
    ['Home and away team can\'t be the same ("Pick two different teams" in #bookingMsg).'],
    [
      'Party size 1 to 8 — for bigger show "For parties larger than 8 please call us" in #bookingMsg.',
    ],
  ])('%s', async (rule) => {
    const refusal = /"([^"]+)"/.exec(rule)?.[1] ?? '';
    const { said, unsaid } = await thanksAfterSaving(book(rule));
    expect(said).not.toBe(refusal);
    expect(said).toMatch(/^Thanks!/);
    expect(unsaid).toEqual([
      `Not in this code: the prompt asks to show "${refusal}", but the code never says it. What it goes with may be missing too: reword that part and generate again, or write it yourself.`,
    ]);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    '\'When it works say "Thank you for serving!"\' is the thanks, and no warning (%s)',
    async (outputType) => {
      const { said, unsaid } = await thanksAfterSaving(
        book('When it works say "Thank you for serving!" in #bookingMsg.', outputType),
      );
      expect(said).toBe('Thank you for serving!');
      expect(unsaid).toEqual([]);
    },
  );
});

describe('checker: messages the prompt asks for that the code never says', () => {
  const coverage = async (prompt: string) => {
    const { result } = await runGenerated(
      pageRequest(prompt, { Tutors: { name: 'text' } }, [
        { id: 'headerText', type: 'text' },
        { id: 'tutorsRepeater', type: 'repeater' },
        { id: 'tutorName', type: 'text', parentId: 'tutorsRepeater' },
        { id: 'countText', type: 'text' },
      ]),
      { itemsPerCollection: 0 },
    );
    return result.diagnostics.filter((d) => d.code === PROMPT_MESSAGE_UNSAID);
  };

  it('takes figures and placeholders as any value, and words split by code as said', async () => {
    expect(
      await coverage('tutorsRepeater shows the Tutors (name). countText shows "X tutors found".'),
    ).toEqual([]);
  });

  it("leaves the editor's own texts alone: a heading, and a banner no element is named for", async () => {
    expect(
      await coverage(
        'The headerText says "Find your tutor". tutorsRepeater shows the Tutors; a banner above it says "Spring sale now on".',
      ),
    ).toEqual([]);
  });

  it('names a message in a sentence about an element the code uses', async () => {
    const found = await coverage(
      'tutorsRepeater shows the Tutors. When no tutor matches, countText says "No tutors match your filters".',
    );
    expect(found.map((d) => d.severity)).toEqual(['warning']);
    expect(found[0]?.message).toContain('"No tutors match your filters"');
  });
});

describe('template engine: the prompt words for a failure', () => {
  it("shows a list's own words when loading fails", async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Show the Tutors in tutorsRepeater. If loading fails show "Try later" in statusText.',
        { Tutors: { name: 'text' } },
        [
          { id: 'tutorsRepeater', type: 'repeater' },
          { id: 'tutorName', type: 'text', parentId: 'tutorsRepeater' },
          { id: 'statusText', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.frontendCode).toContain("showStatus('Try later');");
    expect(result.frontendCode).not.toContain('Please try again');
    expect(result.diagnostics.filter((d) => d.code === PROMPT_MESSAGE_UNSAID)).toEqual([]);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "shows a form's own words when saving fails (%s)",
    async (outputType) => {
      const { result } = await runGenerated(
        book('If saving fails show "Could not save, call us" in #bookingMsg.', outputType),
        { itemsPerCollection: 0 },
      );
      expect(result.frontendCode).toContain("showStatus('Could not save, call us');");
      expect(result.frontendCode).not.toContain('Please try again');
      expect(result.diagnostics.filter((d) => d.code === PROMPT_MESSAGE_UNSAID)).toEqual([]);
    },
  );
});
