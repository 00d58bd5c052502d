import { createRequire } from 'node:module';
import path from 'node:path';

const requireHere = createRequire(import.meta.url);
export const CORVID_TYPES_DIR = path.join(
  path.dirname(requireHere.resolve('corvid-types/package.json')),
  'types',
);

/**
 * One set of options for both contexts (page, backend), as the native compiler's tsconfig.
 * - lib ES2020 + WebWorker: what corvid's pages config uses (no DOM: page code has no `document`);
 *   the backend also gets WebWorker as a light stand-in for Node's web-compatible globals.
 * - strict off, as in corvid's configs and the Wix editor: generated JS is not held to
 *   strictNullChecks.
 * - types: [] because corvid's declarations are listed as files, never found in node_modules.
 * - moduleDetection force: a Velo page or backend file is always a module, even without imports,
 *   so its top-level names cannot collide with lib globals such as `name` or `close`.
 */
export const CHECKER_COMPILER_OPTIONS = {
  allowJs: true,
  checkJs: true,
  noEmit: true,
  target: 'es2020',
  module: 'esnext',
  moduleResolution: 'bundler',
  moduleDetection: 'force',
  lib: ['es2020', 'webworker'],
  types: [],
  strict: false,
  skipLibCheck: true,
  esModuleInterop: true,
  libReplacement: false,
} as const;
