import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 47: "Maintenance staff page (members with role 'Staff' only …)" was read as no role at
 * all (the list was public, the buttons admins'), and with the role said the usual way the item
 * buttons' web methods saved without suppressAuth, so the setup let every member update every
 * request from the browser and every visitor read them. Run in the preview.
 */

const request = (roleWords: string) =>
  pageRequest(
    `Maintenance staff page (${roleWords}, tenants must get nothing). #requestsRepeater lists all MaintenanceRequests (unit in #unitText, status in #statusText). Each item has #startBtn that sets status to 'In Progress'.`,
    { MaintenanceRequests: { unit: 'text', status: 'text' } },
    [
      { id: 'requestsRepeater', type: 'repeater' },
      { id: 'unitText', type: 'text', parentId: 'requestsRepeater' },
      { id: 'statusText', type: 'text', parentId: 'requestsRepeater' },
      { id: 'startBtn', type: 'button', parentId: 'requestsRepeater' },
    ],
    'frontend_backend',
  );

describe("template engine: a role's item changes", () => {
  it.each([["members with role 'Staff' only"], ['only members with the Staff role']])(
    '%s: staff change requests through the web module alone',
    async (roleWords) => {
      const staff = await runGenerated(request(roleWords), {
        member: { _id: 'staff-1' },
        memberRoles: ['Staff'],
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('MaintenanceRequests', { unit: '4B', status: 'New' }),
      });
      expect(staff.run.errors).toEqual([]);
      expect(repeatedTexts(staff.run, 'requestsRepeater', 'statusText')).toEqual(['New']);
      const [first] = (staff.run.$w('#requestsRepeater') as unknown as { data: { _id: string }[] })
        .data;
      await staff.run.fire('#startBtn', 'click', { itemId: String(first?._id) });
      await staff.run.settle();
      const { items } = await staff.run.wixData
        .query('MaintenanceRequests')
        .find({ suppressAuth: true });
      expect(items.map((i) => i['status'])).toEqual(['In Progress']);
      expect(staff.result.backendCode).toContain('await requireStaffRole();');
      expect(staff.result.backendCode).toContain(
        "return await wixData.update('MaintenanceRequests', { ...item, ...changes }, { suppressAuth: true });",
      );
      expect(permissionsOf(staff.result.instructions, 'MaintenanceRequests')).toContain(
        'only admins can view content',
      );
      expect(permissionsOf(staff.result.instructions, 'MaintenanceRequests')).toContain(
        'only admins can add, update content',
      );

      const tenant = await runGenerated(request(roleWords), {
        member: { _id: 'tenant-1' },
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('MaintenanceRequests', { unit: '4B', status: 'New' }),
      });
      expect(repeatedTexts(tenant.run, 'requestsRepeater', 'statusText')).toEqual([]);
    },
  );
});
