import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A change allowed only for items in one state (review 15's patient portal: '#cancelApptBtn which
 * sets status to "Cancelled" (… and only if status is "Scheduled")'). Before, the condition
 * became the list's filter, hiding the confirmed appointments, and the server cancelled any.
 */

const portal = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Logged-in patients see only their own appointments from Appointments in #apptRepeater: #apptDoctor, #apptStatus. Each item has #cancelApptBtn which sets status to "Cancelled" (patients may only cancel their own appointments, and only if status is "Scheduled").',
    { Appointments: { doctor: 'text', status: 'text' } },
    [
      { id: 'apptRepeater', type: 'repeater' },
      { id: 'apptDoctor', type: 'text', parentId: 'apptRepeater' },
      { id: 'apptStatus', type: 'text', parentId: 'apptRepeater' },
      { id: 'cancelApptBtn', type: 'button', parentId: 'apptRepeater' },
    ],
    outputType,
  );

type Item = { _id: string; doctor: string; status: string };

describe('template engine: a change only some items may take', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists every appointment and cancels only a scheduled one (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(portal(outputType), {
        itemsPerCollection: 0,
        member: true,
        beforeRun: (page) => {
          void page.data.insert('Appointments', { doctor: 'Dr Lee', status: 'Scheduled' });
          void page.data.insert('Appointments', { doctor: 'Dr Kim', status: 'Confirmed' });
        },
      });
      const shown = () => (run.$w('#apptRepeater') as unknown as { data: Item[] }).data;
      expect(
        shown()
          .map((a) => a.doctor)
          .sort(),
      ).toEqual(['Dr Kim', 'Dr Lee']);
      for (const item of shown()) await run.fire('#cancelApptBtn', 'click', { itemId: item._id });
      await run.settle();
      const { items } = await run.wixData.query('Appointments').find();
      const statuses = Object.fromEntries(items.map((i) => [i['doctor'], i['status']]));
      expect(statuses).toEqual({ 'Dr Lee': 'Cancelled', 'Dr Kim': 'Confirmed' });
      expect(`${result.frontendCode}${result.backendCode}`).toContain(
        "throw new Error('Only appointments whose status is Scheduled can be changed.');",
      );
    },
  );
});
