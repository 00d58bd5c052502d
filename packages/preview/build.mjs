// Bundles the preview runtime into one browser script, which the server inlines into the frame page.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/runtime.ts'],
  outfile: 'dist/runtime.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // Inlined into the frame page, whose CSP allows no other request: a source map could not load.
  sourcemap: false,
  logLevel: 'warning',
});
