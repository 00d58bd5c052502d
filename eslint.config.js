// ESLint flat config with type-aware rules for the whole workspace.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.cache/**',
      '**/.turbo/**',
      '**/data/**',
      '**/*.gen.ts',
      '**/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'packages/*/build.mjs',
            'apps/web/*.cjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify handlers and tRPC resolvers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // Config is read once, in apps/server/src/env.ts, and passed down.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration in apps/server/src/env.ts (the server) or bench/env.ts only.',
        },
      ],
    },
  },
  {
    // The env module itself, build/CI scripts, tests and test harnesses may read the environment.
    files: [
      'apps/server/src/env.ts',
      'scripts/**',
      'bench/env.ts',
      // Preloaded into the measured server process, where the bench's modules are not loaded.
      'bench/cpu-profiler.mjs',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testing/**',
      '**/e2e/**',
      '**/vite.config.ts',
      '**/vitest*.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // expect.any() and friends are typed `any` by vitest.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Migrations are frozen in time and typed Kysely<any> on purpose (kysely's migration docs).
    files: ['packages/db/src/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser bundle must never pull server code: only the typed hooks entry of the API.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@veloforge/api',
              message: 'Use @veloforge/api/react (types and hooks only).',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: [
                '@veloforge/db',
                '@veloforge/db/*',
                '@veloforge/server',
                '@veloforge/server/*',
              ],
              message: 'Server code cannot be imported by the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  prettier,
);
