import { rewriteModule } from '../core/modules/rewriter';

const DEFAULT_BACKEND_PATH = 'backend/module.web.js';

/**
 * The module path a backend specifier names, the way core/modules.ts registers aliases:
 * 'backend/x.web' is 'backend/x.web.js'; a bare 'backend/x' can only be a legacy web module
 * ('backend/x.jsw'), the one kind of backend file page code may import without an extension.
 */
function modulePath(specifier: string): string {
  const clean = specifier.replace(/^\.?\//, '');
  if (/\.(web\.js|jsw|js)$/.test(clean)) return clean;
  if (clean.endsWith('.web')) return `${clean}.js`;
  return `${clean}.jsw`;
}

/** Where the one backend module lives: the first `backend/…` module the page code imports. */
export function inferBackendModulePath(frontendCode: string): string {
  let imports: string[];
  try {
    imports = rewriteModule(frontendCode).imports;
  } catch {
    // Code that does not parse fails at run time with its own error; any path will do here.
    return DEFAULT_BACKEND_PATH;
  }
  const specifier = imports.find((s) => s.replace(/^\.?\//, '').startsWith('backend/'));
  return specifier ? modulePath(specifier) : DEFAULT_BACKEND_PATH;
}
