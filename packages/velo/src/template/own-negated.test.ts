import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 17: "Don't show my own profile in the list" read as 'show my own', so the partners list
 * showed the member's own profile alone and never a partner. Now a signed-in member sees everyone's
 * but their own.
 */

describe("template engine: 'don't show my own'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists the other members' profiles, not the member's own (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "The partnersRepeater shows other members' Profiles with partnerName and partnerCity. Don't show my own profile in the list.",
          { Profiles: { displayName: 'text', city: 'text' } },
          [
            { id: 'partnersRepeater', type: 'repeater' },
            { id: 'partnerName', type: 'text', parentId: 'partnersRepeater' },
            { id: 'partnerCity', type: 'text', parentId: 'partnersRepeater' },
          ],
          outputType,
        ),
        // The seeded profiles are other people's; Ann adds her own.
        {
          itemsPerCollection: 2,
          member: { _id: 'member-ann' },
          beforeRun: (page) => {
            void page.data.insert('Profiles', { displayName: 'Ann', city: 'Leeds' });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const shown = (run.$w('#partnersRepeater') as unknown as { data: { _owner: string }[] }).data;
      expect(shown).toHaveLength(2);
      expect(shown.filter((p) => p._owner === 'member-ann')).toEqual([]);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "keeps 'never show other members' bookings, only their own' to the member's own (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Members see Bookings in bookingsRepeater with bookingDay. Never show other members' bookings, only their own.",
          { Bookings: { day: 'date' } },
          [
            { id: 'bookingsRepeater', type: 'repeater' },
            { id: 'bookingDay', type: 'text', parentId: 'bookingsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 2,
          member: { _id: 'member-ann' },
          beforeRun: (page) => {
            void page.data.insert('Bookings', { day: new Date(2026, 11, 8) });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const shown = (run.$w('#bookingsRepeater') as unknown as { data: { _owner: string }[] }).data;
      expect(shown.map((b) => b._owner)).toEqual(['member-ann']);
    },
  );
});
