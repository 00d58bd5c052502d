import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 50 (4, 7, 8): pages for a named group of staff ('Low stock list for the warehouse team',
 * 'used by door staff on a tablet', 'Only teachers (staff) should use this') served their
 * collections to every visitor: stock and costs, ticket codes, pupils' names. They are the site
 * admins' now, as staff pages are. Run in the preview as a member and as an admin.
 */

const PROMPTS = [
  'Low stock list for the warehouse team: show Items in itemsRepeater with their title.',
  'Event check-in page used by door staff on a tablet. itemsRepeater lists the Items with title.',
  'Attendance sheet. itemsRepeater shows the Items with title. Only teachers (staff) should use this, students are members too.',
];

const request = (prompt: string) =>
  pageRequest(
    prompt,
    { Items: { title: 'text' } },
    [
      { id: 'itemsRepeater', type: 'repeater' },
      { id: 'titleText', type: 'text', parentId: 'itemsRepeater' },
    ],
    'frontend_backend',
  );

describe('template engine: pages for a group of staff', () => {
  it.each(PROMPTS)('lists the items to admins alone: %s', async (prompt) => {
    const member = await runGenerated(request(prompt), { itemsPerCollection: 2, member: true });
    expect(repeatedTexts(member.run, 'itemsRepeater', 'titleText')).toEqual([]);
    const admin = await runGenerated(request(prompt), { itemsPerCollection: 2, ...AS_ADMIN });
    expect(repeatedTexts(admin.run, 'itemsRepeater', 'titleText')).toHaveLength(2);
    expect(admin.result.backendCode).toContain(
      'export const getItems = webMethod(Permissions.Admin',
    );
  });
});
