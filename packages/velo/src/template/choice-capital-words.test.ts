import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 34's landlord page: '#statusFilter (All, Open, In Progress, Closed)' offered All and Open
 * only: 'In' was read as the start of an explanation ('… for the category'), so the rest was cut.
 */

type Choices = { options: { label: string; value: string }[] };

describe('template engine: listed choices whose words read like joining words', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "keeps 'In Progress' and every choice after it (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'On our landlord page there is a dropdown #statusFilter (All, Open, In Progress, Closed) and a search box #searchInput to search by unit number. Results go in #jobsRepeater with #jobUnit and #jobStatus.',
          { MaintenanceRequests: { unit: 'text', status: 'text' } },
          [
            { id: 'statusFilter', type: 'dropdown' },
            { id: 'searchInput', type: 'input' },
            { id: 'jobsRepeater', type: 'repeater' },
            { id: 'jobUnit', type: 'text', parentId: 'jobsRepeater' },
            { id: 'jobStatus', type: 'text', parentId: 'jobsRepeater' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(run.errors).toEqual([]);
      expect((run.$w('#statusFilter') as unknown as Choices).options.map((o) => o.label)).toEqual([
        'All',
        'Open',
        'In Progress',
        'Closed',
      ]);
    },
  );
});
