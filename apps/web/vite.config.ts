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
    // React + Mantine + router + React Query + tRPC make a ~600 KB (~180 KB gzip) entry, which is
    // expected for this stack (stack-notes); pages are split per route on top of it.
    chunkSizeWarningLimit: 700,
  },
});
