// Bundles the preview runtime into one browser script the sandboxed frame loads.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/runtime.ts'],
  outfile: 'dist/runtime.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
});
