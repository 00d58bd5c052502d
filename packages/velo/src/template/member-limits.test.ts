import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * 'One application per member', 'max 2 entries per user', 'members can't vote twice': the web
 * method counts the member's own saved items by the member id it sets from the session, and the
 * prompt's refusal is shown. Run in the preview as the member who sends the form.
 */

type El = Record<string, unknown>;

const ELEMENTS = [
  { id: 'statementInput', type: 'textarea' },
  { id: 'applyBtn', type: 'button' },
  { id: 'statusText', type: 'text' },
];

async function applyAs(prompt: string, memberId: string, earlier: string[]) {
  const { result, run } = await runGenerated(
    pageRequest(
      prompt,
      { Applications: { statement: 'text', memberId: 'text' } },
      ELEMENTS,
      'frontend_backend',
    ),
    {
      itemsPerCollection: 0,
      member: { _id: memberId },
      beforeRun(page) {
        for (const id of earlier)
          void page.data.insert('Applications', { statement: 'Earlier', memberId: id });
      },
    },
  );
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  (run.$w('#statementInput') as unknown as El)['value'] = 'I paint murals.';
  await run.fire('#applyBtn', 'click');
  await run.settle();
  const { items } = await run.wixData.query('Applications').find({ suppressAuth: true });
  return {
    status: (run.$w('#statusText') as unknown as El)['text'],
    saved: items.filter((i) => i['statement'] === 'I paint murals.').length,
    instructions: result.instructions ?? '',
  };
}

describe('template engine: how many items one member may save', () => {
  const ONCE =
    'Members apply for the residency: #statementInput, #applyBtn saves to Applications. Only logged-in members can apply. One application per member - if they already applied show "You have already applied" in #statusText.';

  it('a member who already applied is refused in the prompt’s words; another member is not', async () => {
    const refused = await applyAs(ONCE, 'm-1', ['m-1']);
    expect(refused.status).toBe('You have already applied');
    expect(refused.saved).toBe(0);
    expect(permissionsOf(refused.instructions, 'Applications')).toContain(
      'one application per member',
    );
    const other = await applyAs(ONCE, 'm-2', ['m-1']);
    expect(other.saved).toBe(1);
    expect(other.status).not.toBe('You have already applied');
  });

  it.each([
    ['max 2 applications per member', ['m-1'], 1, ['m-1', 'm-1'], 0, 'You can send at most 2.'],
    ["members can't apply twice", [], 1, ['m-1'], 0, 'You have already sent one.'],
  ])('%s', async (rule, fewer, savedThen, enough, savedAfter, refusal) => {
    const prompt = `#statementInput and #applyBtn save to Applications, logged-in members only; ${rule}.`;
    expect((await applyAs(prompt, 'm-1', fewer)).saved).toBe(savedThen);
    const refused = await applyAs(prompt, 'm-1', enough);
    expect(refused.saved).toBe(savedAfter);
    expect(refused.status).toBe(refusal);
  });
});
