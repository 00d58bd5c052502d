import {
  ZUpdateSettingsInput,
  type TAdminSettings,
  type TUpdateSettingsInput,
} from '@veloforge/shared';

import { centsToDollars, dollarsToCents, pricePerToken } from './money';

/** The Settings tab's inputs; Mantine's NumberInput gives '' for an emptied input. */
export type SettingsFormValues = {
  price: number | string;
  amount: number | string;
  generateCost: number | string;
  troubleshootCost: number | string;
  instructionCost: number | string;
};

/** Form field of each input of the PATCH call, to put the schema's and server's messages on. */
const FIELD_OF: Record<keyof TUpdateSettingsInput, keyof SettingsFormValues> = {
  tokenPackagePrice: 'price',
  tokenPackageAmount: 'amount',
  generateCost: 'generateCost',
  troubleshootCost: 'troubleshootCost',
  instructionCost: 'instructionCost',
};

export const SETTINGS_FORM_MESSAGES = {
  priceRequired: 'Enter the package price in dollars',
  amountRequired: 'Enter how many tokens a package adds',
} as const;

export function settingsFormValues(settings: TAdminSettings): SettingsFormValues {
  return {
    price: centsToDollars(settings.tokenPackagePrice),
    amount: settings.tokenPackageAmount,
    generateCost: settings.generateCost,
    troubleshootCost: settings.troubleshootCost,
    instructionCost: settings.instructionCost,
  };
}

/** '' (an emptied input) is absent; text that is not a number becomes NaN, which the schema refuses. */
function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? undefined : Number(value);
}

function rounded(value: number | string): number | undefined {
  const number = numberOf(value);
  return number === undefined ? undefined : Math.round(number);
}

/**
 * The PATCH body: dollars to cents and token counts rounded (spec section 5). An emptied action
 * cost is left out, which keeps the saved one.
 */
export function toSettingsInput(values: SettingsFormValues): Partial<TUpdateSettingsInput> {
  const price = numberOf(values.price);
  const input: Partial<TUpdateSettingsInput> = {
    tokenPackagePrice: price === undefined ? undefined : dollarsToCents(price),
    tokenPackageAmount: rounded(values.amount),
    generateCost: rounded(values.generateCost),
    troubleshootCost: rounded(values.troubleshootCost),
    instructionCost: rounded(values.instructionCost),
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** Server field errors (named as the call's inputs) on the form's fields. */
export function settingsFieldErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = FIELD_OF[key as keyof TUpdateSettingsInput];
    if (field) out[field] = message;
  }
  return out;
}

/** The same rules as the server (the shared schema), checked on what would be sent. */
export function validateSettingsForm(values: SettingsFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (numberOf(values.price) === undefined) errors.price = SETTINGS_FORM_MESSAGES.priceRequired;
  if (numberOf(values.amount) === undefined) errors.amount = SETTINGS_FORM_MESSAGES.amountRequired;
  const parsed = ZUpdateSettingsInput.safeParse(toSettingsInput(values));
  if (parsed.success) return errors;
  const schemaErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) schemaErrors[issue.path.join('.')] ??= issue.message;
  return { ...settingsFieldErrors(schemaErrors), ...errors };
}

export type SettingsPreview = {
  cents: number | null;
  tokens: number | null;
  perToken: string | null;
  perGeneration: string | null;
};

/** What customers would pay with these values, computed as saving would send them. */
export function settingsPreview(values: SettingsFormValues): SettingsPreview {
  const input = toSettingsInput(values);
  const finite = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) ? value : null;
  const cents = finite(input.tokenPackagePrice);
  const tokens = finite(input.tokenPackageAmount);
  if (cents === null || tokens === null) {
    return { cents, tokens, perToken: null, perGeneration: null };
  }
  const cost = input.generateCost;
  return {
    cents,
    tokens,
    perToken: pricePerToken(cents, tokens),
    perGeneration: cost && cost > 0 ? pricePerToken(cents * cost, tokens) : null,
  };
}
