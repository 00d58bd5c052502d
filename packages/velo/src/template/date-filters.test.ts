import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { inTimeZone } from '../testing/time-zone';
import { runGenerated } from './test-support';

/**
 * Date pickers that filter a list ('show events from the picked date', a from/to range, one day),
 * run in the preview runtime over events at different hours, in New York's time zone: a picked
 * day is the visitor's whole day, so an event at 8 pm on the 14th (01:00 UTC on the 15th) is on
 * the 14th, and the range's end day counts to its last minute.
 */

async function eventsPage(
  prompt: string,
  pickers: { id: string; type: string; customType?: string }[],
  outputType: 'velo' | 'frontend_backend',
  dateKey = 'eventDate',
) {
  const events = {
    name: 'Events',
    fields: [
      { id: 'title', type: 'text' },
      { id: dateKey, type: 'date' },
    ],
  };
  inTimeZone('America/New_York');
  const ids = ['eventsRepeater', 'eventTitle', ...pickers.map((p) => p.id), 'clearButton'];
  const request = ZGenerationRequest.parse({
    prompt,
    outputType,
    includeInstructions: true,
    collections: [events],
    elementIds: ids,
    elementHierarchy: {
      elements: [
        { id: 'eventsRepeater', type: 'repeater' },
        { id: 'eventTitle', type: 'text', parentId: 'eventsRepeater' },
        ...pickers,
        { id: 'clearButton', type: 'button' },
      ],
    },
  });
  const { result, run } = await runGenerated(request, {
    itemsPerCollection: 0,
    beforeRun: (page) => {
      for (const [title, date] of [
        ['Opening', new Date(2025, 2, 10, 10)],
        ['Late show', new Date(2025, 2, 14, 20)],
        ['Closing', new Date(2025, 2, 20, 9)],
      ] as const)
        void page.data.insert('Events', { title, [dateKey]: date });
    },
  });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  expect(run.errors).toEqual([]);
  const shown = () =>
    (run.$w('#eventsRepeater') as unknown as { data: { title: string }[] }).data
      .map((item) => item.title)
      .sort();
  // The preview builds a picker declared as a text input as one: the visitor types the day there.
  const typed = new Set(pickers.filter((p) => p.type === 'input').map((p) => p.id));
  const pick = async (id: string, day: Date) => {
    const text = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    (run.$w(`#${id}`) as unknown as { value: unknown }).value = typed.has(id) ? text : day;
    await run.fire(`#${id}`, 'change');
    await run.settle();
    expect(run.errors).toEqual([]);
  };
  return { result, run, shown, pick };
}

describe('template engine: date pickers filtering a list', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "keeps the events between a from and a to day, the to day's evening included (%s)",
    async (outputType) => {
      const { result, run, shown, pick } = await eventsPage(
        'List the events from Events. Filter them by date with the fromDatePicker and the toDatePicker; the clear button shows all again.',
        [
          { id: 'fromDatePicker', type: 'input' },
          { id: 'toDatePicker', type: 'custom', customType: 'DatePicker' },
        ],
        outputType,
      );
      expect(shown()).toEqual(['Closing', 'Late show', 'Opening']);
      await pick('fromDatePicker', new Date(2025, 2, 11));
      expect(shown()).toEqual(['Closing', 'Late show']);
      await pick('toDatePicker', new Date(2025, 2, 14));
      expect(shown()).toEqual(['Late show']);
      await run.fire('#clearButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(shown()).toEqual(['Closing', 'Late show', 'Opening']);
      expect((run.$w('#toDatePicker') as unknown as { value: unknown }).value).toBeNull();
      expect(result.instructions).toContain('Date Picker, ID `fromDatePicker`');
      expect(result.instructions).toContain(
        'Pick a day in `toDatePicker`: only events whose `eventDate` is on or before that day stay.',
      );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'shows the events of one picked day, whatever their hour (%s)',
    async (outputType) => {
      const { shown, pick, result } = await eventsPage(
        'List the events from Events; the event date picker shows the events on the picked day.',
        [{ id: 'eventDatePicker', type: 'input' }],
        outputType,
      );
      await pick('eventDatePicker', new Date(2025, 2, 14));
      expect(shown()).toEqual(['Late show']);
      await pick('eventDatePicker', new Date(2025, 2, 15));
      expect(shown()).toEqual([]);
      expect(result.instructions).toContain('is on that day stay.');
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'filters by days typed into text inputs that are not named pickers (%s)',
    async (outputType) => {
      const { shown, pick, result } = await eventsPage(
        'List the events in the repeater. Visitors filter by date with fromDateInput and toDateInput.',
        [
          { id: 'fromDateInput', type: 'input' },
          { id: 'toDateInput', type: 'input' },
        ],
        outputType,
      );
      await pick('fromDateInput', new Date(2025, 2, 11));
      await pick('toDateInput', new Date(2025, 2, 14));
      expect(shown()).toEqual(['Late show']);
      expect(result.instructions).toContain(
        'Text Input, ID `fromDateInput` (visitors type the date, e.g. 2025-03-14)',
      );
      expect(result.instructions).toContain('Type a day (2025-03-14) in `toDateInput`');
    },
  );

  it('takes a picker the prompt calls a start for the first day of a range', async () => {
    const { shown, pick } = await eventsPage(
      'List the events from Events; the datePicker1 shows only events after the chosen date.',
      [{ id: 'datePicker1', type: 'input' }],
      'frontend_backend',
    );
    await pick('datePicker1', new Date(2025, 2, 14));
    expect(shown()).toEqual(['Closing', 'Late show']);
  });

  it('filters the one Date field when the pickers name none, soonest first', async () => {
    const { shown, pick, run } = await eventsPage(
      'Events calendar: the events in the repeater ordered by date; startDatePicker and endDatePicker keep the events between the two days.',
      [
        { id: 'startDatePicker', type: 'custom', customType: 'DatePicker' },
        { id: 'endDatePicker', type: 'custom', customType: 'DatePicker' },
      ],
      'frontend_backend',
      'startsAt',
    );
    const order = () =>
      (run.$w('#eventsRepeater') as unknown as { data: { title: string }[] }).data.map(
        (e) => e.title,
      );
    expect(order()).toEqual(['Opening', 'Late show', 'Closing']);
    await pick('startDatePicker', new Date(2025, 2, 11));
    await pick('endDatePicker', new Date(2025, 2, 14));
    expect(shown()).toEqual(['Late show']);
  });
});
