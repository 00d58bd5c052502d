import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 42: a member role restricted the whole page wherever the prompt named it. 'Only members
 * with the Coach role can record results using #athleteInput …' made the public results list
 * Coach-only; 'Coordinator role only … #approveBtn in each item marks it Approved' gave the
 * approval to admins, so no coordinator could approve. A role now restricts what its sentence
 * names (ids, else collections), else the whole page, item buttons included.
 */

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];
const text = (run: Run, id: string) => (run.$w(`#${id}`) as unknown as { text: string }).text;
const shown = (run: Run, id: string) =>
  (run.$w(`#${id}`) as unknown as { data: Record<string, unknown>[] }).data;

const RESULTS = (who: string) =>
  pageRequest(
    `Club results. Show all results in #resultsRepeater (athlete in #athleteText, score in #scoreText), highest score first - this list is public, visitors included. ${who} can record results using #athleteInput, #scoreInput and #saveResultButton. On success show 'Result saved.' in #resultMsg. Everyone else who tries gets 'Only coaches can record results.' in #resultMsg.`,
    { Results: { athlete: 'text', score: 'number' } },
    [
      { id: 'resultsRepeater', type: 'repeater' },
      { id: 'athleteText', type: 'text', parentId: 'resultsRepeater' },
      { id: 'scoreText', type: 'text', parentId: 'resultsRepeater' },
      { id: 'athleteInput', type: 'input' },
      { id: 'scoreInput', type: 'input' },
      { id: 'saveResultButton', type: 'button' },
      { id: 'resultMsg', type: 'text' },
    ],
    'frontend_backend',
  );

const SHIFTS = pageRequest(
  "Coordinator role only. #shiftsRepeater: pending shifts (volunteer, date), soonest first. #approveBtn in each item marks it Approved. Others see 'Coordinators only' in #note.",
  { Shifts: { volunteer: 'text', shiftDate: 'date', status: 'text' } },
  [
    { id: 'shiftsRepeater', type: 'repeater' },
    { id: 'volText', type: 'text', parentId: 'shiftsRepeater' },
    { id: 'dateText', type: 'text', parentId: 'shiftsRepeater' },
    { id: 'approveBtn', type: 'button', parentId: 'shiftsRepeater' },
    { id: 'note', type: 'text' },
  ],
  'frontend_backend',
);

describe('template engine: what a member role restricts', () => {
  it.each([
    ['Only members with the Coach role'],
    ['Coach members (a custom role I created in Roles & Permissions)'],
  ])('keeps the results public and the recording for "%s"', async (who) => {
    const record = async (member: false | string[]) => {
      const { run } = await runGenerated(RESULTS(who), {
        ...(member ? { member: true, memberRoles: member } : {}),
        itemsPerCollection: 0,
        beforeRun: (page) => void page.data.insert('Results', { athlete: 'Ada', score: 9 }),
      });
      expect(run.errors).toEqual([]);
      const listed = shown(run, 'resultsRepeater').map((r) => r['athlete']);
      if (!member) return { run, listed, saved: [] };
      await run.setValue('#athleteInput', 'Bo');
      await run.setValue('#scoreInput', '7');
      await run.fire('#saveResultButton', 'click');
      await run.settle();
      const all = await run.wixData.query('Results').find({ suppressAuth: true });
      return { run, listed, saved: all.items.map((r) => r['athlete']).sort() };
    };
    expect((await record(false)).listed).toEqual(['Ada']);
    const coach = await record(['Coach']);
    expect(coach.saved).toEqual(['Ada', 'Bo']);
    expect(text(coach.run, 'resultMsg')).toBe('Result saved.');
    const other = await record([]);
    expect(other.listed).toEqual(['Ada']);
    expect(other.saved).toEqual(['Ada']);
    expect(text(other.run, 'resultMsg')).toBe('Only coaches can record results.');
  });

  it("lets a coordinator approve on a page that is the role's, and no one else", async () => {
    const open = async (roles: string[]) => {
      const { run, result } = await runGenerated(SHIFTS, {
        member: true,
        memberRoles: roles,
        itemsPerCollection: 0,
        codeBefore:
          "import { approveShift as approveForTest } from 'backend/shifts.web';\nexport const approve = (id) => approveForTest(id);\n",
        beforeRun: (page) => {
          void page.data.insert('Shifts', { _id: 's1', volunteer: 'Ada', status: 'Pending' });
          void page.data.insert('Shifts', { _id: 's2', volunteer: 'Bo', status: 'Pending' });
        },
      });
      expect(run.errors).toEqual([]);
      return { run, result };
    };
    const coordinator = await open(['Coordinator']);
    expect(shown(coordinator.run, 'shiftsRepeater').map((s) => s['volunteer'])).toEqual([
      'Ada',
      'Bo',
    ]);
    expect(coordinator.result.backendCode).toContain(
      'export const approveShift = webMethod(Permissions.SiteMember,',
    );
    await coordinator.run.fire('#approveBtn', 'click', { itemId: 's1' });
    await coordinator.run.settle();
    expect(shown(coordinator.run, 'shiftsRepeater').map((s) => s['volunteer'])).toEqual(['Bo']);
    const other = await open([]);
    expect(shown(other.run, 'shiftsRepeater')).toEqual([]);
    expect(text(other.run, 'note')).toBe('Coordinators only');
    const approve = other.run.exports['approve'] as (id: string) => Promise<unknown>;
    await expect(approve('s2')).rejects.toThrow('Coordinators only');
  });

  it("gates an item's dropdown the role's sentence names, and leaves the list open", async () => {
    const { result } = await runGenerated(
      pageRequest(
        "Everyone sees all Shifts in #shiftsRepeater (#volText). Only members with the Coordinator role can change a shift's status with the #statusDropdown (Pending / Approved / Rejected) in each item; it saves when changed.",
        { Shifts: { volunteer: 'text', status: 'text' } },
        [
          { id: 'shiftsRepeater', type: 'repeater' },
          { id: 'volText', type: 'text', parentId: 'shiftsRepeater' },
          { id: 'statusDropdown', type: 'dropdown', parentId: 'shiftsRepeater' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 1 },
    );
    expect(result.backendCode).toMatch(
      /updateShiftStatus = webMethod\(Permissions\.SiteMember, async \(itemId, status\) => \{\n {2}await requireCoordinatorRole\(\);/,
    );
    expect(result.backendCode).toMatch(
      /getShifts = webMethod\(Permissions\.Anyone, async \(options\) => \{\n {2}const args/,
    );
  });
});
