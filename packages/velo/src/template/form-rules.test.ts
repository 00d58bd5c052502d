import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { siteRequest, runGenerated, submitted } from './test-support';

const engine = createVeloEngine();

/**
 * Rules the prompt states for a form's values: a number between two bounds, a slider's range, a
 * day in the past or from today on (picked or typed). Submitted in the preview; a value outside
 * the rule is refused with its message and nothing is stored.
 */

const registration = (prompt: string, outputType: 'velo' | 'frontend_backend' = 'velo') =>
  siteRequest(
    prompt,
    {
      name: 'Registrations',
      fields: [
        ['firstName', 'text'],
        ['age', 'number'],
        ['birthday', 'date'],
        ['startDate', 'date'],
      ],
    },
    [
      { id: 'firstNameInput', type: 'input' },
      { id: 'ageInput', type: 'input' },
      { id: 'birthdayPicker', type: 'custom', customType: 'DatePicker' },
      { id: 'startDateInput', type: 'input' },
      { id: 'registerButton', type: 'button' },
      { id: 'errorText', type: 'text' },
    ],
    { outputType },
  );

const PROMPT =
  'Registration form: first name, age must be a number between 18 and 99, the birthday from the birthdayPicker must be in the past, and the start date (typed) cannot be a past date. Show the first problem in errorText. Save to Registrations.';

const day = (offset: number) => {
  const d = new Date(new Date().setHours(0, 0, 0, 0));
  d.setDate(d.getDate() + offset);
  return d;
};
const typed = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('template engine: rules the prompt sets on form values', () => {
  it.each([
    ['an age under the range', { age: '7' }, 'Age must be between 18 and 99.'],
    ['a birthday in the future', { birthday: day(3) }, 'Please pick a birthday before today.'],
    ['a start date in the past', { start: day(-1) }, 'Please enter a start date from today on.'],
  ] as const)('refuses %s', async (_, wrong, message) => {
    const { items, result } = await submitted(registration(PROMPT), 'registerButton', (set) => {
      set('firstNameInput', 'value', 'Ada');
      set('ageInput', 'value', 'age' in wrong ? wrong.age : '30');
      set('birthdayPicker', 'value', 'birthday' in wrong ? wrong.birthday : day(-9000));
      set('startDateInput', 'value', typed('start' in wrong ? wrong.start : day(0)));
    });
    expect(items).toEqual([]);
    expect(result.frontendCode).toContain(`return '${message}';`);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'stores values inside every rule, and limits the picker to past days (%s)',
    async (outputType) => {
      const { items } = await submitted(
        registration(PROMPT, outputType),
        'registerButton',
        (set) => {
          set('firstNameInput', 'value', 'Ada');
          set('ageInput', 'value', '30');
          set('birthdayPicker', 'value', day(-9000));
          set('startDateInput', 'value', typed(day(0)));
        },
      );
      expect(items).toHaveLength(1);
      const { run } = await runGenerated(registration(PROMPT, outputType), {
        itemsPerCollection: 0,
      });
      const picker = run.$w('#birthdayPicker') as unknown as { maxDate: Date };
      expect(picker.maxDate.getTime()).toBeLessThan(day(0).getTime());
    },
  );

  it('spans a slider over the range the prompt gives it', async () => {
    const request = siteRequest(
      'Table reservation: partySizeSlider picks 1 to 12 guests and nameInput the name; reserveButton saves it to Reservations.',
      {
        name: 'Reservations',
        fields: [
          ['name', 'text'],
          ['partySize', 'number'],
        ],
      },
      [
        { id: 'nameInput', type: 'input' },
        { id: 'partySizeSlider', type: 'slider' },
        { id: 'reserveButton', type: 'button' },
      ],
    );
    const { run } = await runGenerated(request, { itemsPerCollection: 0 });
    expect(run.errors).toEqual([]);
    const slider = run.$w('#partySizeSlider') as unknown as { min: number; max: number };
    expect([slider.min, slider.max]).toEqual([1, 12]);
  });
});

describe('template engine: a range named by one word of a longer id', () => {
  it.each(['guestCountInput', 'numberOfGuestsInput'])(
    "refuses guests outside '1 to 5' in %s, on the page and in the web method",
    async (inputId) => {
      const request = siteRequest(
        `RSVP form: name and number of guests (guests 1 to 5), saved to RSVPs via sendButton.`,
        {
          name: 'RSVPs',
          fields: [
            ['name', 'text'],
            ['guests', 'number'],
          ],
        },
        [
          { id: 'nameInput', type: 'input' },
          { id: inputId, type: 'input' },
          { id: 'sendButton', type: 'button' },
        ],
      );
      for (const [guests, stored] of [
        ['6', 0],
        ['-3', 0],
        ['4', 1],
      ] as const) {
        const { items, result } = await submitted(request, 'sendButton', (set) => {
          set('nameInput', 'value', 'Ada');
          set(inputId, 'value', guests);
        });
        expect(items).toHaveLength(stored);
        expect(result.backendCode).toContain('min: 1, max: 5');
      }
    },
  );
});

const UNIQUE_REQ = {
  prompt:
    "Newsletter signup: email and name, saved to Subscribers. Don't allow the same email twice. Show 'Thanks for subscribing!' in statusText.",
  outputType: 'frontend_backend',
  includeInstructions: true,
  collections: [
    {
      name: 'Subscribers',
      fields: [
        { id: 'email', type: 'text' },
        { id: 'name', type: 'text' },
      ],
    },
  ],
  elementIds: ['emailInput', 'nameInput', 'subscribeButton', 'statusText'],
};

describe('template engine: a value no two items may share', () => {
  it.each([
    ["Don't allow the same email twice.", 'frontend_backend'],
    ['Only save it if the email is not already there.', 'frontend_backend'],
    ['One signup per email.', 'frontend_backend'],
  ] as const)('refuses a second signup with the same email: %s (%s)', async (rule, outputType) => {
    const request = ZGenerationRequest.parse({
      ...UNIQUE_REQ,
      prompt: `Newsletter signup: email and name, saved to Subscribers. ${rule} Show 'Thanks for subscribing!' in statusText.`,
      outputType,
    });
    const { result, run } = await runGenerated(request, { itemsPerCollection: 0 });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const send = async (email: string) => {
      (run.$w('#emailInput') as unknown as { value: string }).value = email;
      (run.$w('#nameInput') as unknown as { value: string }).value = 'Ada';
      await run.fire('#subscribeButton', 'click');
      await run.settle();
      return (run.$w('#statusText') as unknown as { text: string }).text;
    };
    expect(await send('ada@example.com')).toBe('Thanks for subscribing!');
    expect(await send('ada@example.com')).toBe('This email is already registered.');
    expect(await send('bob@example.com')).toBe('Thanks for subscribing!');
    const { items } = await run.wixData.query('Subscribers').find();
    expect(items.map((i) => i['email']).sort()).toEqual(['ada@example.com', 'bob@example.com']);
  });
});

describe('template engine: what a duplicate check does not do', () => {
  const signup = (prompt: string, outputType: 'velo' | 'frontend_backend') =>
    ZGenerationRequest.parse({ ...UNIQUE_REQ, prompt, outputType });

  it('keeps the entries private: the check reads with suppressAuth, page-only code says why it has none', async () => {
    const rule =
      "Newsletter signup: email and name, saved to Subscribers. Don't allow the same email twice.";
    const backend = await engine.generate(signup(rule, 'frontend_backend'));
    expect(backend.instructions).not.toContain('anyone can view content');
    const page = await engine.generate(signup(rule, 'velo'));
    expect(page.frontendCode).not.toContain('.count(');
    expect(page.frontendCode).toContain('The page + backend output checks it in its web method.');
    expect(page.instructions).not.toContain('anyone can view content');
  });

  it.each([
    'Reviews: members can leave one review per product, with their name and text.',
    'Testimonials: tell us your unique story with your name and text.',
  ])('checks nothing for wording that is not about one value: %s', async (prompt) => {
    const result = await engine.generate(
      ZGenerationRequest.parse({
        prompt,
        outputType: 'frontend_backend',
        collections: [
          {
            name: 'Entries',
            fields: [
              { id: 'name', type: 'text' },
              { id: 'text', type: 'text' },
              { id: 'product', type: 'text' },
              { id: 'story', type: 'text' },
            ],
          },
        ],
        elementIds: ['nameInput', 'textInput', 'sendButton'],
      }),
    );
    expect(result.backendCode).not.toContain('suppressAuth');
  });
});
