export { appRouter, createCaller } from './root';
export type { AppCaller, AppRouter, RouterInputs, RouterOutputs } from './root';
export { createContext } from './context';
export type {
  ApiConfig,
  AuthApiKey,
  AuthKind,
  AuthSession,
  AuthUser,
  Context,
  ContextAuth,
  CreateContextOptions,
  Logger,
} from './context';
export { AppError, describeError } from './errors';
export type { ErrorDescription, ErrorDetails, FieldErrors } from './errors';
export {
  adminProcedure,
  keylessProcedure,
  protectedProcedure,
  publicProcedure,
  router,
  sessionProcedure,
} from './trpc';
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
export { generateCode } from './generation/generate';
export { throttleGenerations } from './generation/call-guard';
export { troubleshootCode } from './generation/troubleshoot';
export type { GenerationDeps, RunHooks, StartedEvent } from './generation/charged-run';
export { ZGenerateInput, ZTroubleshootInput } from './generation/inputs';
export type { TGenerateInput, TTroubleshootInput } from './generation/inputs';
export { SESSION_CURSOR_ERROR, ZSessionListQuery } from './sessions/cursor';
export { idempotencyKeyFrom } from './generation/idempotency';
export { sweepStaleGenerations } from './generation/sweeper';
export type { SweepOptions, SweepResult } from './generation/sweeper';
export {
  DEFAULT_GENERATION_LIMITS,
  GENERATION_ERRORS,
  STALE_RUN_MARGIN_MS,
  type GenerationLimits,
} from './generation/limits';
export { apiKeyAuthFrom } from './api-keys/request-auth';
export { usesBearerScheme } from './api-keys/bearer';
