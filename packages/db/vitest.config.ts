import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite boots a WASM Postgres per test file; a new PostgreSQL database takes a moment too.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
