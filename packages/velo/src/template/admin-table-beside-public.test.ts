import type { Page } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 17: 'The public reportsRepeater shows … NEVER show who reported it or the details.
 * Admins see everything including details in adminTable.' Before, the admins' table was loaded by
 * a web method anyone could call, with the details and the reporter's id, and the public list's
 * web method sent both too.
 */

const watch = pageRequest(
  'Neighborhood watch reports. The public reportsRepeater shows category and location of reports, newest first - NEVER show who reported it or the details. Admins see everything including details in adminTable.',
  {
    WatchReports: { category: 'text', location: 'text', details: 'text', reporterId: 'text' },
  },
  [
    { id: 'reportsRepeater', type: 'repeater' },
    { id: 'repCategory', type: 'text', parentId: 'reportsRepeater' },
    { id: 'repLocation', type: 'text', parentId: 'reportsRepeater' },
    { id: 'adminTable', type: 'table' },
  ],
  'frontend_backend',
);

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];
const reports = (run: Run) =>
  (run.$w('#reportsRepeater') as unknown as { data: Record<string, unknown>[] }).data;
const table = (run: Run) => run.$w('#adminTable') as unknown as { rows: Record<string, unknown>[] };

const seeded = {
  itemsPerCollection: 0,
  beforeRun: (page: Page) => {
    void page.data.insert('WatchReports', {
      category: 'Noise',
      location: 'Elm St',
      details: 'Loud party at number 4',
      reporterId: 'member-bo',
    });
  },
};

describe("template engine: an admins' table beside a public list", () => {
  it("sends a visitor neither the details nor the reporter, and no admins' rows", async () => {
    const { result, run } = await runGenerated(watch, seeded);
    expect(reports(run)).toHaveLength(1);
    expect(reports(run)[0]).not.toHaveProperty('details');
    expect(reports(run)[0]).not.toHaveProperty('reporterId');
    // Wix refuses the admins' web method to anyone else (the preview does not): the table then goes.
    expect(result.backendCode).toContain(
      'export const getAdminTable = webMethod(Permissions.Admin,',
    );
    expect(result.frontendCode).toContain("$w('#adminTable').collapse();");
    expect(permissionsOf(result.instructions, 'WatchReports')).toContain(
      'only admins can view content',
    );
  });

  it('shows an admin every report with its details', async () => {
    const { run } = await runGenerated(watch, {
      ...seeded,
      member: { _id: 'member-admin' },
      memberRoles: ['Admin'],
    });
    expect(run.errors).toEqual([]);
    expect(table(run).rows.map((r) => r['details'])).toEqual(['Loud party at number 4']);
  });
});
