import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A page-level register button on an event's own page (review 6): 'Logged-in members click
 * registerButton to register for this event …; it then says "Registered"', 'seatsLeftText shows
 * how many seats are left', 'When no seats are left, registerButton says "Sold out"'. Before, the
 * button and the seats text were left unused.
 */

const eventPage = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Event details page (dynamic page for Events, URL /events/{slug}). Show the event's title in titleText and seatsLeftText shows how many seats are left (capacity minus registrations). Logged-in members click registerButton to register for this event (adds a row to Registrations); it then says 'Registered' and is disabled. When no seats are left, registerButton says 'Sold out' and is disabled. Visitors are asked to log in first.",
    {
      Events: { title: 'text', slug: 'text', capacity: 'number' },
      Registrations: { event: 'reference' },
    },
    [
      { id: 'titleText', type: 'text' },
      { id: 'seatsLeftText', type: 'text' },
      { id: 'registerButton', type: 'button' },
    ],
    outputType,
  );

type Element = { text: string; label: string; enabled: boolean };

async function openEvent(outputType: 'velo' | 'frontend_backend', slug: string) {
  const { result, run } = await runGenerated(eventPage(outputType), {
    member: true,
    itemsPerCollection: 0,
    url: `https://example.com/events/${slug}`,
    beforeRun: (page) => {
      void page.data.insert('Events', { title: 'Open day', slug: 'open-day', capacity: 3 });
      void page.data.insert('Events', { title: 'Tiny talk', slug: 'tiny-talk', capacity: 0 });
    },
  });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  expect(run.errors).toEqual([]);
  return { result, run, $: (id: string) => run.$w(`#${id}`) as unknown as Element };
}

describe("template engine: a button for the member's own row about the item a page shows", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'registers the member for the event shown, counting the seats left (%s)',
    async (outputType) => {
      const { result, run, $ } = await openEvent(outputType, 'open-day');
      expect($('titleText').text).toBe('Open day');
      expect($('seatsLeftText').text).toBe('3');
      expect($('registerButton').enabled).toBe(true);
      await run.fire('#registerButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect($('registerButton').label).toBe('Registered');
      expect($('registerButton').enabled).toBe(false);
      expect($('seatsLeftText').text).toBe('2');
      expect((await run.wixData.query('Registrations').find()).items).toHaveLength(1);
      expect(result.instructions).toContain(
        'click `registerButton` on an item\'s page: it says "Registered" and `seatsLeftText` shows one seat fewer',
      );
      // Page-only code counts everyone's rows, so it must be able to read them.
      expect(result.instructions).toContain(
        outputType === 'velo'
          ? 'anyone can view content (page-only code counts every one to show the seats left'
          : 'only the item\'s author can view content ("Site member author"',
      );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'says "Sold out" when no seats are left (%s)',
    async (outputType) => {
      const { $ } = await openEvent(outputType, 'tiny-talk');
      expect($('titleText').text).toBe('Tiny talk');
      expect($('seatsLeftText').text).toBe('0');
      expect($('registerButton').label).toBe('Sold out');
      expect($('registerButton').enabled).toBe(false);
    },
  );
});
