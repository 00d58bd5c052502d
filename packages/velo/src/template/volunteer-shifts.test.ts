import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 48, 1: a volunteer shifts page. '(soonest first, hide past ones) with title, date and
 * how many spots are left' kept the title, date and capacity from the page as private fields,
 * so every shift read 'Full'; #spotsLeftText, named only for what it shows, was left out; and
 * 'store … their name and their email (from their member account) in Signups' saved no email.
 */

const PROMPT =
  'Volunteer shifts page. List upcoming shifts in `shiftsRepeater` (soonest first, hide past ones) with title, date and how many spots are left (capacity minus people signed up). Logged-in members click `signUpBtn` on a shift to sign up — store the shift, their name and their email (from their member account) in Signups. When a shift is full, disable its button and change the label to "Full". Don\'t let the same member sign up twice for one shift.';

type Repeater = {
  forEachItem(
    fn: (
      $item: (id: string) => { text: string; label: string; enabled: boolean },
      item: { _id: string },
    ) => void,
  ): void;
};

describe('template engine: volunteer shifts with spots left', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows each shift and its spots left, and saves the member's name and email (%s)",
    async (outputType) => {
      const soon = new Date(Date.now() + 3 * 86_400_000);
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Shifts: { title: 'text', shiftDate: 'date', capacity: 'number' },
            Signups: { shift: 'reference', volunteerName: 'text', volunteerEmail: 'text' },
          },
          [
            { id: 'shiftsRepeater', type: 'repeater' },
            { id: 'shiftTitle', type: 'text', parentId: 'shiftsRepeater' },
            { id: 'spotsLeftText', type: 'text', parentId: 'shiftsRepeater' },
            { id: 'signUpBtn', type: 'button', parentId: 'shiftsRepeater' },
          ],
          outputType,
        ),
        {
          member: true,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Shifts', {
              _id: 's1',
              title: 'Pantry',
              shiftDate: soon,
              capacity: 2,
            });
          },
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      const shown = () => {
        const seen: [string, string, boolean][] = [];
        (run.$w('#shiftsRepeater') as unknown as Repeater).forEachItem(($item) =>
          seen.push([
            $item('#shiftTitle').text,
            $item('#spotsLeftText').text,
            $item('#signUpBtn').enabled,
          ]),
        );
        return seen;
      };
      expect(shown()).toEqual([['Pantry', '2 spots left', true]]);
      await run.fire('#signUpBtn', 'click', { itemId: 's1' });
      await run.settle();
      expect(shown()[0]?.[1]).toBe('1 spot left');
      const { items } = await run.wixData.query('Signups').find({ suppressAuth: true });
      expect(items.map((i) => [i['shift'], i['volunteerName'], i['volunteerEmail']])).toEqual([
        ['s1', 'Ava Carter', 'ava.carter@example.com'],
      ]);
      expect(run.errors).toEqual([]);
    },
  );
});
