import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 8's newsletter signup: 'in the backend check the email isn't already in the Subscribers
 * collection; if it is, show "You're already subscribed!" … save it with the current date in
 * subscribedAt … Visitors must not be able to read the subscriber list.' Before, every signup
 * was saved again, subscribedAt was never set and the setup left viewing open. Run in the preview.
 */

const PROMPT =
  'Newsletter signup in the footer: emailInput and subscribeButton. Check the email format, and in the backend check the email isn\'t already in the Subscribers collection; if it is, show "You\'re already subscribed!" in signupMessage. Otherwise save it with the current date in subscribedAt and show "Welcome aboard!". Visitors must not be able to read the subscriber list.';

const ELEMENTS = [
  { id: 'emailInput', type: 'input' },
  { id: 'subscribeButton', type: 'button' },
  { id: 'signupMessage', type: 'text' },
];

describe('template engine: a newsletter signup', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves each email once, dated by the server, and keeps the list private (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Subscribers: { email: 'text', subscribedAt: 'date' } },
          ELEMENTS,
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const signUp = async () => {
        await run.setValue('#emailInput', 'ada@example.com');
        await run.fire('#subscribeButton', 'click');
        await run.settle();
        return (run.$w('#signupMessage') as unknown as { text: string }).text;
      };
      expect(await signUp()).toBe('Welcome aboard!');
      // Page-only code cannot count entries visitors may not read: its setup says which output does.
      const backend = outputType === 'frontend_backend';
      expect(await signUp()).toBe(backend ? "You're already subscribed!" : 'Welcome aboard!');
      const { items } = await run.wixData.query('Subscribers').find();
      expect(items).toHaveLength(backend ? 1 : 2);
      if (!backend) expect(result.instructions).toContain('Each email only once is not checked');
      expect(items[0]?.['subscribedAt']).toBeInstanceOf(Date);
      // The web module's checks are the only way in: it saves with suppressAuth, admins alone add.
      expect(result.instructions).toContain(
        backend
          ? 'Permissions: only admins can view and add content ("Admin": the web module checks a subscriber before saving it with suppressAuth (each email only once; `subscribedAt` dated by the server), so no one can skip those checks by saving from the browser)'
          : 'Permissions: anyone can add content, and only admins can view it',
      );
      if (backend)
        expect(result.backendCode).toContain(
          "await wixData.insert('Subscribers', item, { suppressAuth: true })",
        );
    },
  );
});

/**
 * Review 19, 15: 'emailInput and confirmEmailInput must match' is checked before sending, and an
 * email already there in other capitals is the same subscriber. Before, any confirmation was
 * accepted, and Ann@X.com was saved beside ann@x.com.
 */
describe('template engine: a signup whose email is typed twice', () => {
  it('refuses two different emails and counts an email once whatever its capitals', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Newsletter signup. emailInput and confirmEmailInput must match and be a valid email, nameInput optional. On subscribeButton click save to Subscribers, but if the email is already in Subscribers show 'You're already subscribed' in signupMessage instead of saving twice.",
        { Subscribers: { email: 'text', name: 'text' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'emailInput', type: 'input' },
          { id: 'confirmEmailInput', type: 'input' },
          { id: 'subscribeButton', type: 'button' },
          { id: 'signupMessage', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    const said = () => (run.$w('#signupMessage') as unknown as { text: string }).text;
    const subscribe = async (email: string, again: string) => {
      await run.setValue('#emailInput', email);
      await run.setValue('#confirmEmailInput', again);
      await run.fire('#subscribeButton', 'click');
      await run.settle();
      return said();
    };
    expect(await subscribe('bob@x.com', 'rob@y.com')).toBe("The email addresses don't match.");
    await subscribe('ann@x.com', 'ann@x.com');
    expect(await subscribe('Ann@X.com', 'ann@x.com')).toBe("You're already subscribed");
    const saved = (await run.wixData.query('Subscribers').find()).items;
    expect(saved.map((s) => s['email'])).toEqual(['ann@x.com']);
    expect(run.errors).toEqual([]);
  });
});
