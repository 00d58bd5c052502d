import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 46: 'Sign up button on each workshop adds one to seatsTaken.' kept the button for
 * admins (a count of places was no visitor's to add to): every visitor's sign-up was refused.
 * Places taken count like likes and votes, once per visitor. Run in the preview.
 */

describe('template engine: a sign-up button counting places taken', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lets a visitor take a place once (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Sign up button on each workshop adds one to seatsTaken.',
          { Workshops: { title: 'text', seatsTaken: 'number' } },
          [
            { id: 'workshopsRepeater', type: 'repeater' },
            { id: 'titleText', type: 'text', parentId: 'workshopsRepeater' },
            { id: 'signUpButton', type: 'button', parentId: 'workshopsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('Workshops', { title: 'Pottery', seatsTaken: 3 }),
        },
      );
      const [workshop] = (run.$w('#workshopsRepeater') as unknown as { data: { _id: string }[] })
        .data;
      const itemId = String(workshop?._id);
      const enabled = () => {
        const shown: boolean[] = [];
        (
          run.$w('#workshopsRepeater') as unknown as {
            forEachItem(fn: ($item: (id: string) => { enabled: boolean }) => void): void;
          }
        ).forEachItem(($item) => shown.push($item('#signUpButton').enabled));
        return shown;
      };
      expect(enabled()).toEqual([true]);
      await run.fire('#signUpButton', 'click', { itemId });
      await run.settle();
      // Once per visitor: the button stays off for the place taken.
      expect(enabled()).toEqual([false]);
      const { items } = await run.wixData.query('Workshops').find({ suppressAuth: true });
      expect(items.map((w) => w['seatsTaken'])).toEqual([4]);
      expect(run.errors).toEqual([]);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain('webMethod(Permissions.Anyone, async (itemId)');
    },
  );

  it("shows the places left ('= capacity minus seatsTaken'), one fewer after a sign-up", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Workshops page. #workshopsRepeater lists Workshops (title in #titleText, spots left in #spotsText = capacity minus seatsTaken). The #signUpButton on each workshop adds one to seatsTaken.',
        { Workshops: { title: 'text', capacity: 'number', seatsTaken: 'number' } },
        [
          { id: 'workshopsRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'workshopsRepeater' },
          { id: 'spotsText', type: 'text', parentId: 'workshopsRepeater' },
          { id: 'signUpButton', type: 'button', parentId: 'workshopsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Workshops', { title: 'Pottery', capacity: 10, seatsTaken: 3 }),
      },
    );
    expect(repeatedTexts(run, 'workshopsRepeater', 'spotsText')).toEqual(['7 spots left']);
    const [workshop] = (run.$w('#workshopsRepeater') as unknown as { data: { _id: string }[] })
      .data;
    await run.fire('#signUpButton', 'click', { itemId: String(workshop?._id) });
    await run.settle();
    expect(repeatedTexts(run, 'workshopsRepeater', 'spotsText')).toEqual(['6 spots left']);
  });
});
