import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The app's code (not its tests) asks for the calls it uses: the whole list would put every area's declarations
    // and schemas into the chunk of the screen that imports it (the global search once loaded ~35 extra modules).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@dme/contract', importNames: ['allEndpoints'], message: "Import the area's declarations (e.g. searchEndpoints) instead." }] },
      ],
    },
  },
  {
    // Layering (ARCHITECTURE "Import direction"): the contract depends on nothing of ours.
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@dme/server', '@dme/web', '**/apps/**'] }] },
  },
);
