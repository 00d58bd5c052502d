import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 48, 2: 'Show "Hi <first name>, you have N upcoming shifts" in #greetingText' greeted
 * members with a literal N. The greeting keeps its words up to the count it does not say, and
 * the warning names the whole example.
 */

describe('template engine: a greeting with a count it does not say', () => {
  it('greets by first name without a literal N, and warns', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Show only the logged in member\'s own signups in #mySignupsRepeater (volunteerName). Show "Hi <first name>, you have N upcoming shifts" in #greetingText. If they\'re not logged in, show #loginBtn which opens the Wix login.',
        { Signups: { volunteerName: 'text' } },
        [
          { id: 'greetingText', type: 'text' },
          { id: 'loginBtn', type: 'button' },
          { id: 'mySignupsRepeater', type: 'repeater' },
          { id: 'nameText', type: 'text', parentId: 'mySignupsRepeater' },
        ],
      ),
      { member: true, itemsPerCollection: 1 },
    );
    expect(run.$w('#greetingText')).toMatchObject({ text: 'Hi Ava' });
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('"Hi <first name>, you have N upcoming shifts"'),
    ]);
    expect(run.errors).toEqual([]);
  });
});
