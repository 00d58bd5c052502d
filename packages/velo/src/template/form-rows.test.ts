import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Numbered groups of inputs filling the same fields (plan-form-rows.ts): 'up to 3 kids:
 * #child1Name + #child1Age, #child2Name + #child2Age, …' saves one item per child filled in,
 * each with the parent's values. Before, only the first child was saved, without a word.
 */

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Camp registration. Parent enters #parentName and #parentEmail, then up to 3 kids: #child1Name + #child1Age, #child2Name + #child2Age, #child3Name + #child3Age (only child 1 is required). #registerBtn saves one Registrations row per child (same parent name/email on each). Show 'You're registered!' in #regMsg.",
    {
      Registrations: {
        parentName: 'text',
        parentEmail: 'text',
        childName: 'text',
        childAge: 'number',
      },
    },
    [
      { id: 'parentName', type: 'input' },
      { id: 'parentEmail', type: 'input' },
      ...[1, 2, 3].flatMap((n) => [
        { id: `child${n}Name`, type: 'input' as const },
        { id: `child${n}Age`, type: 'input' as const },
      ]),
      { id: 'registerBtn', type: 'button' },
      { id: 'regMsg', type: 'text' },
    ],
    outputType,
  );

describe('template engine: a form with a numbered group per child', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves one row per child filled in, and checks a half-filled one (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), { itemsPerCollection: 0 });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const register = async (values: Record<string, string>) => {
        for (const [id, value] of Object.entries(values)) await run.setValue(`#${id}`, value);
        await run.fire('#registerBtn', 'click');
        await run.settle();
        return (run.$w('#regMsg') as unknown as { text: string }).text;
      };
      const parent = { parentName: 'Ada', parentEmail: 'ada@example.com' };
      expect(await register({ ...parent, child1Name: 'Bo', child1Age: '8', child2Age: '6' })).toBe(
        'Please enter your child 2 name.',
      );
      expect((await run.wixData.query('Registrations').find()).items).toHaveLength(0);
      expect(await register({ child2Name: 'Cy' })).toBe("You're registered!");
      const { items } = await run.wixData.query('Registrations').ascending('childAge').find();
      expect(
        items.map((r) => [r['parentName'], r['parentEmail'], r['childName'], r['childAge']]),
      ).toEqual([
        ['Ada', 'ada@example.com', 'Cy', 6],
        ['Ada', 'ada@example.com', 'Bo', 8],
      ]);
      expect(run.errors).toEqual([]);
    },
  );
});
