import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';

/**
 * Server work the template engine does not write — HTTP endpoints, data hooks, scheduled jobs,
 * outside APIs — is said under "Not in this code", and nothing is published in its place: before,
 * a job cleaning up Sessions got a web method serving every session token to anyone.
 */

const engine = createVeloEngine();

const backend = (prompt: string, name: string, fields: [string, string][]) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'backend',
    includeInstructions: true,
    collections: [{ name, fields: fields.map(([id, type]) => ({ id, type })) }],
    elementIds: [],
  });

describe('template engine: server work it does not write', () => {
  it('publishes no session token for a scheduled clean-up, and says how to schedule one', async () => {
    const request = backend(
      'Set up a scheduled job that runs every day at 3:00 UTC and deletes Sessions whose lastSeen is older than 30 days.',
      'Sessions',
      [
        ['token', 'text'],
        ['lastSeen', 'date'],
      ],
    );
    const result = await engine.generate(request);
    expect(result.diagnostics).toEqual([]);
    const run = await runVeloPage({
      structure: buildStructure(request),
      frontendCode: "export * from 'backend/sessions.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/sessions.web.js',
      itemsPerCollection: 3,
    });
    const callable = Object.values(run.exports).filter((v) => typeof v === 'function');
    const answers = await Promise.all(
      callable.map((fn) => (fn as (q: object) => Promise<unknown>)({}).catch(() => null)),
    );
    expect(JSON.stringify(answers)).not.toContain('token');
    expect(result.backendCode).not.toContain("wixData.query('Sessions')");
    expect(result.instructions).not.toContain('anyone can view content');
    expect(result.instructions).toContain('**Scheduled job.** This code schedules nothing.');
    expect(result.instructions).toContain('`backend/jobs.config`');
  });

  it.each([
    [
      'Expose a POST endpoint at /_functions/lead that inserts the JSON body into Leads and answers 201.',
      '**HTTP endpoints.**',
      'Leads',
      [['name', 'text']],
    ],
    [
      "Add a beforeInsert data hook on Orders (backend/data.js) that sets status to 'New'.",
      '**Data hooks.**',
      'Orders',
      [
        ['orderNumber', 'text'],
        ['status', 'text'],
      ],
    ],
    [
      "Create getWeather(city) that calls the OpenWeatherMap API with the key stored in the Secrets Manager as 'openWeatherKey'.",
      '**Calling the outside service.**',
      'Cities',
      [['name', 'text']],
    ],
  ] as const)('says what it did not write: %s', async (prompt, note, name, fields) => {
    const result = await engine.generate(
      backend(prompt, name, fields as unknown as [string, string][]),
    );
    expect(result.instructions).toContain(note);
    expect(result.backendCode).not.toContain(`wixData.query('${name}')`);
  });

  it('still serves a collection of public items when nothing else is asked', async () => {
    const result = await engine.generate(
      backend('Backend for the product catalogue.', 'Products', [
        ['title', 'text'],
        ['price', 'number'],
      ]),
    );
    expect(result.backendCode).toContain("wixData.query('Products')");
    expect(result.instructions).not.toContain('Not in this code');
  });
});
