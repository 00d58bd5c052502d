import type { Diagnostic } from '../types';
import type { SiteStructure } from '../structure';
import {
  type CheckInput,
  type CheckOptions,
  createChecker,
  type InProcessChecker,
  type VeloChecker,
} from './checker';
import {
  type CheckerPool,
  type CheckerPoolOptions,
  createCheckerPool,
  uncheckedDiagnostic,
} from './pool';

/**
 * The static checker: verifies generated Velo code (page code, backend web module, HTML) against
 * the user's declared site structure before the user sees it. TypeScript with Wix's corvid-types
 * finds API misuse; the rules in ./rules and ./html find what types cannot (undeclared ids,
 * collections and fields, repeater data, module boundaries, web methods).
 */
export { createChecker, createCheckerPool, uncheckedDiagnostic };
export type {
  CheckerPool,
  CheckerPoolOptions,
  CheckInput,
  CheckOptions,
  InProcessChecker,
  VeloChecker,
};

let shared: InProcessChecker | undefined;

/** Checks with one module-level checker, created on first use and kept warm. */
export function checkPieces(
  pieces: CheckInput,
  structure: SiteStructure,
  options?: CheckOptions,
): Diagnostic[] {
  shared ??= createChecker();
  return shared.check(pieces, structure, options);
}
