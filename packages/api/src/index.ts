export { appRouter, createCaller } from './root';
export type { AppCaller, AppRouter, RouterInputs, RouterOutputs } from './root';
export { createContext } from './context';
export type {
  ApiConfig,
  AuthSession,
  AuthUser,
  Context,
  CreateContextOptions,
  Logger,
} from './context';
export { AppError, describeError } from './errors';
export type { ErrorDescription, FieldErrors } from './errors';
export { adminProcedure, protectedProcedure, publicProcedure, router } from './trpc';
export type { MailMessage, Mailer, RateLimiter, RateLimitResult, RateLimitRule } from './ports';
export { validateSessionToken } from './auth/sessions';
export type { ValidatedSession } from './auth/sessions';
export { SESSION_LIFETIME_MS } from './auth/sessions';
export type { ApiDeps, SessionCookie } from './context';
export { createOrPromoteAdmin } from './auth/admin-account';
export { createMemoryRateLimiter } from './rate-limit/memory-rate-limiter';
export type { MemoryRateLimiter, MemoryRateLimiterOptions } from './rate-limit/memory-rate-limiter';
export { hitResult, peekResult, windowMs } from './rate-limit/window-result';
export { balanceOf, credit, INSUFFICIENT_TOKENS, refund, spend } from './tokens/ledger';
export type { CreditInput, CreditReason, SpendInput, SpendReason } from './tokens/ledger';
export { fulfil, markPurchase } from './tokens/checkout/purchases';
export type { FulfilResult, PurchaseDeps } from './tokens/checkout/purchases';
export { createTestCheckout } from './tokens/checkout/test-checkout';
export type { CheckoutProvider, CheckoutSessionState, CreateCheckoutInput } from './ports';
