import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated, siteRequest } from './test-support';

/**
 * What a form tells the visitor when its only message text is an error text, and where a
 * multi-step form goes once it is sent: run in the preview, the save made to fail by the test.
 */

type El = Record<string, unknown>;

describe('template engine: form messages', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'a save that fails is said in the error text, not only in the console (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        siteRequest(
          'Newsletter signup: emailInput and subscribeButton save the email to Subscribers. Show problems in errorText.',
          { name: 'Subscribers', fields: [['email', 'text']] },
          [
            { id: 'emailInput', type: 'input' },
            { id: 'subscribeButton', type: 'button' },
            { id: 'errorText', type: 'text' },
          ],
          { outputType },
        ),
        { itemsPerCollection: 0 },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const el = (id: string) => run.$w(`#${id}`) as unknown as El;
      // The collection refuses the insert, as Wix does for a visitor without permission.
      run.wixData.insert = () => Promise.reject(new Error('WDE0027: permission denied'));
      el('emailInput')['value'] = 'ada@example.com';
      await run.fire('#subscribeButton', 'click');
      await run.settle();
      expect(el('errorText')['text']).toBe(
        'Sorry, something went wrong while sending. Please try again.',
      );
      expect(el('errorText')['hidden']).toBe(false);
    },
  );

  it('a multi-step form shows its thank-you state once sent; a step that passes hides its error', async () => {
    const inState = (id: string, parentId: string, type = 'input') => ({ id, type, parentId });
    const { result, run } = await runGenerated(
      siteRequest(
        'A 2-step application form in the multi-state box applicationStates (states step1, step2). Step 1 has nameInput and next1Button; step 2 has emailInput and submitButton. Next only goes on if the name is filled. Submit saves everything into Applications and shows the thankYou state. Show problems in errorText.',
        {
          name: 'Applications',
          fields: [
            ['name', 'text'],
            ['email', 'text'],
          ],
        },
        [
          { id: 'applicationStates', type: 'custom', customType: 'MultiStateBox' },
          { id: 'step1', type: 'custom', customType: 'State', parentId: 'applicationStates' },
          { id: 'step2', type: 'custom', customType: 'State', parentId: 'applicationStates' },
          { id: 'thankYou', type: 'custom', customType: 'State', parentId: 'applicationStates' },
          inState('nameInput', 'step1'),
          inState('next1Button', 'step1', 'button'),
          inState('emailInput', 'step2'),
          inState('submitButton', 'step2', 'button'),
          { id: 'errorText', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const el = (id: string) => run.$w(`#${id}`) as unknown as El;
    const state = () => (el('applicationStates')['currentState'] as { id: string } | null)?.id;
    await run.fire('#next1Button', 'click');
    expect(el('errorText')['hidden']).toBe(false);
    el('nameInput')['value'] = 'Ada';
    await run.fire('#next1Button', 'click');
    expect(state()).toBe('step2');
    expect(el('errorText')['hidden']).toBe(true);
    el('emailInput')['value'] = 'ada@example.com';
    await run.fire('#submitButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(state()).toBe('thankYou');
    const { items } = await run.wixData.query('Applications').find();
    expect(items).toEqual([expect.objectContaining({ name: 'Ada', email: 'ada@example.com' })]);
    expect(result.instructions).toContain('`thankYou`, inside `applicationStates` (a state of');
  });

  it('outlines the empty inputs of a form with no text for messages, where only the console said so', async () => {
    const { result, run } = await runGenerated(
      siteRequest(
        'Newsletter signup: joinButton saves nameInput and emailInput to Subscribers.',
        {
          name: 'Subscribers',
          fields: [
            ['name', 'text'],
            ['email', 'text'],
          ],
        },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'emailInput', type: 'input' },
          { id: 'joinButton', type: 'button' },
        ],
        { outputType: 'velo' },
      ),
      { itemsPerCollection: 0 },
    );
    const el = (id: string) => run.$w(`#${id}`) as unknown as El;
    await run.fire('#joinButton', 'click');
    await run.settle();
    expect(el('nameInput')['_indicateValidity']).toBe(true);
    expect(el('emailInput')['_indicateValidity']).toBe(true);
    expect((await run.wixData.query('Subscribers').find()).items).toEqual([]);
    expect(result.instructions).toContain(
      'Click `joinButton` with the form empty: its inputs are outlined in red and it does not send. (The form has no text for messages: add one beside it, e.g. `statusText`, and generate again to have them said.)',
    );
  });

  it.each(['velo', 'frontend_backend'] as const)(
    '\'Afterwards hide applicationForm and show thankYouText with "…"\' (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Job application form: fullNameInput. When submitApplication is clicked, save the application to the Applications collection. Afterwards hide applicationForm and show thankYouText with "Thank you for applying!".',
          { Applications: { fullName: 'text' } },
          [
            { id: 'applicationForm', type: 'form' },
            { id: 'fullNameInput', type: 'input', parentId: 'applicationForm' },
            { id: 'submitApplication', type: 'button', parentId: 'applicationForm' },
            { id: 'thankYouText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const el = (id: string) => run.$w(`#${id}`) as unknown as El;
      await run.setValue('#fullNameInput', 'Grace Hopper');
      await run.fire('#submitApplication', 'click');
      await run.settle();
      expect([el('thankYouText')['text'], el('applicationForm')['collapsed']]).toEqual([
        'Thank you for applying!',
        true,
      ]);
    },
  );
});
