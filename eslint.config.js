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
  // The web app draws with ui's components, never with ui's class names (they are ui's to change),
  // and a screen takes its primitives from @trestle/ui, not from another screen's folder. A screen
  // may import from shared/, posts/, its own folder and the packages.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/(^|[\\s.])tr-[a-z]/]',
          message: "A ui class name (tr-…) in the web app: use ui's component or add a prop to it.",
        },
        {
          selector: 'TemplateElement[value.raw=/(^|[\\s.])tr-[a-z]/]',
          message: "A ui class name (tr-…) in the web app: use ui's component or add a prop to it.",
        },
        {
          selector: "JSXAttribute[name.name='maxLength'] > JSXExpressionContainer > Literal",
          message: "A field's limit comes from core (LIMITS or the constant beside its zod rule).",
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(?:[^./][^/]*/)*(Fields|Pager|ViewModeSwitch|ChoiceChips|LoadError|FieldError|FormAlert|CheckboxField|UploadList|PasswordConfirm)$',
              message: 'Primitives come from @trestle/ui, not from another folder of the web app.',
            },
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
