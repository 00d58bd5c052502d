import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Buttons showing the other side of a list's days (plan-window-switch.ts): 'pastButton shows
 * past events instead, newest first; upcomingButton shows upcoming events again'. Before, both
 * buttons were left out of the code and 'newest first' sorted the upcoming events too.
 */

type Part = { text: string; enabled: boolean };
type Repeater = { forEachItem(fn: ($item: (selector: string) => Part) => void): void };

/** Midnight `days` from the visitor's today, plus `hours`. */
function fromToday(days: number, hours: number): Date {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, hours);
}

const EVENTS: [string, Date][] = [
  ['Last month', fromToday(-30, 10)],
  ['Yesterday', fromToday(-1, 10)],
  ['Later today', fromToday(0, 23)],
  ['Next week', fromToday(7, 10)],
];

async function eventsPage(
  prompt: string,
  buttons: string[],
  outputType: 'velo' | 'frontend_backend',
) {
  const { result, run } = await runGenerated(
    pageRequest(
      prompt,
      { Events: { title: 'text', date: 'date' } },
      [
        { id: 'eventsRepeater', type: 'repeater' },
        { id: 'titleText', type: 'text', parentId: 'eventsRepeater' },
        { id: 'dateText', type: 'text', parentId: 'eventsRepeater' },
        ...buttons.map((id) => ({ id, type: 'button' })),
      ],
      outputType,
    ),
    {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const [title, date] of EVENTS) void page.data.insert('Events', { title, date });
      },
    },
  );
  const shown = () => {
    const titles: string[] = [];
    (run.$w('#eventsRepeater') as unknown as Repeater).forEachItem(($item) =>
      titles.push($item('#titleText').text),
    );
    return titles;
  };
  const enabled = (id: string) => (run.$w(`#${id}`) as unknown as Part).enabled;
  return { result, run, shown, enabled };
}

describe('template engine: buttons showing the past or upcoming side of a list', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows past events newest first and upcoming ones again, soonest first (%s)',
    async (outputType) => {
      const { result, run, shown, enabled } = await eventsPage(
        'Events page: eventsRepeater lists upcoming events with titleText and dateText. pastButton shows past events instead, newest first; upcomingButton shows upcoming events again.',
        ['pastButton', 'upcomingButton'],
        outputType,
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(shown()).toEqual(['Later today', 'Next week']);
      expect([enabled('pastButton'), enabled('upcomingButton')]).toEqual([true, false]);

      await run.fire('#pastButton', 'click');
      expect(shown()).toEqual(['Yesterday', 'Last month']);
      expect([enabled('pastButton'), enabled('upcomingButton')]).toEqual([false, true]);

      await run.fire('#upcomingButton', 'click');
      expect(shown()).toEqual(['Later today', 'Next week']);
      expect(result.instructions).toContain(
        'Click `pastButton`: `eventsRepeater` shows the past events instead (dated before today), latest first; click `upcomingButton`: the upcoming ones again.',
      );
    },
  );

  it('starts on the past side the list names and shows the upcoming side, soonest first', async () => {
    const { result, run, shown, enabled } = await eventsPage(
      'eventsRepeater lists past events with titleText and dateText. upcomingButton shows upcoming events instead.',
      ['upcomingButton'],
      'frontend_backend',
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(shown()).toEqual(['Yesterday', 'Last month']);
    await run.fire('#upcomingButton', 'click');
    expect(shown()).toEqual(['Later today', 'Next week']);
    // With no button back, the one button stays usable.
    expect(enabled('upcomingButton')).toBe(true);
    expect(result.backendCode).toContain("upcoming: flagArg(args.upcoming, 'upcoming'),");
  });
});
