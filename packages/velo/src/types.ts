import type {
  OutputType,
  TGenerationPreferences,
  TGenerationRequest,
  TInstructionRequest,
  TTroubleshootRequest,
} from '@veloforge/shared';

/** The contracts every part of the engine shares. */

export type {
  OutputType,
  TGenerationPreferences,
  TGenerationRequest,
  TInstructionRequest,
  TTroubleshootRequest,
};

export type PieceName = 'frontend' | 'backend' | 'html';

/** The four pieces a generation or troubleshoot returns. Empty string = not produced. */
export interface Pieces {
  frontendCode: string;
  backendCode: string;
  htmlCode: string;
  instructions: string;
}

export type Severity = 'error' | 'warning' | 'info';

/** One checker finding. line and column are 1-based positions in the piece. */
export interface Diagnostic {
  piece: PieceName;
  line: number;
  column: number;
  severity: Severity;
  /** Stable rule code, e.g. 'unknown-element-id', or 'ts2339' for a TypeScript error. */
  code: string;
  message: string;
}

export type EngineName = 'template' | 'model';

export const TEMPLATE_ENGINE_LABEL = 'Generated offline by the template engine';

export interface EngineResult extends Pieces {
  /** The primary piece for the output type (see outputs.ts). */
  code: string;
  diagnostics: Diagnostic[];
  engine: EngineName;
  /** Shown to the user beside the result, e.g. the template engine's label. */
  notice: string | null;
}

export interface TroubleshootResult extends Partial<Pieces> {
  /** What was wrong and what changed, in plain words. */
  explanation: string;
  diagnostics: Diagnostic[];
  engine: EngineName;
}

/** The backend web module a generation's page code imports from. */
export interface BackendModule {
  /** File path in the Wix editor, e.g. 'backend/products.web.js' or 'backend/products.jsw'. */
  path: string;
  /** Import specifier page code uses, e.g. 'backend/products.web' or 'backend/products'. */
  importPath: string;
}

/** Model access, passed in by the caller (this package reads no environment). */
export interface ModelConfig {
  apiKey: string;
  model: string;
  /** Any OpenAI-compatible server; undefined = api.openai.com. */
  baseURL?: string;
  /** Per call; default 120 000 ms. */
  timeoutMs?: number;
  /** Output cap in tokens; default 8 000. */
  maxOutputTokens?: number;
}

/** Called with each streamed text delta from the model, in order. */
export type DeltaHandler = (delta: string) => void;

export interface CallOptions {
  signal?: AbortSignal;
  onDelta?: DeltaHandler;
}

export type ModelErrorKind =
  'timeout' | 'rate_limited' | 'upstream' | 'unusable_output' | 'aborted';

/** Every model failure is one of these, so the caller knows to refund. */
export class ModelError extends Error {
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

/** The offline troubleshooter recognised nothing: the caller refunds. */
export class NothingToFixError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NothingToFixError';
  }
}

export type { SiteStructure, SiteElement, SiteCollection } from './structure';
