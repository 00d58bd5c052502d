import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { submitted } from './test-support';

/**
 * Forms whose elements keep the ids the Wix editor gave them ('input1', 'button7'): wired by the
 * one field each input's type can fill, in the order both were added, and never by a button
 * whose name says it does something else.
 */

const engine = createVeloEngine();

describe('template engine: forms of default ids', () => {
  it("wires a signup form left with Wix's default ids: the one button submits, each input fills the one field its type can", async () => {
    const req = ZGenerationRequest.parse({
      prompt: "newsletter signup w/ email + a 'I agree' checkbox. save to Subscribers",
      outputType: 'frontend_backend',
      includeInstructions: true,
      collections: [
        {
          name: 'Subscribers',
          fields: [
            { id: 'email', type: 'text' },
            { id: 'agreed', type: 'boolean' },
          ],
        },
      ],
      elementIds: ['input1', 'checkbox1', 'button7', 'text12'],
    });
    const unticked = await submitted(req, 'button7', (set) => {
      set('input1', 'value', 'ada@example.com');
    });
    expect(unticked.items).toEqual([]);
    expect(unticked.result.frontendCode).toContain('Please enter your email.');
    const { result, items } = await submitted(req, 'button7', (set) => {
      set('input1', 'value', 'ada@example.com');
      set('checkbox1', 'checked', true);
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ email: 'ada@example.com', agreed: true });
    // The form saves; nothing lets visitors read the subscribers back.
    expect(result.backendCode).not.toContain('getSubscribers');
  });

  it('maps several default-id inputs to the fields in the order both were added', async () => {
    const req = ZGenerationRequest.parse({
      prompt: 'Signup form: name, email, consent and the signup date. Save to Signups.',
      outputType: 'velo',
      collections: [
        {
          name: 'Signups',
          fields: [
            { id: 'fullName', type: 'text' },
            { id: 'email', type: 'text' },
            { id: 'consent', type: 'boolean' },
            { id: 'signupDate', type: 'date' },
          ],
        },
      ],
      elementIds: ['input1', 'input2', 'checkbox1', 'datePicker1', 'button1'],
    });
    const picked = new Date('2026-04-02T00:00:00Z');
    const { result, items } = await submitted(req, 'button1', (set) => {
      set('input1', 'value', 'Ada Lovelace');
      set('input2', 'value', 'ada@example.com');
      set('checkbox1', 'checked', true);
      set('datePicker1', 'value', picked);
    });
    expect(items[0]).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      consent: true,
    });
    expect((items[0]?.['signupDate'] as Date).toISOString()).toBe(picked.toISOString());
    expect(result.frontendCode).not.toMatch(/Please (enter your|pick a date) \d/);
  });

  it("leaves a named button alone: 'checkButton' on a booking page does not save", async () => {
    const req = ZGenerationRequest.parse({
      prompt: 'Pick a date and click the check button to see if the room is free to book.',
      outputType: 'velo',
      collections: [{ name: 'Bookings', fields: [{ id: 'date', type: 'date' }] }],
      elementIds: ['datePicker1', 'checkButton'],
    });
    const result = await engine.generate(req);
    expect(result.frontendCode).not.toContain('wixData.insert');
  });
});
