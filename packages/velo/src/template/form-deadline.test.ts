import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 36: 'Registration closes on June 1, 2027: after that, disable the form and show
 * "Registration is closed"' showed those words as the thanks and took entries for ever. The form
 * now closes after its last day: on load, on submit and in the web method.
 */

const camp = (closing: string, outputType: 'frontend_backend' | 'velo' = 'frontend_backend') =>
  pageRequest(
    `Summer camp registration. Parents enter childNameInput and parentEmailInput and click registerBtn to save to Registrations. ${closing}`,
    { Registrations: { childName: 'text', parentEmail: 'text' } },
    [
      { id: 'childNameInput', type: 'input' },
      { id: 'parentEmailInput', type: 'input' },
      { id: 'registerBtn', type: 'button' },
      { id: 'statusText', type: 'text' },
    ],
    outputType,
  );

const SUBMIT =
  "import { submitRegistration as submitForTest } from 'backend/registrations.web';\nexport const submit = (v) => submitForTest(v);\n";

describe('template engine: the last day a form takes entries', () => {
  it('closes the form after its last day, on the page and in the web method', async () => {
    const { run } = await runGenerated(
      camp(
        "Registration closes on June 1, 2020: after that, disable the form and show 'Registration is closed' in statusText.",
      ),
      { itemsPerCollection: 0, codeBefore: SUBMIT },
    );
    const status = run.$w('#statusText') as unknown as { text: string };
    expect(status.text).toBe('Registration is closed');
    expect((run.$w('#registerBtn') as unknown as { enabled: boolean }).enabled).toBe(false);
    await expect(
      (run.exports['submit'] as (v: object) => Promise<unknown>)({
        childName: 'Ada',
        parentEmail: 'p@x.co',
      }),
    ).rejects.toThrow('Registration is closed');
    expect((await run.wixData.query('Registrations').find()).items).toHaveLength(0);
    expect(run.errors).toEqual([]);
  });

  it('takes entries up to the last day and thanks in its own words', async () => {
    const { run } = await runGenerated(
      camp(
        "Registration closes on June 1, 2099: after that, disable the form and show 'Registration is closed' in statusText.",
      ),
      { itemsPerCollection: 0 },
    );
    await run.setValue('#childNameInput', 'Ada');
    await run.setValue('#parentEmailInput', 'p@x.co');
    await run.fire('#registerBtn', 'click');
    await run.settle();
    expect((run.$w('#statusText') as unknown as { text: string }).text).not.toContain('closed');
    expect((await run.wixData.query('Registrations').find()).items).toHaveLength(1);
  });

  it.each([
    [
      'No registrations after 2020-06-01.',
      'Sorry, registrations closed: the last day was 2020-06-01.',
    ],
    [
      'Parents must register before May 1 2021 (deadline).',
      'Sorry, registrations closed on May 1 2021.',
    ],
  ])('reads %s', async (closing, message) => {
    const { run, result } = await runGenerated(camp(closing, 'velo'), { itemsPerCollection: 0 });
    expect((run.$w('#statusText') as unknown as { text: string }).text).toBe(message);
    expect(result.instructions).toContain("is checked in the visitor's browser only");
  });

  it("leaves a list's 'close after' to the list", async () => {
    const { result } = await runGenerated(
      camp('Show the Registrations that close after June 1 2020 in a list.', 'velo'),
      { itemsPerCollection: 0 },
    );
    expect(result.frontendCode).not.toContain('Deadline');
  });
});
