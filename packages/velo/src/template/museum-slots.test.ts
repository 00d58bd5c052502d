import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Reviews 31 and 35: 'hide full ones' beside `spotsLeft` listed full slots, '#capTxt' showed the
 * exhibition, '#slotTimeText' the slot's date rather than its startTime, and
 * '#teamDropdown (options from Teams collection, by name A-Z)' offered those words as its two
 * choices; '#dobInput' never filled dateOfBirth.
 */

describe('template engine: museum slots and a league sign-up, as reviewers wrote them', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists slots with places left, their time and capacity (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'list open slots sorted by start time, hide full ones. repeater #slotsRep w/ #slotTimeText #capTxt',
          {
            TimeSlots: {
              slotDate: 'date',
              startTime: 'time',
              capacity: 'number',
              spotsLeft: 'number',
              exhibition: 'text',
            },
          },
          [
            { id: 'slotsRep', type: 'repeater' },
            { id: 'slotTimeText', type: 'text', parentId: 'slotsRep' },
            { id: 'capTxt', type: 'text', parentId: 'slotsRep' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [startTime, capacity, spotsLeft] of [
              ['11:00:00.000', 30, 0],
              ['10:00:00.000', 20, 4],
              ['12:00:00.000', 25, 25],
            ] as const)
              void page.data.insert('TimeSlots', {
                startTime,
                capacity,
                spotsLeft,
                exhibition: 'Fossils',
                slotDate: new Date(),
              });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'slotsRep', 'slotTimeText')).toEqual(['10:00', '12:00']);
      expect(repeatedTexts(run, 'slotsRep', 'capTxt')).toEqual(['20', '25']);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "reads a dropdown's choices 'from Teams collection' and saves '#dobInput' as dateOfBirth (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Player registration for the league. #playerNameInput, #teamDropdown (options from Teams collection, by name A-Z), #dobInput, #registerButton. Store in Players.',
          {
            Players: { fullName: 'text', team: 'reference', dateOfBirth: 'date' },
            Teams: { name: 'text', division: 'text' },
          },
          [
            { id: 'playerNameInput', type: 'input' },
            { id: 'teamDropdown', type: 'dropdown' },
            { id: 'dobInput', type: 'input' },
            { id: 'registerButton', type: 'button' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Teams', { _id: 'team-b', name: 'Bees' });
            void page.data.insert('Teams', { _id: 'team-a', name: 'Ants' });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const dropdown = run.$w('#teamDropdown') as unknown as { options: { label: string }[] };
      expect(dropdown.options.map((o) => o.label)).toEqual(['Ants', 'Bees']);
      await run.setValue('#playerNameInput', 'Ana');
      await run.setValue('#teamDropdown', 'team-b');
      await run.setValue('#dobInput', '2001-04-05');
      await run.fire('#registerButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Players').find();
      expect(items.map((i) => [i['team'], (i['dateOfBirth'] as Date).getFullYear()])).toEqual([
        ['team-b', 2001],
      ]);
    },
  );
});
