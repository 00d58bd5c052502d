import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';

/**
 * Functions the prompt names by verbs beyond get/add/update ('sendContactEmail … saves',
 * 'submitContact … inserts', 'saveContactMessage'): written as the insert their sentence
 * describes, callable by the visitors who send them, and an email the prompt asks for is named
 * in the setup as not sent by this code, with the way to send it.
 */

const engine = createVeloEngine();

const contact = (prompt: string) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'backend',
    includeInstructions: true,
    collections: [
      {
        name: 'ContactMessages',
        fields: [
          { id: 'name', type: 'text' },
          { id: 'email', type: 'text' },
          { id: 'message', type: 'text' },
        ],
      },
    ],
    elementIds: [],
  });

describe('template engine: functions named by other verbs', () => {
  it.each([
    [
      'sendContactEmail',
      'Backend: sendContactEmail(name, email, message) saves the message to ContactMessages and sends an email to the site owner with the message.',
    ],
    [
      'saveContactMessage',
      'Backend: saveContactMessage(name, email, message) saves a message to ContactMessages.',
    ],
    [
      'submitContact',
      'Backend: submitContact(name, email, message) inserts a new item into ContactMessages.',
    ],
  ])('writes %s as the insert its sentence describes, for visitors', async (fn, prompt) => {
    const request = contact(prompt);
    const result = await engine.generate(request);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(result.backendCode).toContain(`export const ${fn} = webMethod(Permissions.Anyone,`);
    expect(result.backendCode).not.toContain('getStatus');
    const run = await runVeloPage({
      structure: buildStructure(request),
      frontendCode: `export { ${fn} } from 'backend/contactMessages.web';`,
      backendCode: result.backendCode,
      backendModulePath: 'backend/contactMessages.web.js',
      itemsPerCollection: 0,
    });
    await (run.exports[fn] as (...args: string[]) => Promise<unknown>)(
      'Ada',
      'ada@example.com',
      'Hello there',
    );
    const { items } = await run.wixData.query('ContactMessages').find();
    expect(items.map((i) => [i['name'], i['email'], i['message']])).toEqual([
      ['Ada', 'ada@example.com', 'Hello there'],
    ]);
    // Adding reads nothing: the messages need not be readable by anyone.
    expect(result.instructions).not.toContain('anyone can view content');
  });

  it('says plainly that the email the prompt asks for is not sent, and how to send it', async () => {
    const result = await engine.generate(
      contact(
        'Backend: sendContactEmail(name, email, message) saves the message to ContactMessages and sends an email to the site owner with the message.',
      ),
    );
    expect(result.instructions).toContain('**Not in this code**');
    expect(result.instructions).toContain('This code sends no email.');
    expect(result.instructions).toContain('`triggeredEmails.emailContact()`');
    // 'Save to … and email the clinic at front@clinic.example', as a clinic's form says it.
    const clinic = await engine.generate(
      contact(
        'Backend: saveContactMessage(name, email, message) saves a message to ContactMessages and email the clinic at front@clinic.example with the details.',
      ),
    );
    expect(clinic.instructions).toContain('This code sends no email.');
    const quiet = await engine.generate(
      contact(
        'Backend: saveContactMessage(name, email, message) saves a message to ContactMessages.',
      ),
    );
    expect(quiet.instructions).not.toContain('Not in this code');
  });

  it('writes a read that takes how many (limit) and an add named after another collection', async () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'getUpcomingEvents(limit) returns the events whose date is today or later, sorted by date; anyone can call it. registerForEvent(eventId, name, email) adds a row to Registrations with the event, name and email; anyone can register. deleteEvent(eventId) removes an event, admins only.',
      outputType: 'backend',
      includeInstructions: true,
      collections: [
        {
          name: 'Events',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'date', type: 'date' },
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
    expect(result.backendCode).toContain(
      'export const getUpcomingEvents = webMethod(Permissions.Anyone, async (limit) => {',
    );
    expect(result.backendCode).toContain('export const deleteEvent = webMethod(Permissions.Admin,');
    const run = await runVeloPage({
      structure: buildStructure(request),
      frontendCode: "export { getUpcomingEvents, registerForEvent } from 'backend/events.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/events.web.js',
      itemsPerCollection: 0,
    });
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000);
    for (const [title, date] of [
      ['Past', soon(-3)],
      ['Later', soon(9)],
      ['Next', soon(2)],
      ['Last', soon(20)],
    ] as const)
      await run.wixData.insert('Events', { title, date });
    const call = (fn: string, ...args: unknown[]) =>
      (run.exports[fn] as (...a: unknown[]) => Promise<unknown>)(...args);
    const upcoming = (await call('getUpcomingEvents', 2)) as { title: string }[];
    expect(upcoming.map((e) => e.title)).toEqual(['Next', 'Later']);
    expect(((await call('getUpcomingEvents')) as unknown[]).length).toBe(3);
    await expect(call('getUpcomingEvents', 0)).rejects.toThrow(/limit/);
    await call('registerForEvent', 'evt-1', 'Ada', 'ada@example.com');
    const { items } = await run.wixData.query('Registrations').find();
    expect(items.map((i) => [i['event'], i['name'], i['email']])).toEqual([
      ['evt-1', 'Ada', 'ada@example.com'],
    ]);
    expect(result.instructions).toContain('anyone can view content');
  });
});
