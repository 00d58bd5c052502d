import { ZGenerateInput, ZTroubleshootInput } from '@veloforge/api';
import {
  ZAdminSettings,
  ZDiagnostic,
  ZErrorResponse,
  ZGenerationPreferences,
  ZGenerationResponse,
  ZGeneratorSession,
  ZInstructionRequest,
  ZInstructionResponse,
  ZLegalContent,
  ZMessage,
  ZPublicUser,
  ZSessionSummary,
  ZSessionVersion,
  ZTroubleshootResponse,
} from '@veloforge/shared';

/**
 * Schemas given a readable name in components.schemas, wherever they appear; the rest of the
 * bodies and answers are named after their operation (`GrantTokensBody`, `ListUsersResponse`).
 */
export const NAMED_SCHEMAS = {
  input: {
    GenerationRequest: ZGenerateInput,
    TroubleshootRequest: ZTroubleshootInput,
    InstructionRequest: ZInstructionRequest,
    PreferencesInput: ZGenerationPreferences,
  },
  output: {
    ErrorResponse: ZErrorResponse,
    Message: ZMessage,
    PublicUser: ZPublicUser,
    AdminSettings: ZAdminSettings,
    GenerationResponse: ZGenerationResponse,
    TroubleshootResponse: ZTroubleshootResponse,
    InstructionResponse: ZInstructionResponse,
    Diagnostic: ZDiagnostic,
    SessionSummary: ZSessionSummary,
    SessionVersion: ZSessionVersion,
    GeneratorSession: ZGeneratorSession,
    GenerationPreferences: ZGenerationPreferences,
    LegalContent: ZLegalContent,
  },
};
