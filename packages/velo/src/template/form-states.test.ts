import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { type TestElement, pageRequest, runGenerated } from './test-support';

/**
 * A multi-step form whose steps are the states of a multi-state box: next and back change the
 * state, each step is checked before moving on, and the whole form saves from the last step.
 * Before, only the last state was wired and the first step's values were never saved.
 */

const ELEMENTS = [
  { id: 'bookingStates', type: 'custom', customType: 'MultiStateBox' },
  { id: 'step1', type: 'container', parentId: 'bookingStates' },
  { id: 'serviceInput', type: 'input', parentId: 'step1' },
  { id: 'guestsInput', type: 'input', parentId: 'step1' },
  { id: 'nextButton', type: 'button', parentId: 'step1' },
  { id: 'step2', type: 'container', parentId: 'bookingStates' },
  { id: 'fullNameInput', type: 'input', parentId: 'step2' },
  { id: 'emailInput', type: 'input', parentId: 'step2' },
  { id: 'backButton', type: 'button', parentId: 'step2' },
  { id: 'bookButton', type: 'button', parentId: 'step2' },
  { id: 'statusText', type: 'text' },
];

const bookingForm = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Booking form in two steps: step 1 asks the service and the number of guests, Next goes to step 2 with name and email, Back returns, Book saves to Bookings.',
    { Bookings: { service: 'text', guests: 'number', fullName: 'text', email: 'text' } },
    ELEMENTS,
    outputType,
  );

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];

/** A velo request, with its setup, for a form saving text fields to one collection. */
const textForm = (prompt: string, collection: string, keys: string[], elements: TestElement[]) =>
  pageRequest(
    prompt,
    { [collection]: Object.fromEntries(keys.map((k) => [k, 'text' as const])) },
    elements,
  );

/** A visitor on the page: the state `boxId` shows, inputs filled and buttons clicked. */
function visitor(run: Run, boxId: string) {
  const element = (id: string) =>
    run.$w(`#${id}`) as unknown as { value: string; _indicateValidity: boolean };
  return {
    state: () =>
      (run.$w(`#${boxId}`) as unknown as { currentState: { id: string } }).currentState.id,
    element,
    set: (id: string, value: string) => void (element(id).value = value),
    click: async (id: string) => {
      await run.fire(`#${id}`, 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
    },
  };
}

describe('template engine: form steps in a multi-state box', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'moves between the states and saves every step (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(bookingForm(outputType), {
        itemsPerCollection: 0,
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const { state, set, click } = visitor(run, 'bookingStates');
      expect(state()).toBe('step1');
      await click('nextButton');
      expect(state()).toBe('step1');
      set('serviceInput', 'Massage');
      set('guestsInput', '2');
      await click('nextButton');
      expect(state()).toBe('step2');
      await click('backButton');
      expect(state()).toBe('step1');
      await click('nextButton');
      set('fullNameInput', 'Ada Lovelace');
      set('emailInput', 'ada@example.com');
      await click('bookButton');
      const { items } = await run.wixData.query('Bookings').find();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        service: 'Massage',
        guests: 2,
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
      });
      // Ready for the next booking: back on the first step.
      expect(state()).toBe('step1');
      expect(result.instructions).toContain(
        'Multi-State Box, ID `bookingStates` (give it states with the IDs `step1` and `step2`, in Manage States)',
      );
      expect(result.instructions).toContain('State, ID `step2`, inside `bookingStates`');
    },
  );

  it('keeps tabs that each hold their own form as separate forms', async () => {
    const elements = [
      { id: 'contactStates', type: 'custom', customType: 'MultiStateBox' },
      { id: 'questionState', type: 'container', parentId: 'contactStates' },
      { id: 'emailInput', type: 'input', parentId: 'questionState' },
      { id: 'sendQuestionButton', type: 'button', parentId: 'questionState' },
      { id: 'callbackState', type: 'container', parentId: 'contactStates' },
      { id: 'phoneInput', type: 'input', parentId: 'callbackState' },
      { id: 'requestCallbackButton', type: 'button', parentId: 'callbackState' },
    ];
    const request = pageRequest(
      'Two tabs: ask a question (email, send) or request a callback (phone, request). Save to Questions and Callbacks.',
      { Questions: { email: 'text' }, Callbacks: { phone: 'text' } },
      elements,
    );
    const { run } = await runGenerated(request, { itemsPerCollection: 0 });
    (run.$w('#phoneInput') as unknown as { value: string }).value = '+44 20 7946 0958';
    await run.fire('#requestCallbackButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect((await run.wixData.query('Callbacks').find()).items).toHaveLength(1);
  });

  it('keeps the steps when the box also has a thank-you state with a button', async () => {
    const elements = [
      ...ELEMENTS.filter((e) => e.id !== 'statusText'),
      { id: 'thanksState', type: 'container', parentId: 'bookingStates' },
      { id: 'thanksText', type: 'text', parentId: 'thanksState' },
      { id: 'bookAgainButton', type: 'button', parentId: 'thanksState' },
    ];
    const request = ZGenerationRequest.parse({
      ...bookingForm('velo'),
      elementIds: elements.map((e) => e.id),
      elementHierarchy: { elements },
    });
    const { result } = await runGenerated(request, { itemsPerCollection: 0 });
    expect(result.frontendCode).toContain("$w('#bookingStates').changeState('step2');");
  });

  it.each([
    [
      'a box the prompt calls a multi-state box',
      { id: 'signupStates', type: 'container' },
      'container',
    ],
    [
      'states declared by their Wix type',
      { id: 'signupStates', type: 'custom', customType: 'MultiStateBox' },
      'state',
    ],
  ] as const)('walks three numbered steps in %s', async (_, box, steps) => {
    const step = (id: string) =>
      steps === 'state'
        ? { id, type: 'custom', customType: 'State', parentId: 'signupStates' }
        : { id, type: 'container', parentId: 'signupStates' };
    const elements = [
      box,
      step('step1'),
      { id: 'nameInput', type: 'input', parentId: 'step1' },
      { id: 'nextButton1', type: 'button', parentId: 'step1' },
      step('step2'),
      { id: 'emailInput', type: 'input', parentId: 'step2' },
      { id: 'nextButton2', type: 'button', parentId: 'step2' },
      { id: 'backButton2', type: 'button', parentId: 'step2' },
      step('step3'),
      { id: 'planInput', type: 'input', parentId: 'step3' },
      { id: 'submitButton', type: 'button', parentId: 'step3' },
      { id: 'errorText', type: 'text' },
    ];
    const request = textForm(
      'Three-step signup in the multi-state box signupStates with states step1, step2 and step3. step1 has nameInput; nextButton1 goes to step2. step2 has emailInput; nextButton2 goes to step3 and backButton2 goes back to step1. step3 has planInput and submitButton, which saves to Signups. Show errors in errorText.',
      'Signups',
      ['name', 'email', 'plan'],
      elements,
    );
    const { result, run } = await runGenerated(request, { itemsPerCollection: 0 });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const { state, set, click } = visitor(run, 'signupStates');
    set('nameInput', 'Ada');
    await click('nextButton1');
    expect(state()).toBe('step2');
    await click('backButton2');
    expect(state()).toBe('step1');
    await click('nextButton1');
    set('emailInput', 'ada@example.com');
    await click('nextButton2');
    expect(state()).toBe('step3');
    set('planInput', 'Pro');
    await click('submitButton');
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Signups').find();
    expect(items.map((i) => [i['name'], i['email'], i['plan']])).toEqual([
      ['Ada', 'ada@example.com', 'Pro'],
    ]);
  });
  it("reaches the third step, and outlines a step's inputs when its only text is in the thank-you state", async () => {
    const elements = [
      { id: 'quoteStates', type: 'custom', customType: 'MultiStateBox' },
      { id: 'step1', type: 'container', parentId: 'quoteStates' },
      { id: 'projectInput', type: 'input', parentId: 'step1' },
      { id: 'next1', type: 'button', parentId: 'step1' },
      { id: 'step2', type: 'container', parentId: 'quoteStates' },
      { id: 'detailsInput', type: 'textarea', parentId: 'step2' },
      { id: 'back2', type: 'button', parentId: 'step2' },
      { id: 'next2', type: 'button', parentId: 'step2' },
      { id: 'step3', type: 'container', parentId: 'quoteStates' },
      { id: 'emailInput', type: 'input', parentId: 'step3' },
      { id: 'back3', type: 'button', parentId: 'step3' },
      { id: 'submitButton', type: 'button', parentId: 'step3' },
      { id: 'thanks', type: 'container', parentId: 'quoteStates' },
      { id: 'thanksText', type: 'text', parentId: 'thanks' },
    ];
    const request = textForm(
      'A quote request in three steps: step1 asks the project, next1 goes to step2 with the details, back2 returns and next2 goes to step3 with the email; back3 returns and submitButton saves to Quotes and shows the thanks state.',
      'Quotes',
      ['project', 'details', 'email'],
      elements,
    );
    const { result, run } = await runGenerated(request, { itemsPerCollection: 0 });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const { state, element, set, click } = visitor(run, 'quoteStates');
    await click('next1');
    expect(state()).toBe('step1');
    // thanksText cannot be seen on step 1: the empty input is outlined instead.
    expect(element('projectInput')._indicateValidity).toBe(true);
    expect(element('detailsInput')._indicateValidity).toBe(false);
    set('projectInput', 'Kitchen');
    await click('next1');
    set('detailsInput', 'New cabinets');
    await click('next2');
    expect(state()).toBe('step3');
    await click('back3');
    expect(state()).toBe('step2');
    await click('next2');
    set('emailInput', 'ada@example.com');
    await click('submitButton');
    expect(state()).toBe('thanks');
    expect((await run.wixData.query('Quotes').find()).items).toEqual([
      expect.objectContaining({ project: 'Kitchen', details: 'New cabinets' }),
    ]);
    expect(result.instructions).toContain(
      'give it states with the IDs `step1`, `step2`, `step3` and `thanks`, in Manage States',
    );
    expect(result.instructions).toContain(
      'Click `next1` with the first step empty: its inputs are outlined in red',
    );
  });

  it('shows the thank-you state once a one-step form that is itself a state is sent', async () => {
    const request = textForm(
      "signupStates (a multi-state box) has formState and thanksState: joinButton saves emailInput to Subscribers and shows thanksState, where thanksText says 'Welcome aboard'.",
      'Subscribers',
      ['email'],
      [
        { id: 'signupStates', type: 'container' },
        { id: 'formState', type: 'container', parentId: 'signupStates' },
        { id: 'emailInput', type: 'input', parentId: 'formState' },
        { id: 'joinButton', type: 'button', parentId: 'formState' },
        { id: 'thanksState', type: 'container', parentId: 'signupStates' },
        { id: 'thanksText', type: 'text', parentId: 'thanksState' },
      ],
    );
    const { result, run } = await runGenerated(request, { itemsPerCollection: 0 });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const { state, element, set, click } = visitor(run, 'signupStates');
    await click('joinButton');
    // thanksText is out of sight while the form shows: the empty input is outlined.
    expect(state()).toBe('formState');
    expect(element('emailInput')._indicateValidity).toBe(true);
    set('emailInput', 'ada@example.com');
    await click('joinButton');
    expect(state()).toBe('thanksState');
    expect((await run.wixData.query('Subscribers').find()).items).toEqual([
      expect.objectContaining({ email: 'ada@example.com' }),
    ]);
    expect(result.instructions).toContain(
      'give it states with the IDs `formState` and `thanksState`, in Manage States',
    );
    expect(result.instructions).toContain(
      'State, ID `formState`, inside `signupStates` (a state of `signupStates`: the form, shown first)',
    );
    expect(result.instructions).toContain(
      'Click `joinButton` with `formState` empty: its inputs are outlined in red and it does not send.',
    );
    expect(result.instructions).toContain('`signupStates` shows `thanksState`');
  });
});
