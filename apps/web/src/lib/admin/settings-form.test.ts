import { describe, expect, it } from 'vitest';

import {
  settingsFieldErrors,
  settingsFormValues,
  settingsPreview,
  toSettingsInput,
  validateSettingsForm,
  type SettingsFormValues,
} from './settings-form';

const VALUES: SettingsFormValues = {
  price: 5,
  amount: 150,
  generateCost: 1,
  troubleshootCost: 1,
  instructionCost: 1,
};

describe('settingsFormValues', () => {
  it('shows the saved price in dollars', () => {
    expect(
      settingsFormValues({
        tokenPackagePrice: 1999,
        tokenPackageAmount: 300,
        generateCost: 2,
        troubleshootCost: 3,
        instructionCost: 1,
        updatedAt: '2026-01-01T00:00:00.000Z',
        updatedBy: null,
      }),
    ).toEqual({
      price: 19.99,
      amount: 300,
      generateCost: 2,
      troubleshootCost: 3,
      instructionCost: 1,
    });
  });
});

describe('toSettingsInput', () => {
  it('sends the price in cents and whole token counts, rounding both', () => {
    expect(toSettingsInput({ ...VALUES, price: 7.499, amount: 200.6, generateCost: 2.4 })).toEqual({
      tokenPackagePrice: 750,
      tokenPackageAmount: 201,
      generateCost: 2,
      troubleshootCost: 1,
      instructionCost: 1,
    });
  });

  it('leaves an emptied action cost out, so the saved one stays', () => {
    expect(toSettingsInput({ ...VALUES, troubleshootCost: '' })).not.toHaveProperty(
      'troubleshootCost',
    );
  });
});

describe('validateSettingsForm', () => {
  it('accepts the defaults', () => {
    expect(validateSettingsForm(VALUES)).toEqual({});
  });

  it("names Stripe's minimum when the price is under $0.50", () => {
    expect(validateSettingsForm({ ...VALUES, price: 0.2 })).toEqual({
      price: "The price must be at least $0.50 (Stripe's minimum charge)",
    });
    expect(validateSettingsForm({ ...VALUES, price: 0.495 })).toEqual({});
  });

  it('asks for an emptied price or package size', () => {
    expect(validateSettingsForm({ ...VALUES, price: '', amount: '' })).toEqual({
      price: 'Enter the package price in dollars',
      amount: 'Enter how many tokens a package adds',
    });
  });

  it('checks the package size and action costs with the server rules', () => {
    expect(validateSettingsForm({ ...VALUES, amount: 0.4, instructionCost: 1001 })).toEqual({
      amount: 'Tokens per package must be at least 1',
      instructionCost: 'Each action must cost a whole number of tokens from 1 to 1,000',
    });
  });
});

describe('settingsFieldErrors', () => {
  it("puts the server's field errors on the form's inputs", () => {
    expect(settingsFieldErrors({ tokenPackagePrice: 'too low', other: 'ignored' })).toEqual({
      price: 'too low',
    });
  });
});

describe('settingsPreview', () => {
  it('shows what a customer pays per token and per generation', () => {
    expect(settingsPreview({ ...VALUES, price: 7.5, amount: 200, generateCost: 2 })).toEqual({
      cents: 750,
      tokens: 200,
      perToken: '$0.0375',
      perGeneration: '$0.075',
    });
  });

  it('has no figures while the price or size is empty', () => {
    expect(settingsPreview({ ...VALUES, amount: '' })).toMatchObject({
      tokens: null,
      perToken: null,
      perGeneration: null,
    });
  });
});
