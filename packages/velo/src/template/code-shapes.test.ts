import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 40: 'The insurance number must look like two capital letters followed by 8 digits (e.g.
 * AB12345678)' was never checked. The shape is a pattern on the page and in the web method,
 * refused with the prompt's example.
 */

describe('template engine: a typed code of letters and digits', () => {
  it("checks 'two capital letters followed by 8 digits' on the page and in the web method", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Patients enter nameInput and insuranceInput and hit submitBtn to save to Requests. The insurance number must look like two capital letters followed by 8 digits (e.g. AB12345678). Show the result in statusText.',
        { Requests: { name: 'text', insuranceNumber: 'text' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'insuranceInput', type: 'input' },
          { id: 'submitBtn', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        codeBefore:
          "import { submitRequest as submitForTest } from 'backend/requests.web';\nexport const submit = (v) => submitForTest(v);\n",
      },
    );
    const send = async (code: string) => {
      await run.setValue('#nameInput', 'Ann');
      await run.setValue('#insuranceInput', code);
      await run.fire('#submitBtn', 'click');
      await run.settle();
      return (run.$w('#statusText') as unknown as { text: string }).text;
    };
    for (const wrong of ['ab12345678', 'AB1234567', 'A123456789'])
      expect(await send(wrong)).toBe('Insurance number must look like AB12345678.');
    expect((await run.wixData.query('Requests').find()).items).toHaveLength(0);
    await send('XY87654321');
    expect((await run.wixData.query('Requests').find()).items).toHaveLength(1);
    await expect(
      (run.exports['submit'] as (v: object) => Promise<unknown>)({
        name: 'Bo',
        insuranceNumber: '12AB',
      }),
    ).rejects.toThrow('must look like AB12345678');
    expect(run.errors).toEqual([]);
  });
});
