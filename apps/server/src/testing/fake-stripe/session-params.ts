import type { FormObject, FormValue } from './form-params';
import { fail, invalidParam, missingParam, stripeError } from './stripe-errors';

/** What `POST /v1/checkout/sessions` asked for, validated the way Stripe would (for our subset). */
export type CheckoutSessionRequest = {
  lineItems: FakeLineItem[];
  currency: string;
  amountTotal: number;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  successUrl: string;
  cancelUrl: string | null;
  /** Unix seconds; Stripe's default is 24 h after creation. */
  expiresAt: number;
};

export type FakeLineItem = {
  productName: string;
  currency: string;
  unitAmount: number;
  quantity: number;
};

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
// Room for the request's own transit time: the client computes expires_at a moment before the
// server sees it. How Stripe treats a value exactly on the boundary is not documented.
const EXPIRY_SLACK_SECONDS = 10;
// Stripe's minimum charge is about $0.50; 50 minor units is the USD figure.
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;

function child(value: FormValue | undefined, param: string): FormObject | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' || Array.isArray(value)) {
    fail(invalidParam(param, `Invalid object: ${param} must be a hash.`));
  }
  return value;
}

function optionalString(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') fail(invalidParam(param, `Invalid string: ${param}.`));
  return value;
}

function requiredString(value: FormValue | undefined, param: string): string {
  return optionalString(value, param) ?? fail(missingParam(param));
}

function integer(value: string, param: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(value)) {
    fail(invalidParam(param, `Invalid integer: ${value}`, 'parameter_invalid_integer'));
  }
  const n = Number(value);
  if (n < min || n > max) {
    fail(invalidParam(param, `Invalid ${param}: must be between ${min} and ${max}.`));
  }
  return n;
}

function url(value: string, param: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    fail(invalidParam(param, 'Not a valid URL', 'url_invalid'));
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    fail(invalidParam(param, 'Not a valid URL', 'url_invalid'));
  }
  return value;
}

function lineItem(value: FormValue, index: number): FakeLineItem {
  const prefix = `line_items[${index}]`;
  const item = child(value, prefix) ?? fail(missingParam(prefix));
  if (item.price !== undefined) {
    fail(invalidParam(`${prefix}[price]`, 'The fake Stripe server supports only price_data.'));
  }
  const priceData =
    child(item.price_data, `${prefix}[price_data]`) ?? fail(missingParam(`${prefix}[price_data]`));
  const productData =
    child(priceData.product_data, `${prefix}[price_data][product_data]`) ??
    fail(missingParam(`${prefix}[price_data][product_data]`));
  const currency = requiredString(priceData.currency, `${prefix}[price_data][currency]`);
  if (!/^[a-zA-Z]{3}$/.test(currency)) {
    fail(invalidParam(`${prefix}[price_data][currency]`, `Invalid currency: ${currency}.`));
  }
  const unitAmountParam = `${prefix}[price_data][unit_amount]`;
  const quantityParam = `${prefix}[quantity]`;
  return {
    productName: requiredString(productData.name, `${prefix}[price_data][product_data][name]`),
    currency: currency.toLowerCase(),
    unitAmount: integer(
      requiredString(priceData.unit_amount, unitAmountParam),
      unitAmountParam,
      0,
      MAX_AMOUNT,
    ),
    quantity: integer(requiredString(item.quantity, quantityParam), quantityParam, 1, 999_999),
  };
}

function lineItems(value: FormValue | undefined): FakeLineItem[] {
  if (value === undefined || value === '') fail(missingParam('line_items'));
  if (!Array.isArray(value) || value.length === 0) {
    fail(invalidParam('line_items', 'Invalid array: line_items must be a list of line items.'));
  }
  return value.map(lineItem);
}

function metadata(value: FormValue | undefined): Record<string, string> {
  const entries = Object.entries(child(value, 'metadata') ?? {});
  if (entries.length > 50) fail(invalidParam('metadata', 'Metadata can have up to 50 keys.'));
  const result: Record<string, string> = {};
  for (const [key, entry] of entries) {
    const param = `metadata[${key}]`;
    if (typeof entry !== 'string') fail(invalidParam(param, `Invalid string: ${param}.`));
    if (key.length > 40) fail(invalidParam(param, 'Metadata keys can be up to 40 characters.'));
    if (entry.length > 500)
      fail(invalidParam(param, 'Metadata values can be up to 500 characters.'));
    // An empty value unsets a key; on create that means "not there".
    if (entry !== '') result[key] = entry;
  }
  return result;
}

function expiresAt(value: FormValue | undefined, nowSeconds: number): number {
  const raw = optionalString(value, 'expires_at');
  if (raw === undefined) return nowSeconds + MAX_EXPIRY_SECONDS;
  const at = integer(raw, 'expires_at', 0, Number.MAX_SAFE_INTEGER);
  if (at < nowSeconds + MIN_EXPIRY_SECONDS - EXPIRY_SLACK_SECONDS) {
    fail(
      invalidParam(
        'expires_at',
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      ),
    );
  }
  if (at > nowSeconds + MAX_EXPIRY_SECONDS + EXPIRY_SLACK_SECONDS) {
    fail(
      invalidParam(
        'expires_at',
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      ),
    );
  }
  return at;
}

/** Validates a create request; throws a Stripe-shaped 400 for the first problem found. */
export function parseCheckoutSessionRequest(
  params: FormObject,
  nowSeconds: number,
): CheckoutSessionRequest {
  const mode = requiredString(params.mode, 'mode');
  if (mode !== 'payment') {
    fail(invalidParam('mode', 'The fake Stripe server supports only mode=payment.'));
  }
  const items = lineItems(params.line_items);
  const currency = items[0]?.currency ?? fail(missingParam('line_items'));
  if (items.some((item) => item.currency !== currency)) {
    fail(invalidParam('line_items', 'All line items must use the same currency.'));
  }
  const amountTotal = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  if (amountTotal < MIN_AMOUNT || amountTotal > MAX_AMOUNT) {
    fail(
      stripeError(
        400,
        'invalid_request_error',
        `The Checkout Session's total amount is out of range.`,
        {
          code: amountTotal < MIN_AMOUNT ? 'amount_too_small' : 'amount_too_large',
          param: 'line_items',
        },
      ),
    );
  }
  const clientReferenceId = optionalString(params.client_reference_id, 'client_reference_id');
  if (clientReferenceId !== undefined && clientReferenceId.length > 200) {
    fail(invalidParam('client_reference_id', 'client_reference_id can be up to 200 characters.'));
  }
  const cancelUrl = optionalString(params.cancel_url, 'cancel_url');
  return {
    lineItems: items,
    currency,
    amountTotal,
    metadata: metadata(params.metadata),
    clientReferenceId: clientReferenceId ?? null,
    // Optional on Stripe (it has a default page); our integration always sends one, so the
    // fake insists, which catches a regression that would strand buyers on Stripe's page.
    successUrl: url(requiredString(params.success_url, 'success_url'), 'success_url'),
    cancelUrl: cancelUrl === undefined ? null : url(cancelUrl, 'cancel_url'),
    expiresAt: expiresAt(params.expires_at, nowSeconds),
  };
}
