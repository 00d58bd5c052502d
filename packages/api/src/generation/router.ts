import {
  ZGenerationPreferences,
  ZGenerationResponse,
  ZInstructionRequest,
  ZInstructionResponse,
  ZPreferencesResponse,
  ZTroubleshootResponse,
} from '@veloforge/shared';
import { z } from 'zod';

import { protectedProcedure, router } from '../trpc';
import { generateCode } from './generate';
import { ZGenerateInput, ZTroubleshootInput } from './inputs';
import { buildInstructionCharged } from './instruction';
import { savedPreferences, savePreferences } from './preferences';
import { troubleshootCode } from './troubleshoot';

/**
 * Generate, troubleshoot and instruction calls (charged; see generate.ts and
 * docs/decisions/008) and the generator's saved preferences. The signal aborts when the client
 * goes away, which stops the engine and refunds.
 */
export const generationRouter = router({
  /** POST /api/generate-code */
  generate: protectedProcedure
    .input(ZGenerateInput)
    .output(ZGenerationResponse)
    .mutation(({ ctx, input, signal }) =>
      generateCode(ctx, ctx.user.id, input, signal ? { signal } : {}),
    ),

  /** POST /api/troubleshoot-code */
  troubleshoot: protectedProcedure
    .input(ZTroubleshootInput)
    .output(ZTroubleshootResponse)
    .mutation(({ ctx, input, signal }) =>
      troubleshootCode(ctx, ctx.user.id, input, signal ? { signal } : {}),
    ),

  /** POST /api/generate-instruction */
  instruction: protectedProcedure
    .input(ZInstructionRequest)
    .output(ZInstructionResponse)
    .mutation(({ ctx, input, signal }) => buildInstructionCharged(ctx, ctx.user.id, input, signal)),

  /** GET /api/me/preferences: the saved preferences, or the defaults. */
  preferences: protectedProcedure
    .input(z.void())
    .output(ZPreferencesResponse)
    .query(async ({ ctx }) => ({
      success: true as const,
      preferences: await savedPreferences(ctx.db, ctx.user.id),
    })),

  /** PUT /api/me/preferences */
  savePreferences: protectedProcedure
    .input(ZGenerationPreferences)
    .output(ZPreferencesResponse)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      preferences: await savePreferences(ctx.db, ctx.user.id, input),
    })),
});
