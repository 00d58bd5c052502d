import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 53: '#approveBtn sets status to approved and #rejectBtn sets status to rejected, then the
 * item disappears from the list', of applications 'whose status is pending'. Before, a rejection
 * was saved as 'then' ('approved and #rejectBtn' was read as a list of buttons, 'rejected, then'
 * as their values) and the list showed every application.
 */

const review = pageRequest(
  'Admin-only review page for volunteer applications. #appsRepeater lists VolunteerApplications whose status is pending, oldest first. Each item shows #appName (fullName), #appEmail (email), #appSkills (skills) and #appDate (the date they applied). #approveBtn sets status to approved and #rejectBtn sets status to rejected, then the item disappears from the list. Only site admins may load or change these.',
  {
    VolunteerApplications: {
      fullName: 'text',
      email: 'text',
      skills: 'text',
      status: 'text',
    },
  },
  [
    { id: 'appsRepeater', type: 'repeater' },
    { id: 'appName', type: 'text', parentId: 'appsRepeater' },
    { id: 'appEmail', type: 'text', parentId: 'appsRepeater' },
    { id: 'appSkills', type: 'text', parentId: 'appsRepeater' },
    { id: 'appDate', type: 'text', parentId: 'appsRepeater' },
    { id: 'approveBtn', type: 'button', parentId: 'appsRepeater' },
    { id: 'rejectBtn', type: 'button', parentId: 'appsRepeater' },
  ],
  'frontend_backend',
);

describe('template engine: approve and reject said in one sentence', () => {
  it('lists the pending applications and saves each decision', async () => {
    const { run } = await runGenerated(review, {
      itemsPerCollection: 0,
      member: { _id: 'member-admin' },
      memberRoles: ['Admin'],
      beforeRun: (page) => {
        for (const [_id, fullName, status] of [
          ['a-1', 'Ann', 'pending'],
          ['a-2', 'Bo', 'pending'],
          ['a-3', 'Cy', 'approved'],
        ])
          void page.data.insert('VolunteerApplications', { _id, fullName, status });
      },
    });
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'appsRepeater', 'appName')).toEqual(['Ann', 'Bo']);
    await run.fire('#rejectBtn', 'click', { itemId: 'a-2' });
    await run.settle();
    await run.fire('#approveBtn', 'click', { itemId: 'a-1' });
    await run.settle();
    const status = async (id: string) =>
      (
        (await run.wixData.get('VolunteerApplications', id, { suppressAuth: true })) as {
          status: string;
        }
      ).status;
    expect([await status('a-1'), await status('a-2')]).toEqual(['approved', 'rejected']);
    expect(repeatedTexts(run, 'appsRepeater', 'appName')).toEqual([]);
  });
});
