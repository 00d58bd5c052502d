import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 43: 'a #returnButton on each that marks that loan as returned (only their own loan)',
 * where each member's loans are those whose memberId is theirs, checked `_owner` instead and read
 * the admins-only Loans without suppressAuth: members could not return their loans, and a loan
 * saved for another member by them could be changed. 'Each member can borrow at most 3 tools at a
 * time' made the list 3 a page.
 */

describe('template engine: changes of a member’s own items found by a member id field', () => {
  it('returns the member’s own loan and refuses another member’s', async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        'Members area for our tool library. Each member can borrow at most 3 tools at a time. The member sees the tools they currently have out (loans where returned is false) in #activeLoansRepeater with the tool name in #loanToolName, plus a #returnButton on each that marks that loan as returned (only their own loan, obviously).',
        { Loans: { toolName: 'text', memberId: 'text', returned: 'boolean' } },
        [
          { id: 'activeLoansRepeater', type: 'repeater' },
          { id: 'loanToolName', type: 'text', parentId: 'activeLoansRepeater' },
          { id: 'returnButton', type: 'button', parentId: 'activeLoansRepeater' },
        ],
        'frontend_backend',
      ),
      {
        member: { _id: 'm1' },
        itemsPerCollection: 0,
        codeBefore:
          "import { returnLoan as returnForTest } from 'backend/loans.web';\nexport const giveBack = (id) => returnForTest(id);\n",
        beforeRun: (page) => {
          void page.data.insert('Loans', { _id: 'mine', toolName: 'Drill', memberId: 'm1' });
          void page.data.insert('Loans', { _id: 'theirs', toolName: 'Saw', memberId: 'm2' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(result.frontendCode).toContain('const LOANS_PAGE_SIZE = 50;');
    expect(permissionsOf(result.instructions, 'Loans')).not.toContain('Site member author');
    const giveBack = run.exports['giveBack'] as (id: string) => Promise<unknown>;
    await expect(giveBack('theirs')).rejects.toThrow('You can only change your own loan.');
    await giveBack('mine');
    const loans = await run.wixData.query('Loans').find({ suppressAuth: true });
    expect(Object.fromEntries(loans.items.map((l) => [l['_id'], Boolean(l['returned'])]))).toEqual({
      mine: true,
      theirs: false,
    });
  });
});
