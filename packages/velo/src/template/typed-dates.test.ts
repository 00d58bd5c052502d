import { describe, expect, it } from 'vitest';

import { inTimeZone } from '../testing/time-zone';
import { siteRequest, submitted } from './test-support';

/**
 * Dates typed into text inputs ('2025-03-14') are the visitor's calendar day wherever they are:
 * stored as their own midnight, as a Date Picker stores a day. The runs switch the process's time
 * zone, so a date read as London's midnight shows up as the day before in New York. (A member's
 * saved date filled back into a text input: edit-own.test.ts.)
 */

const dayOf = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

const eventForm = (outputType: 'velo' | 'frontend_backend') =>
  siteRequest(
    'Event form: the event name and the event date. Save to Events.',
    {
      name: 'Events',
      fields: [
        ['title', 'text'],
        ['eventDate', 'date'],
      ],
    },
    [
      { id: 'eventForm', type: 'form' },
      { id: 'titleInput', type: 'input', parentId: 'eventForm' },
      { id: 'eventDateInput', type: 'input', parentId: 'eventForm' },
      { id: 'saveButton', type: 'button', parentId: 'eventForm' },
      { id: 'statusText', type: 'text', parentId: 'eventForm' },
    ],
    { outputType },
  );

describe('template engine: typed dates', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "stores a typed date as the visitor's day, west of London too (%s)",
    async (outputType) => {
      inTimeZone('America/New_York');
      const { result, items } = await submitted(eventForm(outputType), 'saveButton', (set) => {
        set('titleInput', 'value', 'Launch');
        set('eventDateInput', 'value', '2025-03-14');
      });
      expect(result.instructions).toContain('visitors type the date, e.g. 2025-03-14');
      expect(items).toHaveLength(1);
      expect(items[0]?.['eventDate']).toBeInstanceOf(Date);
      expect(dayOf(items[0]?.['eventDate'] as Date)).toEqual([2025, 3, 14]);
      expect((items[0]?.['eventDate'] as Date).toLocaleDateString('en-US')).toBe('3/14/2025');
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'refuses a day the month does not have instead of storing the next month (%s)',
    async (outputType) => {
      const { items, result } = await submitted(eventForm(outputType), 'saveButton', (set) => {
        set('titleInput', 'value', 'Launch');
        set('eventDateInput', 'value', '2025-02-31');
      });
      expect(items).toEqual([]);
      expect(result.frontendCode).toContain("'Please enter a valid event date.'");
    },
  );
});
