import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 19, 3: a members' directory. Before, each card's 'full name' showed the first name
 * alone, and every entry went to the browser whole: any member could read every email.
 */

const directory = pageRequest(
  "Member directory, only for logged-in members. membersRepeater shows Directory entries sorted by lastName with photo, full name, company and city. searchInput filters by name or company as you type. cityDropdown filters by city. Don't show anyone whose showInDirectory is false.",
  {
    Directory: {
      firstName: 'text',
      lastName: 'text',
      company: 'text',
      city: 'text',
      photo: 'image',
      email: 'text',
      showInDirectory: 'boolean',
    },
  },
  [
    { id: 'searchInput', type: 'input' },
    { id: 'cityDropdown', type: 'dropdown' },
    { id: 'membersRepeater', type: 'repeater' },
    { id: 'memberPhoto', type: 'image', parentId: 'membersRepeater' },
    { id: 'fullNameText', type: 'text', parentId: 'membersRepeater' },
    { id: 'companyText', type: 'text', parentId: 'membersRepeater' },
    { id: 'cityText', type: 'text', parentId: 'membersRepeater' },
  ],
  'frontend_backend',
);

const entry = (firstName: string, lastName: string, shown: boolean) => ({
  firstName,
  lastName,
  company: 'Acme',
  city: 'Oslo',
  email: `${firstName.toLowerCase()}@acme.com`,
  showInDirectory: shown,
});

describe('template engine: a members directory', () => {
  it('shows each whole name and sends no member email', async () => {
    const { result, run } = await runGenerated(directory, {
      member: true,
      itemsPerCollection: 0,
      beforeRun(page) {
        void page.data.insert('Directory', entry('Ann', 'Smith', true));
        void page.data.insert('Directory', entry('Bo', 'Adams', true));
        void page.data.insert('Directory', entry('Hid', 'Den', false));
      },
    });
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'membersRepeater', 'fullNameText')).toEqual([
      'Bo Adams',
      'Ann Smith',
    ]);
    const sent = JSON.stringify((run.$w('#membersRepeater') as unknown as { data: [] }).data);
    expect(sent).not.toContain('@acme.com');
    expect(result.backendCode).toContain('Permissions.SiteMember');
  });
});
