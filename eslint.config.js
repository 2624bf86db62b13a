// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Machines are pure (DESIGN.md §2): no UI library, no browser globals. The direction of imports between
 * folders (app → features → shared / machines / generated, server modules through services, no cycles)
 * is checked by dependency-cruiser (.dependency-cruiser.cjs, `npm run lint:deps`).
 */

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'openapi/generated/**',
      'docs/machines/**',
      '.data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // import { z } pulls every locale of zod into the bundle.
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Use import * as z from 'zod'.",
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                '@xstate/react',
                'wouter',
                '@chakra-ui/*',
                '**/src/**',
                '**/server/**',
              ],
              message: 'Machines are pure: xstate and types only.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'crypto',
        'navigator',
        'location',
      ],
    },
  },
);
