import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 39: "#kidBirthday (date picker, can't be in the future)" beside Children's birthDate was
 * never sent, so every child was saved without a birthday; 'Max 5 kids per parent' was not
 * enforced. The date picker fills the one date field left, and a parent is a member counted.
 */

describe("template engine: a parent's children", () => {
  it('saves the birthday and refuses a sixth child', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "'My kids' page. Parents are site members. They add a child with #kidName, #kidBirthday (date picker, can't be in the future) and #allergiesBox (optional) and hit #addKidBtn -> saves to Children. #kidsRepeater lists ONLY the logged in parent's children with #kidNameText. Max 5 kids per parent. Status in #kidsMsg.",
        { Children: { name: 'text', birthDate: 'date', allergies: 'text' } },
        [
          { id: 'kidName', type: 'input' },
          { id: 'kidBirthday', type: 'custom', customType: 'DatePicker' },
          { id: 'allergiesBox', type: 'textarea' },
          { id: 'addKidBtn', type: 'button' },
          { id: 'kidsRepeater', type: 'repeater' },
          { id: 'kidNameText', type: 'text', parentId: 'kidsRepeater' },
          { id: 'kidsMsg', type: 'text' },
        ],
        'frontend_backend',
      ),
      { member: true, itemsPerCollection: 0 },
    );
    const add = async (name: string) => {
      await run.setValue('#kidName', name);
      await run.setValue('#kidBirthday', new Date(2018, 3, 9));
      await run.fire('#addKidBtn', 'click');
      await run.settle();
      return (run.$w('#kidsMsg') as unknown as { text: string }).text;
    };
    for (const name of ['A', 'B', 'C', 'D', 'E']) await add(name);
    expect(await add('F')).toBe('You can send at most 5.');
    const saved = (await run.wixData.query('Children').find({ suppressAuth: true })).items;
    expect(saved).toHaveLength(5);
    expect(saved.every((c) => c['birthDate'] instanceof Date)).toBe(true);
    expect(run.errors).toEqual([]);
  });
});
