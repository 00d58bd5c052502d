import { z } from 'zod';

import { ZPublicUser } from './user';

/**
 * The admin dashboard's calls (spec sections 2, 3, 5, 7). Prices are integer cents within
 * Stripe's bounds (security-checklist P2); the dashboard rounds dollars to cents itself, so a
 * fraction of a cent reaching the server is refused, never rounded.
 */
export const STRIPE_MIN_CHARGE_CENTS = 50;
export const STRIPE_MAX_CHARGE_CENTS = 99_999_999;
export const MAX_TOKEN_PACKAGE_AMOUNT = 1_000_000;
export const MAX_ACTION_COST = 1000;
export const MAX_GRANT_AMOUNT = 1_000_000;
export const DEFAULT_GRANT_AMOUNT = 10;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_SEARCH_MAX = 100;

export const ADMIN_MESSAGES = {
  priceWholeCents: 'The price must be a whole number of cents',
  priceMin: "The price must be at least $0.50 (Stripe's minimum charge)",
  priceMax: "The price must be at most $999,999.99 (Stripe's maximum charge)",
  amountWhole: 'Tokens per package must be a whole number',
  amountMin: 'Tokens per package must be at least 1',
  amountMax: 'Tokens per package must be at most 1,000,000',
  costRange: 'Each action must cost a whole number of tokens from 1 to 1,000',
  grantWhole: 'The amount must be a whole number of tokens',
  grantMin: 'The amount must be greater than 0',
  grantMax: 'The amount must be at most 1,000,000 tokens',
  userNotFound: 'User not found',
  searchMax: 'Search must be at most 100 characters',
  pageInvalid: 'Page must be a whole number of 1 or more',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 100',
} as const;

function wholeNumber(message: string) {
  return z.number({ error: message }).int({ error: message });
}

const actionCost = wholeNumber(ADMIN_MESSAGES.costRange)
  .min(1, ADMIN_MESSAGES.costRange)
  .max(MAX_ACTION_COST, ADMIN_MESSAGES.costRange);

/** PATCH /api/admin/settings */
export const ZUpdateSettingsInput = z.object({
  tokenPackagePrice: wholeNumber(ADMIN_MESSAGES.priceWholeCents)
    .min(STRIPE_MIN_CHARGE_CENTS, ADMIN_MESSAGES.priceMin)
    .max(STRIPE_MAX_CHARGE_CENTS, ADMIN_MESSAGES.priceMax),
  tokenPackageAmount: wholeNumber(ADMIN_MESSAGES.amountWhole)
    .min(1, ADMIN_MESSAGES.amountMin)
    .max(MAX_TOKEN_PACKAGE_AMOUNT, ADMIN_MESSAGES.amountMax),
  generateCost: actionCost.optional(),
  troubleshootCost: actionCost.optional(),
  instructionCost: actionCost.optional(),
});
export type TUpdateSettingsInput = z.infer<typeof ZUpdateSettingsInput>;

/** GET /api/admin/settings (and the PATCH answer): the spec's two fields, costs, who changed it. */
export const ZAdminSettings = z.object({
  tokenPackagePrice: z.number().int(),
  tokenPackageAmount: z.number().int(),
  generateCost: z.number().int(),
  troubleshootCost: z.number().int(),
  instructionCost: z.number().int(),
  updatedAt: z.string(),
  /** Username of the admin who last saved, null before any change (or if they were deleted). */
  updatedBy: z.string().nullable(),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

/** Every admin list: 1-based pages, newest first. */
export const ZPageInput = z.object({
  page: wholeNumber(ADMIN_MESSAGES.pageInvalid).min(1, ADMIN_MESSAGES.pageInvalid).default(1),
  pageSize: wholeNumber(ADMIN_MESSAGES.pageSizeInvalid)
    .min(1, ADMIN_MESSAGES.pageSizeInvalid)
    .max(ADMIN_MAX_PAGE_SIZE, ADMIN_MESSAGES.pageSizeInvalid)
    .default(ADMIN_PAGE_SIZE),
});
export type TPageInput = z.input<typeof ZPageInput>;

const pageOutput = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

/** GET /api/admin/users: search matches username or email, case-insensitively. */
export const ZAdminUsersInput = ZPageInput.extend({
  search: z.string().trim().max(ADMIN_SEARCH_MAX, ADMIN_MESSAGES.searchMax).optional(),
});
export type TAdminUsersInput = z.input<typeof ZAdminUsersInput>;

/** A user row of the list: the same fields every client sees of a user (spec section 3). */
export const ZAdminUser = ZPublicUser;
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserList = z.object({ users: z.array(ZAdminUser), ...pageOutput });
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

/** POST /api/admin/users/{userId}/tokens (body: amount). */
export const ZGrantTokensBody = z.object({
  amount: wholeNumber(ADMIN_MESSAGES.grantWhole)
    .min(1, ADMIN_MESSAGES.grantMin)
    .max(MAX_GRANT_AMOUNT, ADMIN_MESSAGES.grantMax),
});
export const ZGrantTokensInput = ZGrantTokensBody.extend({ userId: z.string() });
export type TGrantTokensInput = z.infer<typeof ZGrantTokensInput>;

/** The grant's answer: the user's balance after it. */
export const ZGrantTokensResult = z.object({
  success: z.literal(true),
  userId: z.string(),
  username: z.string(),
  amount: z.number().int(),
  tokens: z.number().int(),
});
export type TGrantTokensResult = z.infer<typeof ZGrantTokensResult>;

/** GET /api/admin/purchases: amountPaid in cents; status completed, pending, failed or expired. */
export const ZAdminPurchase = z.object({
  id: z.string(),
  username: z.string(),
  userId: z.string(),
  amountPaid: z.number().int(),
  tokens: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});
export type TAdminPurchase = z.infer<typeof ZAdminPurchase>;

export const ZAdminPurchaseList = z.object({ purchases: z.array(ZAdminPurchase), ...pageOutput });
export type TAdminPurchaseList = z.infer<typeof ZAdminPurchaseList>;

/** GET /api/admin/audit-log: details hold `{ before, after }` for admin changes. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLog = z.object({ entries: z.array(ZAuditEntry), ...pageOutput });
export type TAuditLog = z.infer<typeof ZAuditLog>;

/** Audit actions the admin dashboard writes. */
export const ADMIN_AUDIT_ACTIONS = {
  settingsUpdate: 'admin.settings.update',
  tokensGrant: 'admin.tokens.grant',
} as const;
