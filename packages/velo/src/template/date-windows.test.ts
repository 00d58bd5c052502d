import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runVeloPage } from '@veloforge/preview';

import { buildStructure } from '../structure';
import { inTimeZone } from '../testing/time-zone';
import { runGenerated } from './test-support';

/**
 * Lists bounded to days the prompt names ('this week', "today's classes", 'the next 14 days',
 * 'the last 30 days'), run in the preview runtime in New York's time zone over items dated around
 * the bounds: a day is the visitor's midnight to midnight, a week their Monday to Sunday, and the
 * backend takes the days the page works out rather than its own UTC ones.
 */

const DAY = 24 * 60 * 60 * 1000;

/** The visitor's midnight `days` from today, plus `hours`. */
function fromToday(days: number, hours: number): Date {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, hours);
}

/** This week's Monday (the visitor's), plus `days` and `hours`. */
function fromMonday(days: number, hours: number): Date {
  const d = new Date();
  const back = (d.getDay() + 6) % 7;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - back + days, hours);
}

const EVENTS = {
  includeInstructions: true,
  collections: [
    {
      name: 'Events',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'date', type: 'date' },
      ],
    },
  ],
  elementIds: ['eventsRepeater', 'titleText'],
  elementHierarchy: {
    elements: [
      { id: 'eventsRepeater', type: 'repeater' },
      { id: 'titleText', type: 'text', parentId: 'eventsRepeater' },
    ],
  },
};

async function listPage(
  prompt: string,
  items: () => [string, Date][],
  outputType: 'velo' | 'frontend_backend',
  dateKey = 'date',
) {
  inTimeZone('America/New_York');
  const request = ZGenerationRequest.parse({
    ...EVENTS,
    prompt,
    outputType,
    collections: [
      {
        name: 'Events',
        fields: [
          { id: 'title', type: 'text' },
          { id: dateKey, type: 'date' },
        ],
      },
    ],
  });
  const { result, run } = await runGenerated(request, {
    itemsPerCollection: 0,
    beforeRun: (page) => {
      for (const [title, date] of items())
        void page.data.insert('Events', { title, [dateKey]: date });
    },
  });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  expect(run.errors).toEqual([]);
  const shown = (run.$w('#eventsRepeater') as unknown as { data: { title: string }[] }).data
    .map((item) => item.title)
    .sort();
  return { result, run, shown };
}

const WEEK = (): [string, Date][] => [
  ['Sunday before', fromMonday(-1, 22)],
  ['Monday morning', fromMonday(0, 0)],
  ['Sunday night', fromMonday(6, 23)],
  ['Next Monday', fromMonday(7, 0)],
];

describe('template engine: lists bounded to the days the prompt names', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows this week's events, Monday to Sunday on the visitor's calendar (%s)",
    async (outputType) => {
      const { result, shown } = await listPage(
        "eventsRepeater shows this week's events (title), soonest first.",
        WEEK,
        outputType,
      );
      expect(shown).toEqual(['Monday morning', 'Sunday night']);
      // The page works the days out and sends them; the backend only checks them.
      if (outputType === 'frontend_backend')
        expect(result.frontendCode).toContain('getEvents({ ...eventsDays(), limit: ');
    },
  );

  it('keeps upcoming events this week from today on', async () => {
    const { shown } = await listPage(
      'Show the upcoming events this week in eventsRepeater.',
      () => [...WEEK(), ['Yesterday', fromToday(-1, 23)], ['Today early', fromToday(0, 0)]],
      'velo',
    );
    const expected = ['Today early', 'Sunday night'];
    // On a Monday, the week's first morning is today.
    if (new Date().getDay() === 1) expected.push('Monday morning');
    expect(shown).toEqual(expected.sort());
  });

  it.each([
    ["eventsRepeater lists today's classes.", ['Today early', 'Today late']],
    [
      "Today's specials: eventsRepeater shows only specials whose date is today; a 'tomorrow' button is for later.",
      ['Today early', 'Today late'],
    ],
    [
      "today's classes in eventsRepeater; when there are none show 'No classes today'.",
      ['Today early', 'Today late'],
    ],
    // Review 52: a condition written as a sign.
    ['eventsRepeater lists events with date = today.', ['Today early', 'Today late']],
    [
      'eventsRepeater shows the events of today and tomorrow.',
      ['Today early', 'Today late', 'Tomorrow'],
    ],
    [
      'Show events in the next 14 days in eventsRepeater.',
      ['Today early', 'Today late', 'Tomorrow', 'In 13 days'],
    ],
    [
      'eventsRepeater lists events. Only show events whose date is today or later.',
      ['Today early', 'Today late', 'Tomorrow', 'In 13 days', 'In 14 days'],
    ],
    [
      'eventsRepeater lists events whose date is today or earlier.',
      ['Yesterday', 'Today early', 'Today late'],
    ],
  ])('%s', async (prompt, expected) => {
    const { shown } = await listPage(
      prompt,
      () => [
        ['Yesterday', fromToday(-1, 23)],
        ['Today early', fromToday(0, 0)],
        ['Today late', fromToday(0, 23)],
        ['Tomorrow', fromToday(1, 0)],
        ['In 13 days', fromToday(13, 23)],
        ['In 14 days', fromToday(14, 1)],
      ],
      'frontend_backend',
    );
    expect(shown).toEqual([...expected].sort());
  });

  it('shows next month’s events, first day to last', async () => {
    const month = (months: number, day: number, hours: number) => {
      const d = new Date();
      return new Date(d.getFullYear(), d.getMonth() + months, day, hours);
    };
    const { shown } = await listPage(
      'eventsRepeater shows the events happening next month.',
      () => [
        ['This month', month(1, 0, 23)],
        ['First day', month(1, 1, 0)],
        ['Last day', month(2, 0, 23)],
        ['After', month(2, 1, 0)],
      ],
      'frontend_backend',
    );
    expect(shown).toEqual(['First day', 'Last day']);
  });

  it('bounds the date field the sentence names: posts published in the last 30 days', async () => {
    const { shown, result } = await listPage(
      'eventsRepeater shows the posts published in the last 30 days, newest first.',
      () => [
        ['Old', fromToday(-30, 23)],
        ['Month ago', fromToday(-29, 0)],
        ['Today', fromToday(0, 8)],
      ],
      'velo',
      'publishedDate',
    );
    expect(shown).toEqual(['Month ago', 'Today']);
    expect(result.frontendCode).toContain("query = query.ge('publishedDate', options.windowFrom);");
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "'not expired yet, soonest first', beside a picker 'not in the past': from today on (%s)",
    async (outputType) => {
      const { shown, result } = await listPage(
        'expiryPicker (not in the past) and addButton save to Events. eventsRepeater lists items that are not expired yet, soonest expiry first (title).',
        () => [
          ['Old milk', fromToday(-3, 9)],
          ['Yogurt', fromToday(2, 9)],
          ['Bread', fromToday(1, 9)],
        ],
        outputType,
        'expiry',
      );
      expect(shown).toEqual(['Bread', 'Yogurt']);
      expect(`${result.frontendCode}${result.backendCode}`).toContain("ascending('expiry')");
    },
  );

  it("a picker's 'not in the past' does not keep a list to past items", async () => {
    const { shown } = await listPage(
      'expiryPicker (not in the past) and addButton save to Events. eventsRepeater lists all items, soonest expiry first (title).',
      () => [
        ['Old milk', fromToday(-3, 9)],
        ['Bread', fromToday(1, 9)],
      ],
      'velo',
      'expiry',
    );
    expect(shown).toEqual(['Bread', 'Old milk']);
  });

  it('takes the days the page sends when they are near the server’s, else the server’s', async () => {
    const { result } = await listPage(
      "eventsRepeater shows this week's events.",
      WEEK,
      'frontend_backend',
    );
    const run = await runVeloPage({
      structure: buildStructure(ZGenerationRequest.parse({ ...EVENTS, prompt: 'x' })),
      frontendCode: "export { getEvents } from 'backend/events.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/events.web.js',
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const [title, date] of WEEK()) void page.data.insert('Events', { title, date });
      },
    });
    const getEvents = run.exports['getEvents'] as (
      options: object,
    ) => Promise<{ items: { title: string }[] }>;
    const titles = async (options: object) =>
      (await getEvents(options)).items.map((i) => i.title).sort();
    // A visitor a day behind: their week starts a day earlier.
    const behind = {
      windowFrom: new Date(fromMonday(0, 0).getTime() - DAY),
      windowTo: new Date(fromMonday(7, 0).getTime() - DAY),
    };
    expect(await titles(behind)).toEqual(['Monday morning', 'Sunday before']);
    // A window a year back is not a visitor's week: the server's own is used.
    const farOff = {
      windowFrom: new Date(fromMonday(0, 0).getTime() - 365 * DAY),
      windowTo: new Date(fromMonday(7, 0).getTime() - 365 * DAY),
    };
    expect(await titles(farOff)).toEqual(['Monday morning', 'Sunday night']);
    expect(await titles({})).toEqual(['Monday morning', 'Sunday night']);
    await expect(getEvents({ windowFrom: 'soon' })).rejects.toThrow('windowFrom must be a date.');
  });

  it('does not read a window from quoted copy', async () => {
    const { shown, result } = await listPage(
      'eventsRepeater lists every event; a banner above it says "New this week".',
      WEEK,
      'velo',
    );
    expect(shown).toHaveLength(WEEK().length);
    expect(result.frontendCode).not.toContain('windowFrom');
  });
});

describe('template engine: days in copy that do not bound the list', () => {
  it.each([
    'eventsRepeater lists the events. Free returns within 30 days on tickets.',
    "Yoga studio: eventsRepeater lists the classes. Sign up for today's free trial!",
    'eventsRepeater lists the events; events due today are highlighted.',
    'eventsRepeater lists the events. Events posted in the last 7 days get a NEW badge.',
    'eventsRepeater lists the events. Visitors book an event for today or any later day.',
    // Review 14: the date an admin's new item is saved with.
    "eventsRepeater lists the events. Admins can post a new event from the page -> Events with today's date.",
    // Its refusal, quoted, is a checker warning: no input here takes a date (prompt-coverage).
    'eventsRepeater lists the events. Date must be in the future, otherwise refuse it.',
  ])('%s', async (prompt) => {
    const { shown, result } = await listPage(prompt, WEEK, 'frontend_backend');
    expect(shown).toHaveLength(WEEK().length);
    expect(result.frontendCode).not.toContain('windowFrom');
  });

  it('reads every item in a function whose sentence only mentions today elsewhere', async () => {
    const { result } = await listPage(
      "Backend: getEvents() returns all events. A banner says what's on today.",
      WEEK,
      'frontend_backend',
    );
    expect(result.backendCode).not.toMatch(/query\.(?:ge|lt)\('date'/);
  });
});
