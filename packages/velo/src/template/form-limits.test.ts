import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';
import { runGenerated } from './test-support';

/**
 * A form that may save only so many items with the same values ('At most 3 reservations per
 * date and time slot'): the web method counts them first and the visitor is told it is full.
 */

const engine = createVeloEngine();

const reservation = (rule: string, outputType: 'velo' | 'frontend_backend') => {
  const elements = [
    { id: 'nameInput', type: 'input' },
    { id: 'datePicker', type: 'custom', customType: 'DatePicker' },
    { id: 'timeDropdown', type: 'dropdown' },
    { id: 'guestsInput', type: 'input' },
    { id: 'reserveButton', type: 'button' },
    { id: 'statusText', type: 'text' },
  ];
  return ZGenerationRequest.parse({
    prompt: `Table reservation form: name, date (datePicker), a time slot in timeDropdown (18:00, 19:00, 20:00) and guests. On submit save to Reservations. ${rule} Otherwise show "Thanks, see you soon!" in statusText.`,
    outputType,
    includeInstructions: true,
    collections: [
      {
        name: 'Reservations',
        fields: [
          { id: 'name', type: 'text' },
          { id: 'date', type: 'date' },
          { id: 'slot', type: 'text' },
          { id: 'guests', type: 'number' },
        ],
      },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
};

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];

/** Reserves as a visitor would; what statusText then says. */
function reserver(run: Run) {
  return async (name: string, slot: string, guests = '2', day = 14) => {
    await run.setValue('#nameInput', name);
    await run.setValue('#datePicker', new Date(2027, 2, day));
    await run.setValue('#timeDropdown', slot);
    await run.setValue('#guestsInput', guests);
    await run.fire('#reserveButton', 'click');
    await run.settle();
    return (run.$w('#statusText') as unknown as { text: string }).text;
  };
}

const FULL_RULE =
  'At most 3 reservations per date and time slot: if the slot is full, show "Sorry, that time is fully booked" in statusText and don\'t save.';

describe('template engine: how many items may share a slot', () => {
  it('saves 3 reservations for one date and slot, refuses the fourth, takes another slot', async () => {
    const { result, run } = await runGenerated(reservation(FULL_RULE, 'frontend_backend'), {
      itemsPerCollection: 0,
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const reserve = reserver(run);
    for (const name of ['Ada', 'Bob', 'Cy'])
      expect(await reserve(name, '19:00')).toBe('Thanks, see you soon!');
    expect(await reserve('Dee', '19:00')).toBe('Sorry, that time is fully booked');
    expect(await reserve('Dee', '20:00')).toBe('Thanks, see you soon!');
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Reservations').find();
    expect(items.map((i) => `${String(i['name'])} ${String(i['slot'])}`).sort()).toEqual([
      'Ada 19:00',
      'Bob 19:00',
      'Cy 19:00',
      'Dee 20:00',
    ]);
    expect(result.instructions).toContain(
      'Submit 3 times with the same `date` and `slot`, then once more: `statusText` says "Sorry, that time is fully booked" and the last one is not added.',
    );
  });

  it("'6 tables per time slot, so if there are already 6 reservations for that date and slot': counted per date too", async () => {
    const { result, run } = await runGenerated(
      reservation(
        "We have 2 tables per time slot, so if there are already 2 reservations for that date and slot show 'Fully booked for that time, try another slot'.",
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const reserve = reserver(run);
    expect(await reserve('Ada', '19:00', '2', 14)).toBe('Thanks, see you soon!');
    expect(await reserve('Bob', '19:00', '2', 15)).toBe('Thanks, see you soon!');
    expect(await reserve('Cy', '19:00', '2', 16)).toBe('Thanks, see you soon!');
    expect(await reserve('Dee', '19:00', '2', 14)).toBe('Thanks, see you soon!');
    expect(await reserve('Eve', '19:00', '2', 14)).toBe(
      'Fully booked for that time, try another slot',
    );
    const { items } = await run.wixData.query('Reservations').find();
    expect(items).toHaveLength(4);
  });

  it('says the full words of its own when the prompt quotes none', async () => {
    const result = await engine.generate(
      reservation('Max 20 bookings per slot.', 'frontend_backend'),
    );
    // A time slot is one of its day: counted for that date too.
    expect(result.backendCode).toContain(
      ".eq('slot', item.slot).eq('date', item.date).count({ suppressAuth: true })",
    );
    expect(result.backendCode).toContain('if (taken >= 20) {');
    expect(result.backendCode).toContain(
      "throw new Error('Sorry, this slot is full. Please choose another.');",
    );
  });

  it('page-only code does not count, and its setup says which output does', async () => {
    const result = await engine.generate(reservation(FULL_RULE, 'velo'));
    expect(result.frontendCode).not.toContain('.count(');
    expect(result.instructions).toContain(
      'At most 3 reservations per date and slot is not checked: page code could count them only by letting visitors read every entry.',
    );
  });

  it('a number of guests per slot is a sum, not a count of reservations: no count is made', async () => {
    const result = await engine.generate(
      reservation('At most 10 guests per time slot.', 'frontend_backend'),
    );
    expect(result.backendCode).not.toContain('.count(');
  });

  it("adds up the guests of the same date and slot: 'at most 40 guests in total per date … for that date and slot'", async () => {
    const { run } = await runGenerated(
      reservation(
        'Each time slot takes at most 40 guests in total per date, so sum guests of existing reservations for that date and slot and refuse with "Sorry, we are full" in statusText if the new party would go over 40.',
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const reserve = reserver(run);
    expect(await reserve('Ada', '19:00', '30', 14)).toBe('Thanks, see you soon!');
    // Other dates and slots count apart: before, every reservation ever made was added up.
    expect(await reserve('Bob', '19:00', '30', 15)).toBe('Thanks, see you soon!');
    expect(await reserve('Cy', '20:00', '30', 14)).toBe('Thanks, see you soon!');
    expect(await reserve('Dee', '19:00', '10', 14)).toBe('Thanks, see you soon!');
    expect(await reserve('Eve', '19:00', '1', 14)).toBe('Sorry, we are full');
    expect(run.errors).toEqual([]);
  });

  // Review 19, 5: 'A slot can hold …' is each slot's, and a time slot is one of its day.
  it("adds up the guests of one slot of one day: 'A slot can hold at most 40 guests in total'", async () => {
    const { run } = await runGenerated(
      reservation(
        'A slot can hold at most 40 guests in total, so if the slot is full show "Sorry, that time is fully booked" in statusText.',
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const reserve = reserver(run);
    expect(await reserve('Ada', '19:00', '38', 14)).toBe('Thanks, see you soon!');
    expect(await reserve('Bob', '18:00', '4', 20)).toBe('Thanks, see you soon!');
    expect(await reserve('Cy', '19:00', '4', 15)).toBe('Thanks, see you soon!');
    expect(await reserve('Dee', '19:00', '4', 14)).toBe('Sorry, that time is fully booked');
    // A party is whole people.
    expect(await reserve('Eve', '20:00', '2.5', 14)).not.toBe('Thanks, see you soon!');
    expect(run.errors).toEqual([]);
  });

  it("refuses a second item with the same values: 'Refuse if the same doctor already has an appointment at that date and slot'", async () => {
    const { run } = await runGenerated(
      reservation(
        'Refuse if the same name already has a reservation at that date and slot.',
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const reserve = reserver(run);
    expect(await reserve('Ada', '19:00')).toBe('Thanks, see you soon!');
    expect(await reserve('Bob', '19:00')).toBe('Thanks, see you soon!');
    expect(await reserve('Ada', '20:00')).toBe('Thanks, see you soon!');
    expect(await reserve('Ada', '19:00')).toBe(
      'Sorry, this slot is already taken. Please choose another.',
    );
    expect(run.errors).toEqual([]);
  });
});

describe('template engine: one booking per value, as a coworking space says it', () => {
  it("'check that Reservations has no existing reservation for that slot on that date'", async () => {
    const { run } = await runGenerated(
      reservation(
        'The backend must check that Reservations has no existing reservation for that slot on that date; if taken, show "Slot already booked" in statusText.',
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const reserve = reserver(run);
    expect(await reserve('Ada', '19:00')).toBe('Thanks, see you soon!');
    expect(await reserve('Bob', '19:00')).toBe('Slot already booked');
    expect(await reserve('Bob', '19:00', '2', 15)).toBe('Thanks, see you soon!');
    expect(await reserve('Cy', '20:00')).toBe('Thanks, see you soon!');
    expect(run.errors).toEqual([]);
  });
});

describe('template engine: one booking per values, as a music teacher and an escape room say it', () => {
  it.each([
    'The same name can\'t be booked twice at the same date and time slot - if it\'s taken show "Sorry, that slot is already booked" in statusText.',
    "Same name/date/slot can only be booked once → 'Sorry, that slot is already booked'.",
  ])('%s', async (rule) => {
    const { run } = await runGenerated(reservation(rule, 'frontend_backend'), {
      itemsPerCollection: 0,
    });
    const reserve = reserver(run);
    expect(await reserve('Ada', '19:00')).toBe('Thanks, see you soon!');
    expect(await reserve('Bob', '19:00')).toBe('Thanks, see you soon!');
    expect(await reserve('Ada', '19:00')).toBe('Sorry, that slot is already booked');
    expect(await reserve('Ada', '19:00', '2', 15)).toBe('Thanks, see you soon!');
    expect(run.errors).toEqual([]);
  });
});

describe('template engine: once per value, as a groomer and a permit office say it', () => {
  it("'a slot can only be booked once per date'", async () => {
    const { run } = await runGenerated(
      reservation(
        'A slot can only be booked once per date: if taken show "Sorry, that slot is already taken".',
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const reserve = reserver(run);
    expect(await reserve('Ada', '19:00')).toBe('Thanks, see you soon!');
    expect(await reserve('Bob', '19:00')).toBe('Sorry, that slot is already taken');
    expect(await reserve('Bob', '19:00', '2', 15)).toBe('Thanks, see you soon!');
    expect(run.errors).toEqual([]);
  });

  it("'Only one reservation per name', and per name and date when both are said", async () => {
    const once = await runGenerated(
      reservation(
        "Only one reservation per name: if the name already has one, say 'You already have a reservation'.",
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const reserve = reserver(once.run);
    expect(await reserve('Ada', '19:00')).toBe('Thanks, see you soon!');
    expect(await reserve('Ada', '20:00', '2', 15)).toBe('You already have a reservation');
    const both = await engine.generate(
      reservation('Only one reservation per name and date.', 'frontend_backend'),
    );
    expect(both.backendCode).toContain(
      ".eq('name', item.name).eq('date', item.date).count({ suppressAuth: true })",
    );
  });
});

describe('template engine: a field said to be unique', () => {
  it("refuses a second team of the same name: 'team names must be unique'", async () => {
    const elements = [
      { id: 'nameInput', type: 'input' },
      { id: 'registerButton', type: 'button' },
      { id: 'statusText', type: 'text' },
    ];
    const { run } = await runGenerated(
      ZGenerationRequest.parse({
        prompt:
          "Team registration: nameInput, registerButton saves to Teams. Team names must be unique — if taken show 'That team name is taken' in statusText.",
        outputType: 'frontend_backend',
        collections: [{ name: 'Teams', fields: [{ id: 'name', type: 'text' }] }],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      }),
      { itemsPerCollection: 0 },
    );
    const register = async (name: string) => {
      await run.setValue('#nameInput', name);
      await run.fire('#registerButton', 'click');
      await run.settle();
      return (run.$w('#statusText') as unknown as { text: string }).text;
    };
    expect(await register('Owls')).not.toBe('That team name is taken');
    expect(await register('Owls')).toBe('That team name is taken');
    expect(run.errors).toEqual([]);
    expect((await run.wixData.query('Teams').find()).items).toHaveLength(1);
  });
});

describe('template engine: an add function that refuses once the item joined is full', () => {
  it('registers until the event has as many registrations as its capacity', async () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'Backend: registerForEvent(eventId, name, email) adds a row to Registrations; it fails with "This event is full" if the event already has as many registrations as its capacity.',
      outputType: 'backend',
      includeInstructions: true,
      collections: [
        {
          name: 'Events',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'capacity', type: 'number' },
          ],
        },
        {
          name: 'Registrations',
          fields: [
            { id: 'event', type: 'reference' },
            { id: 'name', type: 'text' },
            { id: 'email', type: 'text' },
          ],
        },
      ],
      elementIds: [],
    });
    const result = await engine.generate(request);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const run = await runVeloPage({
      structure: buildStructure(request),
      frontendCode: "export { registerForEvent } from 'backend/registrations.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/registrations.web.js',
      itemsPerCollection: 0,
    });
    await run.wixData.insert('Events', { _id: 'small', title: 'Workshop', capacity: 2 });
    await run.wixData.insert('Events', { _id: 'big', title: 'Talk', capacity: 50 });
    const register = (event: string, name: string) =>
      (run.exports['registerForEvent'] as (...a: unknown[]) => Promise<unknown>)(
        event,
        name,
        `${name.toLowerCase()}@example.com`,
      );
    await register('small', 'Ada');
    await register('small', 'Bob');
    await expect(register('small', 'Cy')).rejects.toThrow('This event is full');
    await register('big', 'Cy');
    await expect(register('nowhere', 'Dee')).rejects.toThrow('No event has the id nowhere.');
    await expect(
      (run.exports['registerForEvent'] as (...a: unknown[]) => Promise<unknown>)(
        'big',
        'Eve',
        'not an email',
      ),
    ).rejects.toThrow(/email/);
    const { items } = await run.wixData.query('Registrations').find();
    expect(items.map((i) => `${String(i['event'])} ${String(i['name'])}`).sort()).toEqual([
      'big Cy',
      'small Ada',
      'small Bob',
    ]);
  });
});
