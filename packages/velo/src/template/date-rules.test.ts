import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 13's vet clinic: "birthDateInput (date picker, can't be in the future)" bounds that
 * input to today at the latest. Before, it made the pets list show only pets born from today
 * on (always none) and the input took any day.
 */

describe("template engine: a date input that can't be in the future", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps the list whole and refuses tomorrow but not today (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "petsRepeater shows Pets (petName in petNameText). addPetBox has petNameInput, birthDateInput (date picker, can't be in the future) and savePetButton; show petFormStatus.",
          { Pets: { petName: 'text', birthDate: 'date' } },
          [
            { id: 'petsRepeater', type: 'repeater' },
            { id: 'petNameText', type: 'text', parentId: 'petsRepeater' },
            { id: 'addPetBox', type: 'container' },
            { id: 'petNameInput', type: 'input', parentId: 'addPetBox' },
            {
              id: 'birthDateInput',
              type: 'custom',
              customType: 'DatePicker',
              parentId: 'addPetBox',
            },
            { id: 'savePetButton', type: 'button', parentId: 'addPetBox' },
            { id: 'petFormStatus', type: 'text', parentId: 'addPetBox' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('Pets', { petName: 'Rex', birthDate: new Date(2020, 1, 3) }),
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(repeatedTexts(run, 'petsRepeater', 'petNameText')).toEqual(['Rex']);
      const add = async (day: Date) => {
        await run.setValue('#petNameInput', 'Tom');
        await run.setValue('#birthDateInput', day);
        await run.fire('#savePetButton', 'click');
        await run.settle();
        return (run.$w('#petFormStatus') as unknown as { text: string }).text;
      };
      const today = new Date();
      today.setHours(12, 0, 0, 0);
      const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
      expect(await add(tomorrow)).toBe('Please pick a birth date no later than today.');
      expect(await add(today)).not.toMatch(/Please/);
      expect((await run.wixData.query('Pets').find()).items).toHaveLength(2);
    },
  );
});
