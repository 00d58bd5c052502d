import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 18's volunteer check-in (4, 12): 'staff use this on an ipad at the door … checkInButton
 * sets checkedIn true and checkedInAt to now. Volunteers phone numbers are private, dont show
 * them to the public.' The staff see every signup with its phone and check one in; 'checkedInAt'
 * (set by the button) is no day to list by. Before, the list was public, kept to those checked in
 * today (so nobody not yet checked in showed), hid the phone from the staff, and the button did
 * nothing.
 */

const PROMPT =
  "Volunteer check-in (staff use this on an ipad at the door). shiftsRepeater lists today's Signups (volunteerName, phone, checkedIn). checkInButton sets checkedIn true and checkedInAt to now. Volunteers phone numbers are private, dont show them to the public.";

describe('template engine: a staff check-in page', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists every signup with its phone and checks one in (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Signups: {
              volunteerName: 'text',
              phone: 'text',
              checkedIn: 'boolean',
              checkedInAt: 'date',
            },
          },
          [
            { id: 'shiftsRepeater', type: 'repeater' },
            { id: 'volName', type: 'text', parentId: 'shiftsRepeater' },
            { id: 'volPhone', type: 'text', parentId: 'shiftsRepeater' },
            { id: 'checkInButton', type: 'button', parentId: 'shiftsRepeater' },
          ],
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Signups', { _id: 's1', volunteerName: 'Ann', phone: '555-1' });
            void page.data.insert('Signups', { _id: 's2', volunteerName: 'Bo', phone: '555-2' });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const phones: string[] = [];
      (
        run.$w('#shiftsRepeater') as unknown as {
          forEachItem(cb: ($item: (s: string) => { text: string }) => void): void;
        }
      ).forEachItem(($item) => phones.push($item('#volPhone').text));
      expect(phones.sort()).toEqual(['555-1', '555-2']);
      await run.fire('#checkInButton', 'click', { itemId: 's1' });
      await run.settle();
      expect(run.errors).toEqual([]);
      const ann = await run.wixData.get('Signups', 's1');
      expect(ann?.['checkedIn']).toBe(true);
      expect(ann?.['checkedInAt']).toBeInstanceOf(Date);
    },
  );
});
