import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 44: 'visitors should be prompted to log in as soon as they open it' and 'Visitors who
 * aren't logged in should get the login window' left a visitor an empty page: the members' list
 * collapsed and no login opened. Wix's login now opens, and the list loads once they are in.
 */

describe('template engine: the login a members’ page opens for visitors', () => {
  it('opens Wix’s login for a visitor and then lists the members', async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        'members list page. visitors should be prompted to log in as soon as they open it. logged-in members see the Members collection in #memberRepeater (#mName). sort by name.',
        { Members: { name: 'text' } },
        [
          { id: 'memberRepeater', type: 'repeater' },
          { id: 'mName', type: 'text', parentId: 'memberRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Members', { name: 'Bo' });
          void page.data.insert('Members', { name: 'Ada' });
        },
      },
    );
    expect(result.frontendCode).toContain('await authentication.promptLogin();');
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'memberRepeater', 'mName')).toEqual(['Ada', 'Bo']);
  });
});
