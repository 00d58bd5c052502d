// The production build (`npm run build`), what `npm start` runs: src/index.ts and the workspace
// packages bundled into dist/index.mjs, the Velo checker's worker thread into
// dist/checker-worker.mjs, and the empty PGlite cluster a first start copies.
// Issue 10: starting through tsx compiled and resolved ~1,000 modules through a loader thread,
// and initdb ran on every fresh data directory; together they took 10-15 s to the first 200.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { preparePgliteTemplate } from '@veloforge/db';
import { build, type Plugin } from 'esbuild';

const SERVER_DIR = import.meta.dirname;
const OUT_DIR = path.join(SERVER_DIR, 'dist');
const WORKSPACE_DIR = path.resolve(SERVER_DIR, '..', '..');

/** A path relative to the bundle's directory, as an import specifier. */
function fromOutDir(file: string): string {
  const relative = path.relative(OUT_DIR, file);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const isWorkspaceSource = (file: string) =>
  file.startsWith(WORKSPACE_DIR) && !file.includes(`${path.sep}node_modules${path.sep}`);

/**
 * Third-party packages stay outside the bundle, imported by their path relative to it: pnpm
 * gives each workspace package its own dependencies, so `kysely` is resolvable from packages/db
 * but not from apps/server/dist. They keep their files next to them (PGlite's WebAssembly,
 * TypeScript's lib files) and load as before.
 */
const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('node:') || args.pluginData === 'resolving') return undefined;
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (resolved.external || isWorkspaceSource(resolved.path)) return resolved;
      return { path: fromOutDir(resolved.path), external: true };
    });
  },
};

/**
 * TypeScript (a 9 MB CommonJS file) is loaded with `require`: imported as ESM, Node first scans
 * the whole file for its export names (cjs-module-lexer), about as long again as loading it
 * (0.8 s against 0.4 s on this machine). The checker worker loads it at once (it warms up by
 * checking); the server, whose troubleshooter and reference-code parser use it only when asked,
 * loads it on first use (`lazy`), so it does not delay the first answer.
 */
const COMMONJS_BY_REQUIRE = new Set(['typescript']);
function requireCommonJs({ lazy }: { lazy: boolean }): Plugin {
  const load = (file: string) => `createRequire(import.meta.url)(${JSON.stringify(file)})`;
  return {
    name: 'require-commonjs',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (!COMMONJS_BY_REQUIRE.has(args.path) || args.pluginData === 'resolving') {
          return undefined;
        }
        const resolved = await pluginBuild.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: fromOutDir(resolved.path), namespace: 'require-commonjs' };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'require-commonjs' }, (args) => ({
        contents: [
          "import { createRequire } from 'node:module';",
          ...(lazy
            ? [
                'let loaded;',
                `const load = () => (loaded ??= ${load(args.path)});`,
                'export default new Proxy({}, {',
                '  get: (_, key) => load()[key],',
                '  has: (_, key) => key in load(),',
                '});',
              ]
            : [`export default ${load(args.path)};`]),
        ].join('\n'),
        loader: 'js',
      }));
    },
  };
}

/**
 * Code that finds files next to its own source (the web build, corvid-types, the OpenAPI
 * version, the preview runtime) keeps doing so: `import.meta.url` and `import.meta.dirname` of a
 * workspace file become its source location, computed from the bundle's own URL at run time.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!isWorkspaceSource(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const url = `new URL(${JSON.stringify(fromOutDir(args.path))}, import.meta.url)`;
      const contents = source
        .replaceAll('import.meta.url', `${url}.href`)
        .replaceAll('import.meta.dirname', `__sourceDirname(${url})`);
      return { contents, loader: 'ts' };
    });
  },
};

/** One bundle: the entry point's name in dist, and its TypeScript loading (see requireCommonJs). */
function bundle(name: string, entry: string, { lazyTypeScript }: { lazyTypeScript: boolean }) {
  return build({
    entryPoints: { [name]: entry },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    define: { __VELOFORGE_BUNDLE__: 'true' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Resolve packages as Node does: its conditions and `main`, not the bundlers' `module`.
    conditions: ['node'],
    mainFields: ['main'],
    sourcemap: true,
    banner: {
      js: [
        "import { dirname as __dirnameOf } from 'node:path';",
        "import { fileURLToPath as __pathOf } from 'node:url';",
        'const __sourceDirname = (url) => __dirnameOf(__pathOf(url));',
      ].join('\n'),
    },
    plugins: [requireCommonJs({ lazy: lazyTypeScript }), externalDependencies, sourceLocations],
    logLevel: 'warning',
  });
}

const started = performance.now();
// The server, and the Velo checker's worker thread (infra/checker.ts starts it from dist).
await Promise.all([
  bundle('index', path.join(SERVER_DIR, 'src', 'index.ts'), { lazyTypeScript: true }),
  bundle(
    'checker-worker',
    path.join(WORKSPACE_DIR, 'packages', 'velo', 'src', 'checker', 'worker.ts'),
    { lazyTypeScript: false },
  ),
]);
console.log(
  `Bundled dist/index.mjs and dist/checker-worker.mjs in ${Math.round(performance.now() - started)} ms`,
);
console.log(`PGlite template: ${await preparePgliteTemplate()}`);
