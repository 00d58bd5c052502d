import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 49, 11: 'Each car in #carsRepeater has a #testDriveBtn. Clicking it fills
 * #selectedCarText with the car's make and scrolls to the test drive form below (#tdForm). The
 * form … saves to TestDriveRequests with the selected car as reference.' Before, the button and
 * the text were left out and the request was saved without its car.
 */

describe('template engine: an item chosen for the form below the list', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the chosen car and saves the request with it (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Each car in #carsRepeater has a #testDriveBtn. Clicking it fills #selectedCarText with the car's make and scrolls to the test drive form below (#tdForm). The form (#nameInput, #submitBtn) saves to TestDriveRequests with the selected car as reference.",
          { Cars: { make: 'text' }, TestDriveRequests: { car: 'reference', name: 'text' } },
          [
            { id: 'carsRepeater', type: 'repeater' },
            { id: 'carName', type: 'text', parentId: 'carsRepeater' },
            { id: 'testDriveBtn', type: 'button', parentId: 'carsRepeater' },
            { id: 'selectedCarText', type: 'text' },
            { id: 'tdForm', type: 'form' },
            { id: 'nameInput', type: 'input', parentId: 'tdForm' },
            { id: 'submitBtn', type: 'button', parentId: 'tdForm' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Cars', { _id: 'c1', make: 'Volvo' });
            void page.data.insert('Cars', { _id: 'c2', make: 'Saab' });
          },
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      await run.fire('#testDriveBtn', 'click', { itemId: 'c2' });
      await run.settle();
      expect(run.$w('#selectedCarText')).toMatchObject({ text: 'Saab' });
      await run.setValue('#nameInput', 'Kim');
      await run.fire('#submitBtn', 'click');
      await run.settle();
      const { items } = await run.wixData.query('TestDriveRequests').find({ suppressAuth: true });
      expect(items.map((i) => [i['name'], i['car']])).toEqual([['Kim', 'c2']]);
      expect(run.errors).toEqual([]);
    },
  );
});
