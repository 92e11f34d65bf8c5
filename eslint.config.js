// One lint setup for every package: typescript-eslint's type-aware-free recommended rules,
// React hooks rules for the React packages.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/data/**',
      '**/generated/**',
      '**/node_modules/**',
      // tsup writes a bundled copy of its config next to it while building; lint may run then.
      '**/tsup.config.bundled_*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests read JSON bodies whose shape the contract checks; typing each one adds nothing.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Boundaries (ARCHITECTURE.md): the platform serves every area and knows none of them; an area
  // reaches another only through its operations or presenters, never its queries; ui is
  // presentational; core is framework-free.
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/modules'],
              message: 'The platform never imports a feature module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+[^./][^/]*/repo(\\.ts|/.*)?$',
              message:
                "A module never imports another module's repo: use its operations or a platform service.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@trestle/sdk', message: 'ui is presentational: data comes in through props.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@trestle/sdk',
              message: 'core never imports the SDK (the SDK builds on core).',
            },
            { name: 'react', message: 'core is framework-free.' },
            { name: 'react-dom', message: 'core is framework-free.' },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', '@xstate/react'],
              message: 'core is framework-free.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'HTMLElement'].map(
          (name) => ({ name, message: 'core never touches the DOM: take what it needs as input.' }),
        ),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
