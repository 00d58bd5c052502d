import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 31 and 35: 'Must be 16+' beside an age input and '18+ based on the date of birth' beside
 * a birth date were ignored, so a 12-year-old could sign up. The age input is bounded and a
 * birth date too late is refused, on the page and again in the web method.
 */

const element = (id: string, type: string, customType?: string) =>
  customType ? { id, type, customType } : { id, type };

const text = (run: { $w: (s: string) => unknown }, id: string) =>
  (run.$w(id) as { text: string }).text;

/** The date `years` ago today, moved by `days`. */
function yearsAgo(years: number, days = 0): Date {
  const now = new Date();
  return new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
}

describe('template engine: the youngest age allowed', () => {
  it("bounds an age input by 'Must be 16+'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Workshop signup. Visitors enter nameInput and ageInput and click signupBtn to save to Signups. Must be 16+. Show result in msgText.',
        { Signups: { name: 'text', age: 'number' } },
        [
          element('nameInput', 'input'),
          element('ageInput', 'input'),
          element('signupBtn', 'button'),
          element('msgText', 'text'),
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const signUp = async (age: string) => {
      await run.setValue('#nameInput', 'Kim');
      await run.setValue('#ageInput', age);
      await run.fire('#signupBtn', 'click');
      await run.settle();
      return text(run, '#msgText');
    };
    expect(await signUp('12')).toBe('Age must be at least 16.');
    expect((await run.wixData.query('Signups').find()).items).toHaveLength(0);
    await signUp('16');
    expect((await run.wixData.query('Signups').find()).items).toHaveLength(1);
    expect(run.errors).toEqual([]);
  });

  it("refuses a birth date under '18+', on the page and in the web method", async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        'Club membership signup. Visitors enter nameInput and dobPicker and click joinBtn to save to Members. Must be 18+ based on the date of birth. Show result in msgText.',
        { Members: { name: 'text', dateOfBirth: 'date' } },
        [
          element('nameInput', 'input'),
          element('dobPicker', 'custom', 'DatePicker'),
          element('joinBtn', 'button'),
          element('msgText', 'text'),
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        codeBefore:
          "import { submitMember as submitForTest } from 'backend/members.web';\nexport const submit = (v) => submitForTest(v);\n",
      },
    );
    expect(result.frontendCode).toContain('.maxDate = new Date(new Date().getFullYear() - 18');
    const join = async (born: Date) => {
      await run.setValue('#nameInput', 'Kim');
      await run.setValue('#dobPicker', born);
      await run.fire('#joinBtn', 'click');
      await run.settle();
      return text(run, '#msgText');
    };
    // 'of' stays in the label of dateOfBirth (it read 'Please pick a date birth.').
    await run.setValue('#nameInput', 'Kim');
    await run.fire('#joinBtn', 'click');
    await run.settle();
    expect(text(run, '#msgText')).toBe('Please pick a date of birth.');
    expect(await join(yearsAgo(18, 1))).toBe('You must be at least 18 years old.');
    expect((await run.wixData.query('Members').find()).items).toHaveLength(0);
    await join(yearsAgo(18));
    expect((await run.wixData.query('Members').find()).items).toHaveLength(1);
    const submit = run.exports['submit'] as (v: object) => Promise<unknown>;
    await expect(submit({ name: 'Lee', dateOfBirth: yearsAgo(12) })).rejects.toThrow(
      'You must be at least 18 years old.',
    );
    expect(run.errors).toEqual([]);
  });

  it("keeps a list's '4+ only' out of the age input", async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Kids classes. List Classes rated 4+ only in classesRepeater with titleText. Parents sign a child up with childNameInput and ageInput and signupButton, saved to Signups.',
        {
          Classes: { title: 'text', rating: 'number' },
          Signups: { childName: 'text', age: 'number' },
        },
        [
          element('classesRepeater', 'repeater'),
          { id: 'titleText', type: 'text', parentId: 'classesRepeater' },
          element('childNameInput', 'input'),
          element('ageInput', 'input'),
          element('signupButton', 'button'),
        ],
        'frontend_backend',
      ),
    );
    expect(result.frontendCode).not.toMatch(/Number\(ageInputValue\) </);
  });
});
