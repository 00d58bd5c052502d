import { createRequire } from 'node:module';

import type { BackendModule } from '../types';
import { BACKEND_MODULE_NAMES, NODE_BUILTINS } from './declarations/backend-modules';
import { FRONTEND_MODULE_NAMES } from './declarations/frontend-modules';

/** Which side of a Velo site a module specifier belongs to (velo-reference.md sections 0, 8, 9). */

const requireHere = createRequire(import.meta.url);
const CORVID_MODULES = requireHere('corvid-types/dist/wixModules.json') as string[];

/** Every Wix module name the checker knows, for "did you mean" on typos. */
export const KNOWN_WIX_MODULES: readonly string[] = [
  ...new Set([...CORVID_MODULES, ...FRONTEND_MODULE_NAMES, ...BACKEND_MODULE_NAMES]),
];

/** Server-only: `*-backend` modules, HTTP functions, web-module and router APIs, elevation. */
export function isBackendOnlyModule(specifier: string): boolean {
  return (
    /^wix-[a-z-]+-backend(\.v\d+)?$/.test(specifier) ||
    ['wix-http-functions', 'wix-web-module', 'wix-router', 'wix-auth'].includes(specifier)
  );
}

const PAGE_ONLY_CLASSIC = new Set([
  'wix-location',
  'wix-window',
  'wix-storage',
  'wix-members',
  'wix-users',
  'wix-seo',
  'wix-animations',
  'wix-dataset',
]);

/** Browser-only: `*-frontend` modules and their classic twins that touch the page or visitor. */
export function isPageOnlyModule(specifier: string): boolean {
  return /^wix-[a-z-]+-frontend(\.v\d+)?$/.test(specifier) || PAGE_ONLY_CLASSIC.has(specifier);
}

/** Replacements for deprecated modules, in page and in backend code (velo-reference.md section 9). */
const MEMBERS_MODULES = { frontend: 'wix-members-frontend', backend: 'wix-members-backend' };
const DEPRECATED_MODULES: ReadonlyMap<string, typeof MEMBERS_MODULES> = new Map([
  ['wix-users', MEMBERS_MODULES],
  ['wix-users-backend', MEMBERS_MODULES],
]);

/** The module that replaces a deprecated one on this side of the site, else undefined. */
export function replacementModule(
  specifier: string,
  side: 'frontend' | 'backend',
): string | undefined {
  return DEPRECATED_MODULES.get(specifier)?.[side];
}

export function isNodeBuiltin(specifier: string): boolean {
  return NODE_BUILTINS.has(specifier);
}

export function isBackendSpecifier(specifier: string): boolean {
  return /^\/?backend\//.test(specifier);
}

export type WebModuleStyle = 'web' | 'jsw';

/** `.web.js` modules export webMethod(...) wrappers; legacy `.jsw` modules export functions. */
export function webModuleStyle(modulePath: string): WebModuleStyle {
  return /\.web(\.js)?$/.test(modulePath) ? 'web' : 'jsw';
}

/**
 * Whether a page import names the generated backend module: its import path, its file path, or the
 * file path without '.js'. Without a declared module every 'backend/' import is taken to mean it.
 */
export function importsBackendModule(
  specifier: string,
  backendModule: BackendModule | undefined,
): boolean {
  const normalised = specifier.replace(/^\/+/, '');
  if (!backendModule) return isBackendSpecifier(normalised);
  const accepted = [
    backendModule.importPath,
    backendModule.path,
    backendModule.path.replace(/\.js$/, ''),
  ];
  return accepted.some((name) => name.replace(/^\/+/, '') === normalised);
}
