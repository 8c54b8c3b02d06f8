// One lint configuration for every workspace; `npm run lint` fails on any warning.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { featureWalls } from './eslint-feature-walls.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'coverage/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  ...featureWalls('apps/web/src/features'),
  {
    // Intl formatters are made once per language and options (lib/intl-format.ts, issue 18): one made
    // per cell cost a list's first render tens of milliseconds on a phone.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/intl-format.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
          message:
            'Use dateTimeFormat() or numberFormat() from lib/intl-format.ts: they reuse one formatter.',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      '**/bench/**',
      'e2e/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
