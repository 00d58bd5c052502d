import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 13: more ways to say a value is taken once — 'One application per email.', 'email must
 * be valid and not already subscribed', "I don't want two bookings on the same date and same
 * time!!". Before, each saved duplicates without a word.
 */

const FORM = (prompt: string, fields: Record<string, 'text' | 'date'>) =>
  pageRequest(
    prompt,
    { Entries: fields },
    [
      ...Object.keys(fields).map((key) => ({ id: `${key}Input`, type: 'input' as const })),
      { id: 'sendButton', type: 'button' },
      { id: 'statusText', type: 'text' },
    ],
    'frontend_backend',
  );

describe('template engine: a value said to be taken once', () => {
  it.each([
    ['One application per email.', { name: 'text', email: 'text' }],
    ['The email must be valid and not already subscribed.', { name: 'text', email: 'text' }],
    [
      "I don't want two bookings on the same day and same time!!",
      { name: 'text', day: 'text', time: 'text' },
    ],
  ] as const)('refuses a second entry: "%s"', async (rule, fields) => {
    const { run } = await runGenerated(
      FORM(
        `nameInput and the other inputs; sendButton saves to Entries, show statusText. ${rule}`,
        fields,
      ),
      { itemsPerCollection: 0 },
    );
    const send = async () => {
      for (const key of Object.keys(fields))
        await run.setValue(`#${key}Input`, key === 'email' ? 'ada@example.com' : `${key} 1`);
      await run.fire('#sendButton', 'click');
      await run.settle();
    };
    await send();
    await send();
    expect((await run.wixData.query('Entries').find()).items).toHaveLength(1);
    expect(run.errors).toEqual([]);
  });
});
