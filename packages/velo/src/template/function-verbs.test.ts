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
    const quiet = await engine.generate(
      contact(
        'Backend: saveContactMessage(name, email, message) saves a message to ContactMessages.',
      ),
    );
    expect(quiet.instructions).not.toContain('Not in this code');
  });
});
