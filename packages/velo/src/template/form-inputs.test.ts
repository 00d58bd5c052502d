import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { inferElementType } from '../structure';
import { siteRequest as request, submitted } from './test-support';

/**
 * Form inputs beyond text boxes — date pickers, switches, checkbox groups, number choices — saved
 * as the field types they fill. Each form is submitted in the preview runtime and the item it
 * stored is read back, so a value sent as the wrong type (a date as text, '4' for a number) fails.
 */

type Element = { id: string; type: string; parentId?: string; customType?: string };
type Field = [string, string];

const engine = createVeloEngine();

const SIGNUPS = {
  name: 'Signups',
  fields: [
    ['name', 'text'],
    ['newsletter', 'boolean'],
    ['startDate', 'date'],
  ] as Field[],
};

/** A registration form saving a name and an event date from `datePicker`. */
const registration = (datePicker: Element, ...more: Element[]) =>
  request(
    'Registration form with the event date picker saving to eventDate. Save to Registrations.',
    {
      name: 'Registrations',
      fields: [
        ['fullName', 'text'],
        ['eventDate', 'date'],
      ],
    },
    [
      { id: 'regForm', type: 'form' },
      { id: 'fullNameInput', type: 'input', parentId: 'regForm' },
      datePicker,
      { id: 'registerButton', type: 'button', parentId: 'regForm' },
      ...more,
    ],
  );

describe('template engine: form inputs saved as their field types', () => {
  it('names ending in a Wix type the editor lacks are that type (ids without a hierarchy)', () => {
    expect(inferElementType('startDatePicker')).toEqual({
      type: 'custom',
      customType: 'DatePicker',
    });
    expect(inferElementType('newsletterSwitch')).toEqual({ type: 'custom', customType: 'Switch' });
    expect(inferElementType('html1')).toEqual({ type: 'custom', customType: 'HtmlComponent' });
    expect(inferElementType('photoUpload')).toEqual({
      type: 'custom',
      customType: 'UploadButton',
    });
    expect(inferElementType('statesBox')).toEqual({ type: 'container' });
    expect(inferElementType('ordersIframe')).toEqual({
      type: 'custom',
      customType: 'HtmlComponent',
    });
    expect(inferElementType('resultsStateBox')).toEqual({
      type: 'custom',
      customType: 'MultiStateBox',
    });
    // Only as the name's last words: these keep the types they always had.
    const unchanged: [string, string][] = [
      ['uploadStatusText', 'text'],
      ['toggleButton', 'button'],
      ['datePickerLabel', 'text'],
      ['bioHtml', 'text'],
      ['descriptionHtml', 'text'],
      ['videoEmbed', 'video'],
      ['youtubeEmbed', 'text'],
      ['realEstateBox', 'container'],
      ['menuToggle', 'text'],
      ['faqToggle', 'text'],
      ['uploadBtn', 'button'],
    ];
    for (const [id, type] of unchanged) expect(inferElementType(id), id).toEqual({ type });
  });

  it('saves a switch as a boolean and a date picker as a Date, from ids alone', async () => {
    const req = ZGenerationRequest.parse({
      prompt:
        'Signup form: name, the newsletter switch and the start date picker. Save to Signups.',
      outputType: 'frontend_backend',
      includeInstructions: true,
      collections: [
        { name: 'Signups', fields: SIGNUPS.fields.map(([id, type]) => ({ id, type })) },
      ],
      elementIds: [
        'nameInput',
        'newsletterSwitch',
        'startDatePicker',
        'submitButton',
        'statusText',
      ],
    });
    const picked = new Date('2026-03-14T00:00:00Z');
    const { result, items } = await submitted(req, 'submitButton', (set) => {
      set('nameInput', 'value', 'Ada');
      set('newsletterSwitch', 'checked', true);
      set('startDatePicker', 'value', picked);
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Ada', newsletter: true });
    expect(items[0]?.['startDate']).toBeInstanceOf(Date);
    expect((items[0]?.['startDate'] as Date).toISOString()).toBe(picked.toISOString());
    // The inputs are written to, never treated as texts of a one-item display.
    expect(result.frontendCode).not.toMatch(/#(newsletterSwitch|startDatePicker)'\)\.text/);
    expect(result.backendCode).not.toContain('getSignups');
    expect(result.instructions).toContain('Switch, ID `newsletterSwitch`');
    expect(result.instructions).toContain('Date Picker, ID `startDatePicker`');
    expect(result.instructions).not.toContain('anyone can view content');
  });

  it('reads a date picker declared as a text input by its value, not as typed text', async () => {
    const req = registration({ id: 'eventDatePicker', type: 'input', parentId: 'regForm' });
    const { result, items } = await submitted(req, 'registerButton', (set) => {
      set('fullNameInput', 'value', 'Grace');
      // The preview builds the declared text input, so the visitor types the date; on the site
      // the Date Picker's Date goes through the same code.
      set('eventDatePicker', 'value', '2026-05-01');
    });
    expect(result.frontendCode).not.toContain("$w('#eventDatePicker').value.trim()");
    expect(items[0]?.['eventDate']).toBeInstanceOf(Date);
    expect(result.instructions).toContain('Date Picker, ID `eventDatePicker`');
    expect(result.instructions).not.toContain('visitors type the date');
  });

  it('asks for a required date the visitor has not picked', async () => {
    const req = registration(
      { id: 'eventDatePicker', type: 'custom', customType: 'DatePicker', parentId: 'regForm' },
      { id: 'statusText', type: 'text', parentId: 'regForm' },
    );
    const { result, items } = await submitted(req, 'registerButton', (set) => {
      set('fullNameInput', 'value', 'Grace');
    });
    expect(items).toEqual([]);
    expect(result.frontendCode).toContain("return 'Please pick an event date.';");
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "saves a time picker's time into a Time field as 'HH:MM:SS.mmm' (%s)",
    async (outputType) => {
      const req = request(
        'Table booking form: name, the booking date picker and the arrival time picker. Save to Bookings.',
        {
          name: 'Bookings',
          fields: [
            ['guestName', 'text'],
            ['bookingDate', 'date'],
            ['arrivalTime', 'time'],
          ],
        },
        [
          { id: 'bookingForm', type: 'form' },
          { id: 'guestNameInput', type: 'input', parentId: 'bookingForm' },
          {
            id: 'bookingDatePicker',
            type: 'custom',
            customType: 'DatePicker',
            parentId: 'bookingForm',
          },
          {
            id: 'arrivalTimePicker',
            type: 'custom',
            customType: 'TimePicker',
            parentId: 'bookingForm',
          },
          { id: 'bookButton', type: 'button', parentId: 'bookingForm' },
          { id: 'statusText', type: 'text', parentId: 'bookingForm' },
        ],
        { outputType },
      );
      const { result, items } = await submitted(req, 'bookButton', (set) => {
        set('guestNameInput', 'value', 'Lin');
        set('bookingDatePicker', 'value', new Date('2026-06-01T00:00:00Z'));
        set('arrivalTimePicker', 'value', '19:30:00.000');
      });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ guestName: 'Lin', arrivalTime: '19:30:00.000' });
      expect(result.frontendCode).not.toContain("$w('#arrivalTimePicker').value.trim()");
      expect(result.instructions).toContain('Time Picker, ID `arrivalTimePicker`');
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'checks a typed time on the page and stores it in the Time field format (%s)',
    async (outputType) => {
      const req = request(
        'Class form: class name and the start time. Save to Classes.',
        {
          name: 'Classes',
          fields: [
            ['className', 'text'],
            ['startTime', 'time'],
          ],
        },
        [
          { id: 'classForm', type: 'form' },
          { id: 'classNameInput', type: 'input', parentId: 'classForm' },
          { id: 'startTimeInput', type: 'input', parentId: 'classForm' },
          { id: 'saveButton', type: 'button', parentId: 'classForm' },
          { id: 'statusText', type: 'text', parentId: 'classForm' },
        ],
        { outputType },
      );
      const wrong = await submitted(req, 'saveButton', (set) => {
        set('classNameInput', 'value', 'Yoga');
        set('startTimeInput', 'value', 'seven');
      });
      expect(wrong.items).toEqual([]);
      expect(wrong.result.frontendCode).toContain(
        "return 'Please enter a start time as hours and minutes, e.g. 14:30.';",
      );
      expect(wrong.result.instructions).toContain('visitors type the time, e.g. 14:30');

      const right = await submitted(req, 'saveButton', (set) => {
        set('classNameInput', 'value', 'Yoga');
        set('startTimeInput', 'value', '7:05');
      });
      expect(right.items[0]).toMatchObject({ className: 'Yoga', startTime: '07:05:00.000' });
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'stores a dropdown and a radio group choosing numbers as numbers (%s)',
    async (outputType) => {
      const req = request(
        'Feedback form: the rating radio group saves the rating, the guests dropdown the number of guests. Save to Feedback.',
        {
          name: 'Feedback',
          fields: [
            ['rating', 'number'],
            ['guests', 'number'],
            ['comments', 'text'],
          ],
        },
        [
          { id: 'feedbackForm', type: 'form' },
          { id: 'ratingRadioGroup', type: 'radioGroup', parentId: 'feedbackForm' },
          { id: 'guestsDropdown', type: 'dropdown', parentId: 'feedbackForm' },
          { id: 'commentsBox', type: 'textarea', parentId: 'feedbackForm' },
          { id: 'sendButton', type: 'button', parentId: 'feedbackForm' },
        ],
        { outputType },
      );
      const { result, items } = await submitted(req, 'sendButton', (set) => {
        set('ratingRadioGroup', 'options', [
          { label: 'Good', value: '4' },
          { label: 'Great', value: '5' },
        ]);
        set('ratingRadioGroup', 'value', '4');
        set('guestsDropdown', 'options', [{ label: 'Two', value: '2' }]);
        set('guestsDropdown', 'value', '2');
        set('commentsBox', 'value', 'Lovely');
      });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ rating: 4, guests: 2, comments: 'Lovely' });
      expect(result.frontendCode).toContain("return 'Please choose the number of guests.';");
      expect(result.frontendCode).toContain("return 'Please choose a rating.';");
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain("rating: numberArg(args.rating, 'rating'");
    },
  );

  it('empties dropdowns and radio groups after a successful submit', async () => {
    const req = request(
      'Feedback form: the department dropdown and the mood radio group. Save to Feedback.',
      {
        name: 'Feedback',
        fields: [
          ['department', 'text'],
          ['mood', 'text'],
        ],
      },
      [
        { id: 'feedbackForm', type: 'form' },
        { id: 'departmentDropdown', type: 'dropdown', parentId: 'feedbackForm' },
        { id: 'moodRadioGroup', type: 'radioGroup', parentId: 'feedbackForm' },
        { id: 'sendButton', type: 'button', parentId: 'feedbackForm' },
      ],
    );
    const result = await engine.generate(req);
    expect(result.frontendCode).toContain("$w('#departmentDropdown').value = '';");
    expect(result.frontendCode).toContain("$w('#moodRadioGroup').value = '';");
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'stores a checkbox group in a tags field as the list of choices (%s)',
    async (outputType) => {
      const req = request(
        'Preferences form: the interests checkbox group saves to interests. Save to Preferences.',
        {
          name: 'Preferences',
          fields: [
            ['email', 'text'],
            ['interests', 'tags'],
          ],
        },
        [
          { id: 'prefsForm', type: 'form' },
          { id: 'emailInput', type: 'input', parentId: 'prefsForm' },
          {
            id: 'interestsCheckboxGroup',
            type: 'custom',
            customType: 'CheckboxGroup',
            parentId: 'prefsForm',
          },
          { id: 'saveButton', type: 'button', parentId: 'prefsForm' },
        ],
        { outputType },
      );
      const { result, items } = await submitted(req, 'saveButton', (set) => {
        set('emailInput', 'value', 'ada@example.com');
        set('interestsCheckboxGroup', 'options', [
          { label: 'Yoga', value: 'yoga' },
          { label: 'Running', value: 'running' },
        ]);
        set('interestsCheckboxGroup', 'value', ['yoga', 'running']);
      });
      expect(items[0]).toMatchObject({ interests: ['yoga', 'running'] });
      expect(result.frontendCode).toContain("return 'Please choose at least one interest.';");
    },
  );

  it('saves a typed list into a tags field one tag per comma, and asks for no input that fills nothing', async () => {
    const req = request(
      'Team form: name, skills, the office address and the desk number. Save to Team.',
      {
        name: 'Team',
        fields: [
          ['name', 'text'],
          ['skills', 'tags'],
          ['office', 'address'],
        ],
      },
      [
        { id: 'teamForm', type: 'form' },
        { id: 'nameInput', type: 'input', parentId: 'teamForm' },
        { id: 'skillsInput', type: 'input', parentId: 'teamForm' },
        { id: 'officeAddressInput', type: 'input', parentId: 'teamForm' },
        { id: 'deskInput', type: 'input', parentId: 'teamForm' },
        { id: 'saveButton', type: 'button', parentId: 'teamForm' },
      ],
      { outputType: 'velo' },
    );
    const { result, items } = await submitted(req, 'saveButton', (set) => {
      set('nameInput', 'value', 'Lin');
      set('skillsInput', 'value', 'React, Node ,  SQL');
      set('officeAddressInput', 'value', '1 Main St');
    });
    expect(items[0]).toMatchObject({
      name: 'Lin',
      skills: ['React', 'Node', 'SQL'],
      office: { formatted: '1 Main St' },
    });
    expect(result.frontendCode).not.toContain("$w('#deskInput').required = true;");
  });

  it('refuses a number choice that is not a number instead of storing NaN', async () => {
    const req = request(
      'Feedback form: the guests dropdown saves the number of guests. Save to Feedback.',
      { name: 'Feedback', fields: [['guests', 'number']] },
      [
        { id: 'feedbackForm', type: 'form' },
        { id: 'guestsDropdown', type: 'dropdown', parentId: 'feedbackForm' },
        { id: 'sendButton', type: 'button', parentId: 'feedbackForm' },
      ],
      { outputType: 'velo' },
    );
    const { items } = await submitted(req, 'sendButton', (set) => {
      set('guestsDropdown', 'options', [{ label: '5+', value: '5+' }]);
      set('guestsDropdown', 'value', '5+');
    });
    expect(items).toEqual([]);
  });
});
