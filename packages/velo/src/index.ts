/**
 * The Velo engine: template engine, model client, structure-aware checker with repair, offline
 * troubleshooter and instruction builder. Pure library: no database, no HTTP server, no
 * environment reads — the model config and the clock are passed in.
 */
export * from './types';
export * from './structure';
export * from './conventions';
export {
  checkPieces,
  createChecker,
  createCheckerPool,
  type CheckerPool,
  type CheckerPoolOptions,
  type CheckInput,
  type CheckOptions,
  type InProcessChecker,
  type VeloChecker,
} from './checker';
export { generateWithTemplate } from './template';
export {
  createModelClient,
  generateWithModel,
  polishInstruction,
  repairWithModel,
  troubleshootWithModel,
  type ModelClient,
} from './model';
export { troubleshootOffline } from './troubleshoot';
export { buildInstruction } from './instructions';
export * from './exporter';
export {
  createVeloEngine,
  importedBackendModule,
  type InstructionResult,
  type VeloEngine,
  type VeloEngineOptions,
} from './engine';
