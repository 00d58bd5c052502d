import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 9's events page: 'spotsLeftText should say how many spots are left (capacity minus the
 * number of RSVPs rows for that event). When a logged-in member clicks rsvpButton, add an RSVPs
 * row … unless they already RSVP'd to that event or it's full; if full, disable the button and
 * set its label to 'Sold out'.' Before, the text was left out, any number could join, and
 * 'unless' made the button a toggle labelled 'Sold out'.
 */

type Item = { _id: string };
type Repeater = {
  forEachItem(
    fn: (
      $item: (id: string) => { text: string; label: string; enabled: boolean },
      item: Item,
    ) => void,
  ): void;
};

const PROMPT =
  "Events are in the Events collection with a capacity field. In eventsRepeater each item has eventTitle, spotsLeftText and rsvpButton. spotsLeftText should say how many spots are left (capacity minus the number of RSVPs rows for that event). When a logged-in member clicks rsvpButton, add an RSVPs row (event reference, memberId) unless they already RSVP'd to that event or it's full; if full, disable the button and set its label to 'Sold out'. Do the capacity check in the backend so two people can't take the last spot.";

describe('template engine: the places left on each event a member joins from a list', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows the spots left, closes a full event and counts a visitor's RSVP once they log in (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Events: { title: 'text', capacity: 'number' },
            RSVPs: { event: 'reference', memberId: 'text' },
          },
          [
            { id: 'eventsRepeater', type: 'repeater' },
            { id: 'eventTitle', type: 'text', parentId: 'eventsRepeater' },
            { id: 'spotsLeftText', type: 'text', parentId: 'eventsRepeater' },
            { id: 'rsvpButton', type: 'button', parentId: 'eventsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Events', { _id: 'e1', title: 'Talk', capacity: 2 });
            void page.data.insert('Events', { _id: 'e2', title: 'Dinner', capacity: 1 });
            // Another visitor's RSVP: the member logs in on the click.
            void page.data.insert('RSVPs', { event: 'e2', memberId: 'm-2' });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const shown = () => {
        const seen: Record<string, [string, string, boolean]> = {};
        (run.$w('#eventsRepeater') as unknown as Repeater).forEachItem(($item, item) => {
          const button = $item('#rsvpButton');
          seen[item._id] = [$item('#spotsLeftText').text, button.label, button.enabled];
        });
        return seen;
      };
      expect(shown()['e2']).toEqual(['0 spots left', 'Sold out', false]);
      expect(shown()['e1']?.slice(0, 1)).toEqual(['2 spots left']);
      await run.fire('#rsvpButton', 'click', { itemId: 'e1' });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(shown()['e1']).toEqual(['1 spot left', 'Going', false]);
      const { items } = await run.wixData.query('RSVPs').eq('event', 'e1').find();
      expect(items.map((r) => typeof r['memberId'])).toEqual(['string']);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain("throw new Error('Sold out: this event is full.');");
    },
  );
});
