import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 40: 'Show the number of pending requests' beside 'statusFilter … (All, Pending,
 * Confirmed, Declined)' counted status 'pending', which wix-data never matches with the stored
 * 'Pending': the count was always 0. A state is compared as the prompt writes the value.
 */

describe('template engine: a state as the prompt writes it', () => {
  it("counts 'pending requests' as the stored 'Pending'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Staff page for the clinic. Admins see all AppointmentRequests in requestsTable, sorted by preferredDate ascending. statusFilter dropdown filters by status (All, Pending, Confirmed, Declined). Show the number of pending requests in pendingCountText.',
        { AppointmentRequests: { fullName: 'text', preferredDate: 'date', status: 'text' } },
        [
          { id: 'requestsTable', type: 'table' },
          { id: 'statusFilter', type: 'dropdown' },
          { id: 'pendingCountText', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const status of ['Pending', 'Pending', 'Confirmed'])
            void page.data.insert('AppointmentRequests', {
              fullName: 'Ann',
              preferredDate: new Date(2030, 0, 1),
              status,
            });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect((run.$w('#pendingCountText') as unknown as { text: string }).text).toContain('2');
  });
});
