import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 18's club RSVP (14): 'rsvpButton on an event creates an RSVP in Rsvps (event reference)
 * for the current member and decreases spotsLeft by 1'. The places left go down with each RSVP
 * and none is taken at 0. Before, the RSVP was saved and spotsLeft never changed.
 */

const PROMPT =
  "Event RSVP for our club members. eventsRepeater lists upcoming Events (title, date, spotsLeft). rsvpButton on an event creates an RSVP in Rsvps (event reference) for the current member and decreases spotsLeft by 1. Members can't RSVP twice to same event.";

describe('template engine: an RSVP that takes one of the places left', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lowers spotsLeft by one per RSVP and takes none at 0 (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Events: { title: 'text', date: 'date', spotsLeft: 'number' },
            Rsvps: { event: 'reference' },
          },
          [
            { id: 'eventsRepeater', type: 'repeater' },
            { id: 'eventTitle', type: 'text', parentId: 'eventsRepeater' },
            { id: 'eventDate', type: 'text', parentId: 'eventsRepeater' },
            { id: 'spotsText', type: 'text', parentId: 'eventsRepeater' },
            { id: 'rsvpButton', type: 'button', parentId: 'eventsRepeater' },
          ],
          outputType,
        ),
        {
          member: true,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const soon = new Date(Date.now() + 7 * 86_400_000);
            void page.data.insert('Events', {
              _id: 'e1',
              title: 'Picnic',
              date: soon,
              spotsLeft: 2,
            });
            void page.data.insert('Events', { _id: 'e2', title: 'Gala', date: soon, spotsLeft: 0 });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      for (const id of ['e1', 'e1', 'e2']) {
        await run.fire('#rsvpButton', 'click', { itemId: id });
        await run.settle();
      }
      const left = async (id: string) => (await run.wixData.get('Events', id))?.['spotsLeft'];
      expect([await left('e1'), await left('e2')]).toEqual([1, 0]);
      const rsvps = (await run.wixData.query('Rsvps').find()).items.map((r) => r['event']);
      expect(rsvps).toEqual(['e1']);
      const shown: Record<string, string> = {};
      (
        run.$w('#eventsRepeater') as unknown as {
          forEachItem(
            cb: ($item: (s: string) => { text: string }, item: { _id: string }) => void,
          ): void;
        }
      ).forEachItem(($item, item) => {
        shown[item._id] = $item('#spotsText').text;
      });
      expect(shown).toEqual({ e1: '1', e2: '0' });
    },
  );
});
