import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 45: "nameInput and sendButton save to Leads. Show 'Thanks' in statusText. Submissions are
 * admin-only." made the form the admins': every visitor's lead was refused ('Sorry, something went
 * wrong'). What is sent is what admins alone read. Run in the preview.
 */

describe("template engine: 'Submissions are admin-only'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lets a visitor send a lead that only admins read (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "nameInput and sendButton save to Leads. Show 'Thanks' in statusText. Submissions are admin-only.",
          { Leads: { name: 'text' } },
          [
            { id: 'nameInput', type: 'input' },
            { id: 'sendButton', type: 'button' },
            { id: 'statusText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#nameInput', 'Ada');
      await run.fire('#sendButton', 'click');
      await run.settle();
      expect((run.$w('#statusText') as unknown as { text: string }).text).toBe('Thanks');
      const { items } = await run.wixData.query('Leads').find({ suppressAuth: true });
      expect(items.map((i) => i['name'])).toEqual(['Ada']);
      expect(permissionsOf(result.instructions, 'Leads')).toContain(
        'anyone can add content, and only admins can view it',
      );
    },
  );
});
