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

  const tenants = (outputType: 'velo' | 'frontend_backend') =>
    pageRequest(
      "Tenant portal. Members only (send visitors to /login). myRequestsRepeater shows my requests (reqCategory, reqStatus) and a cancelBtn only while the status is still 'new' - cancelling sets the status to 'cancelled' (don't delete).",
      { MaintenanceRequests: { category: 'text', status: 'text' } },
      [
        { id: 'myRequestsRepeater', type: 'repeater' },
        { id: 'reqCategory', type: 'text', parentId: 'myRequestsRepeater' },
        { id: 'reqStatus', type: 'text', parentId: 'myRequestsRepeater' },
        { id: 'cancelBtn', type: 'button', parentId: 'myRequestsRepeater' },
      ],
      outputType,
    );

  it.each(['velo', 'frontend_backend'] as const)(
    "'a cancelBtn only while the status is still 'new'': shown and working on new requests only (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(tenants(outputType), {
        itemsPerCollection: 0,
        member: true,
        beforeRun: (page) => {
          void page.data.insert('MaintenanceRequests', { category: 'Plumbing', status: 'new' });
          void page.data.insert('MaintenanceRequests', {
            category: 'Heating',
            status: 'in progress',
          });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const repeater = run.$w('#myRequestsRepeater') as unknown as {
        data: { _id: string; category: string }[];
        forEachItem(
          fn: ($item: (id: string) => { hidden: boolean }, item: { category: string }) => void,
        ): void;
      };
      const cancelShown = () => {
        const shown: Record<string, boolean> = {};
        repeater.forEachItem(($item, item) => {
          shown[item.category] = !$item('#cancelBtn').hidden;
        });
        return shown;
      };
      expect(cancelShown()).toEqual({ Plumbing: true, Heating: false });
      const plumbing = repeater.data.find((r) => r.category === 'Plumbing');
      await run.fire('#cancelBtn', 'click', { itemId: plumbing?._id ?? '' });
      await run.settle();
      const { items } = await run.wixData.query('MaintenanceRequests').find();
      expect(Object.fromEntries(items.map((i) => [i['category'], i['status']]))).toEqual({
        Plumbing: 'cancelled',
        Heating: 'in progress',
      });
      expect(cancelShown()).toEqual({ Plumbing: false, Heating: false });
      const visitor = await runGenerated(tenants(outputType), { itemsPerCollection: 0 });
      expect(visitor.run.navigations).toEqual(['/login']);
    },
  );
});
