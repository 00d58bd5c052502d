import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The API server the dev server forwards to, so cookies stay same-origin in development. It also
 * serves the preview frame's page (its CSP inlines the runtime by hash).
 */
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  // The router plugin must run before react() so it can rewrite route files first (stack-notes).
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: {
    proxy: {
      '/trpc': { target: API_TARGET, changeOrigin: false },
      '/api': { target: API_TARGET, changeOrigin: false },
      '/preview-frame': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/trpc': { target: API_TARGET, changeOrigin: false },
      '/api': { target: API_TARGET, changeOrigin: false },
      '/preview-frame': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read (and removed) by scripts/prerender.mjs: which chunks each prerendered page preloads.
    manifest: true,
    // React + Mantine + router + React Query + tRPC + zod make a ~620 KB (~190 KB gzip) vendor
    // chunk, which is expected for this stack (stack-notes); pages are split per route on top of it.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // The libraries every page loads at start go in one file rather than a dozen small shared
        // chunks: one request, and gzip compresses one file better (about 10 KB less on /).
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/, tags: ['$initial'] }] },
      },
      treeshake: {
        // The shared package only declares constants and zod schemas; through its barrel the
        // entry would otherwise keep every schema (and the legal defaults) it never uses.
        moduleSideEffects: [{ test: /\/packages\/shared\/src\//, sideEffects: false }],
      },
    },
  },
});
