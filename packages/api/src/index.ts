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
