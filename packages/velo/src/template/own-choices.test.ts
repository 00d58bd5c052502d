import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * A form's dropdown of the member's own items ('hiveDropdown lists my own hives from Hives'):
 * its choices are the member's, and the collection lets each member read only the items they
 * added (review 16's beekeeping log). Before, every member could read every member's hives.
 */

const log = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Hive inspection log (members). hiveDropdown lists my own hives from Hives (hiveName). broodInput (frames of brood). saveInspectionBtn saves to Inspections linked to the selected hive.',
    {
      Hives: { hiveName: 'text', location: 'text' },
      Inspections: { hive: 'reference', broodFrames: 'number' },
    },
    [
      { id: 'hiveDropdown', type: 'dropdown' },
      { id: 'broodInput', type: 'input' },
      { id: 'saveInspectionBtn', type: 'button' },
    ],
    outputType,
  );

describe("template engine: a dropdown of the member's own items", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'offers only my hives, and keeps each member’s hives to them (%s)',
    async (outputType) => {
      // The 3 seeded hives are the site owner's; the one inserted is the member's.
      const { result, run } = await runGenerated(log(outputType), {
        itemsPerCollection: 3,
        member: { _id: 'm-1' },
        beforeRun: (page) => {
          void page.data.insert('Hives', { hiveName: 'Alpha', location: 'Orchard' });
        },
      });
      expect(run.errors).toEqual([]);
      const options = (run.$w('#hiveDropdown') as unknown as { options: { label: string }[] })
        .options;
      expect(options.map((o) => o.label)).toEqual(['Alpha']);
      expect(permissionsOf(result.instructions ?? '', 'Hives')).toContain(
        'only the item\'s author can view content ("Site member author"',
      );
    },
  );
});
