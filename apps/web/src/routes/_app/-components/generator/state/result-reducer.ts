import type {
  TDiagnostic,
  TGenerationRequestInput,
  TGenerationResponse,
  TSessionVersion,
  TTroubleshootResponse,
} from '@veloforge/shared';

export type CodePieces = {
  /** The output type's primary piece (spec section 3 'code'). */
  code: string;
  frontendCode: string;
  backendCode: string;
  htmlCode: string;
  instructions: string;
};

export type ActivityKind = 'generate' | 'troubleshoot';

export type GeneratorResult = {
  pieces: CodePieces;
  diagnostics: TDiagnostic[];
  engine: 'template' | 'model' | null;
  /** The engine's label, e.g. 'Generated offline by the template engine'. */
  notice: string | null;
  /** The generation the shown code belongs to; troubleshooting adds a version to it. */
  sessionId: string | null;
  version: number | null;
  /** The request that produced the code: troubleshooting sends it as originalRequest. */
  request: TGenerationRequestInput | null;
  /** What the last troubleshooting pass changed. */
  explanation: string | null;
  /** Why the last troubleshooting pass changed nothing, in the troubleshooter's words. */
  troubleshootAdvice: string | null;
  /** A call in progress, with the engine's text so far. */
  activity: { kind: ActivityKind; text: string } | null;
};

export type ResultAction =
  | { type: 'start'; kind: ActivityKind }
  | { type: 'delta'; text: string }
  | { type: 'generated'; response: TGenerationResponse; request: TGenerationRequestInput }
  | { type: 'troubleshot'; response: TTroubleshootResponse }
  | { type: 'failed'; advice?: string }
  | {
      type: 'restored';
      request: TGenerationRequestInput;
      sessionId: string;
      version: RestoredVersion;
    }
  | { type: 'reset' };

export type RestoredVersion = Pick<
  TSessionVersion,
  'n' | 'frontendCode' | 'backendCode' | 'htmlCode' | 'instructions' | 'diagnostics'
> & { code: string; engine: 'template' | 'model' };

export const EMPTY_PIECES: CodePieces = {
  code: '',
  frontendCode: '',
  backendCode: '',
  htmlCode: '',
  instructions: '',
};

export const EMPTY_RESULT: GeneratorResult = {
  pieces: EMPTY_PIECES,
  diagnostics: [],
  engine: null,
  notice: null,
  sessionId: null,
  version: null,
  request: null,
  explanation: null,
  troubleshootAdvice: null,
  activity: null,
};

export function hasCode(pieces: CodePieces): boolean {
  return Object.values(pieces).some((piece) => piece.trim() !== '');
}

/** Spec section 4: returned pieces replace the shown ones; pieces not returned keep their value. */
export function mergePieces(current: CodePieces, update: Partial<CodePieces>): CodePieces {
  const next = { ...current };
  for (const name of Object.keys(EMPTY_PIECES) as (keyof CodePieces)[]) {
    const value = update[name];
    if (typeof value === 'string') next[name] = value;
  }
  return next;
}

const TEMPLATE_NOTICE = 'Generated offline by the template engine';

export function resultReducer(state: GeneratorResult, action: ResultAction): GeneratorResult {
  switch (action.type) {
    case 'start':
      return { ...state, troubleshootAdvice: null, activity: { kind: action.kind, text: '' } };
    case 'delta':
      return state.activity
        ? { ...state, activity: { ...state.activity, text: state.activity.text + action.text } }
        : state;
    case 'generated': {
      const { response } = action;
      return {
        pieces: mergePieces(EMPTY_PIECES, response),
        diagnostics: response.diagnostics,
        engine: response.engine,
        notice: response.notice,
        sessionId: response.sessionId,
        version: response.version,
        request: action.request,
        explanation: null,
        troubleshootAdvice: null,
        activity: null,
      };
    }
    case 'troubleshot': {
      const { response } = action;
      return {
        ...state,
        pieces: mergePieces(state.pieces, response),
        diagnostics: response.diagnostics,
        engine: response.engine,
        notice: response.notice,
        sessionId: response.sessionId,
        version: response.version,
        explanation: response.explanation,
        activity: null,
      };
    }
    case 'failed':
      // A failed call keeps what was shown before; a failed generation's session is not its.
      return {
        ...state,
        troubleshootAdvice:
          state.activity?.kind === 'troubleshoot' ? (action.advice ?? null) : null,
        activity: null,
      };
    case 'restored': {
      const { version } = action;
      return {
        pieces: mergePieces(EMPTY_PIECES, version),
        diagnostics: version.diagnostics,
        engine: version.engine,
        notice: version.engine === 'template' ? TEMPLATE_NOTICE : null,
        sessionId: action.sessionId,
        version: version.n,
        request: action.request,
        explanation: null,
        troubleshootAdvice: null,
        activity: null,
      };
    }
    case 'reset':
      return EMPTY_RESULT;
  }
}
