import { describe, expect, it } from 'vitest';

import { PROMPT_ELEMENT_UNUSED } from '../prompt-coverage';
import { pageRequest, runGenerated } from './test-support';

/**
 * Review 30's hotel search: '#guestsSlider for guests (1-6)' beside `maxGuests` hid the rooms
 * that fit (at most the chosen number: 'max 12 results' made 'max' a bound of maxGuests),
 * '#nightsInput, #roomTypeDrop filter' searched room names with the nights box, 'hide rooms that
 * are inactive' and 'max 12 results' were dropped. Review 35's 'Max 20 results' too.
 */

type Repeater = { data: Record<string, unknown>[] };

describe('template engine: a hotel room search as a reviewer wrote it', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps active rooms that hold the guests, at most 3, and leaves the nights box out (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          'hotel serch page: #guestsSlider for guests (1-6), #nightsInput, #roomTypeDrop filter. list Rooms in #roomList w/ #rName. hide rooms that are inactive. max 3 results',
          { Rooms: { name: 'text', roomType: 'text', maxGuests: 'number', isActive: 'boolean' } },
          [
            { id: 'guestsSlider', type: 'slider' },
            { id: 'nightsInput', type: 'input' },
            { id: 'roomTypeDrop', type: 'dropdown' },
            { id: 'roomList', type: 'repeater' },
            { id: 'rName', type: 'text', parentId: 'roomList' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [name, maxGuests, isActive] of [
              ['Single', 1, true],
              ['Double', 2, true],
              ['Family', 4, true],
              ['Suite', 6, true],
              ['Closed', 6, false],
            ] as const)
              void page.data.insert('Rooms', { name, roomType: 'Room', maxGuests, isActive });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const names = () =>
        (run.$w('#roomList') as unknown as Repeater).data.map((r) => r['name']).sort();
      expect(names()).toHaveLength(3);
      await run.setValue('#guestsSlider', 3);
      await run.settle();
      expect(names()).toEqual(['Family', 'Suite']);
      const unused = result.diagnostics.find((d) => d.code === PROMPT_ELEMENT_UNUSED);
      expect(unused?.message).toContain("'#nightsInput'");
    },
  );
});
