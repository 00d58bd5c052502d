import type { TGenerationPreferences } from '@veloforge/shared';

import { checkPieces, type VeloChecker } from './checker';
import { primaryCode, troubleshootPieces } from './conventions';
import { buildInstruction } from './instructions';
import {
  createModelClient,
  generateWithModel,
  polishInstruction,
  repairWithModel,
  troubleshootWithModel,
  type ModelClient,
} from './model';
import {
  exposedPrivateFields,
  unsaidPromptMessages,
  unusedPromptElements,
} from './prompt-coverage';
import { buildStructure, type SiteStructure } from './structure';
import { generateWithTemplate } from './template';
import { troubleshootOffline } from './troubleshoot';
import {
  ModelError,
  TEMPLATE_ENGINE_LABEL,
  type BackendModule,
  type CallOptions,
  type Diagnostic,
  type EngineName,
  type EngineResult,
  type ModelConfig,
  type Pieces,
  type TGenerationRequest,
  type TInstructionRequest,
  type TroubleshootResult,
  type TTroubleshootRequest,
} from './types';

/**
 * The engine the product calls: template engine when no model is configured, the model (with
 * check and one repair round) when one is. Pure: the model config and the clock come in.
 */

export interface VeloEngineOptions {
  /** null or undefined: the offline template engine. */
  model?: ModelConfig | null;
  /** Overrides the client built from `model` (tests, shared connection pools). */
  modelClient?: ModelClient;
  checker?: VeloChecker;
  /** Milliseconds clock for the timings in results; Date.now by default. */
  now?: () => number;
}

export interface InstructionResult {
  instruction: string;
  engine: EngineName;
}

export interface VeloEngine {
  readonly engine: EngineName;
  generate(request: TGenerationRequest, options?: CallOptions): Promise<EngineResult>;
  troubleshoot(request: TTroubleshootRequest, options?: CallOptions): Promise<TroubleshootResult>;
  instruction(
    request: TInstructionRequest,
    options?: CallOptions & { polish?: boolean },
  ): Promise<InstructionResult>;
}

/** Page code names the web module it calls: that is the backend piece's path for the checker. */
export function importedBackendModule(
  frontendCode: string,
  prefs: TGenerationPreferences,
): BackendModule | undefined {
  const match = /from\s+['"](backend\/[A-Za-z0-9_/-]+?)(\.web)?(\.js|\.jsw)?['"]/.exec(
    frontendCode,
  );
  if (!match) return undefined;
  const base = match[1]!;
  const isWeb =
    match[2] !== undefined || (prefs.webModuleStyle === 'web' && match[3] === undefined);
  return isWeb
    ? { path: `${base}.web.js`, importPath: `${base}.web` }
    : { path: `${base}.jsw`, importPath: base };
}

function errorCount(diagnostics: Diagnostic[]): [number, number] {
  return [
    diagnostics.filter((d) => d.severity === 'error').length,
    diagnostics.filter((d) => d.severity === 'warning').length,
  ];
}

/** Fewer errors wins, then fewer warnings; a tie goes to the repaired answer. */
function better(first: Diagnostic[], repaired: Diagnostic[]): 'first' | 'repaired' {
  const [e1, w1] = errorCount(first);
  const [e2, w2] = errorCount(repaired);
  return e1 < e2 || (e1 === e2 && w1 < w2) ? 'first' : 'repaired';
}

export function createVeloEngine(options: VeloEngineOptions = {}): VeloEngine {
  const client =
    options.modelClient ?? (options.model ? createModelClient(options.model) : undefined);
  const check = async (
    pieces: Pieces,
    structure: SiteStructure,
    prefs: TGenerationPreferences,
  ): Promise<Diagnostic[]> => {
    const backendModule = importedBackendModule(pieces.frontendCode, prefs);
    const checkOptions = backendModule ? { backendModule } : {};
    return options.checker
      ? options.checker.check(pieces, structure, checkOptions)
      : checkPieces(pieces, structure, checkOptions);
  };

  const result = (
    request: TGenerationRequest,
    structure: SiteStructure,
    pieces: Pieces,
    diagnostics: Diagnostic[],
    engine: EngineName,
  ): EngineResult => ({
    ...pieces,
    code: primaryCode(request.outputType, pieces),
    diagnostics: [
      ...diagnostics,
      ...unusedPromptElements(request.prompt, pieces, structure),
      ...unsaidPromptMessages(request.prompt, pieces, structure),
      ...exposedPrivateFields(request.prompt, pieces, structure),
    ],
    engine,
    notice: engine === 'template' ? TEMPLATE_ENGINE_LABEL : null,
  });

  async function generateByModel(
    model: ModelClient,
    request: TGenerationRequest,
    structure: SiteStructure,
    callOptions: CallOptions,
  ): Promise<EngineResult> {
    const first = await generateWithModel(model, request, structure, callOptions);
    const firstDiagnostics = await check(first, structure, request.preferences);
    if (!firstDiagnostics.some((d) => d.severity === 'error')) {
      return result(request, structure, first, firstDiagnostics, 'model');
    }
    let repaired: Pieces;
    try {
      repaired = await repairWithModel(
        model,
        request,
        structure,
        first,
        firstDiagnostics,
        callOptions,
      );
    } catch (error) {
      // The first answer is usable; a failed repair round must not turn it into a failure.
      if (error instanceof ModelError && error.kind !== 'aborted') {
        return result(request, structure, first, firstDiagnostics, 'model');
      }
      throw error;
    }
    const repairedDiagnostics = await check(repaired, structure, request.preferences);
    return better(firstDiagnostics, repairedDiagnostics) === 'first'
      ? result(request, structure, first, firstDiagnostics, 'model')
      : result(request, structure, repaired, repairedDiagnostics, 'model');
  }

  return {
    engine: client ? 'model' : 'template',

    async generate(request, callOptions = {}) {
      const structure = buildStructure(request);
      if (client) return generateByModel(client, request, structure, callOptions);
      const pieces = generateWithTemplate(request, structure);
      return result(
        request,
        structure,
        pieces,
        await check(pieces, structure, request.preferences),
        'template',
      );
    },

    async troubleshoot(request, callOptions = {}) {
      const original = request.originalRequest;
      const structure = buildStructure(original);
      const checkFn = (pieces: Omit<Pieces, 'instructions'>, s: SiteStructure) =>
        check({ ...pieces, instructions: '' }, s, original.preferences);
      const current = troubleshootPieces(request);
      if (!client) {
        const findings = await checkFn(current, structure);
        const { changes, fixed } = troubleshootOffline(request, structure, findings);
        return { ...changes, diagnostics: await checkFn(fixed, structure) };
      }
      const { pieces, explanation } = await troubleshootWithModel(
        client,
        request,
        structure,
        callOptions,
      );
      const merged = { ...current, ...pieces };
      const diagnostics = await checkFn(merged, structure);
      return { ...pieces, explanation, diagnostics, engine: 'model' };
    },

    async instruction(request, callOptions = {}) {
      const instruction = buildInstruction(request);
      if (!client || !callOptions.polish) return { instruction, engine: 'template' };
      try {
        return {
          instruction: await polishInstruction(client, instruction, callOptions),
          engine: 'model',
        };
      } catch (error) {
        // The deterministic instruction is complete on its own; polishing is a bonus.
        if (error instanceof ModelError && error.kind !== 'aborted')
          return { instruction, engine: 'template' };
        throw error;
      }
    },
  };
}
