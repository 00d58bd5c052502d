import { defineConfig } from 'vitest/config';

/** Unit tests only; the browser suite has its own config (vitest.e2e.config.ts). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
  },
});
