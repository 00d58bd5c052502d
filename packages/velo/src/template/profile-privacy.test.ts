import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 23's member directory: 'the phone must not be sent to other visitors' beside a form where
 * members edit their own profile. The own-profile form keeps the collection readable, and the
 * list's web method sent every member's phone. It now leaves the private fields out, and the
 * setup says the collection itself stays readable.
 */

type Repeater = { data: Record<string, unknown>[] };

describe('template engine: private fields of a list beside an edit-your-own form', () => {
  it('keeps them out of what the web method sends and says what stays open', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Member directory: #membersRepeater lists all members with name and job title. The phone must not be sent to other visitors at all. Members can only edit their own profile (#jobTitleInput, #phoneInput, #saveProfileBtn).',
        { MemberProfiles: { name: 'text', jobTitle: 'text', phone: 'text' } },
        [
          { id: 'membersRepeater', type: 'repeater' },
          { id: 'memberName', type: 'text', parentId: 'membersRepeater' },
          { id: 'memberJob', type: 'text', parentId: 'membersRepeater' },
          { id: 'jobTitleInput', type: 'input' },
          { id: 'phoneInput', type: 'input' },
          { id: 'saveProfileBtn', type: 'button' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('MemberProfiles', {
            name: 'Ann',
            jobTitle: 'Chef',
            phone: '555-0101',
          }),
      },
    );
    const [ann] = (run.$w('#membersRepeater') as unknown as Repeater).data;
    expect(ann).toHaveProperty('jobTitle', 'Chef');
    expect(ann).not.toHaveProperty('phone');
    expect(result.instructions).toContain(
      'the web module leaves `phone` out of what it sends, but the collection stays readable',
    );
  });
});
