import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserOnly = ['src/browser/**/*.ts', 'src/react/**/*.ts', 'src/index.ts'];

export default tseslint.config(
  {ignores: ['dist/', '.scratch/', 'node_modules/', '.test-results/', 'custom-elements.json']},
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.node, ...globals.browser},
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's describe() and it() return promises the runner itself awaits.
          allowForKnownSafeCalls: [
            {from: 'package', package: 'node:test', name: ['describe', 'it', 'suite', 'test']},
          ],
        },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
      '@typescript-eslint/no-unnecessary-condition': ['error', {allowConstantLoopConditions: true}],
      'no-restricted-syntax': [
        'error',
        {selector: 'TSEnumDeclaration', message: 'Use an `as const` object and a derived union.'},
        {
          selector: 'TSModuleDeclaration[kind="namespace"]',
          message: 'Use modules, not namespaces.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: {lit},
    rules: {...lit.configs.recommended.rules},
  },
  {
    // The element ships to browsers: never Node, never the server layer (STYLE.md).
    files: browserOnly,
    languageOptions: {globals: globals.browser},
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {group: ['node:*'], message: 'Browser code never imports Node modules.'},
            {
              group: ['**/server/**', '**/proxy/**', '**/simulator/**'],
              message: 'Browser code never imports the server layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The protocol layer is pure: no DOM, no Node, no other layer.
    files: ['src/protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/browser/**', '**/server/**', 'lit', 'lit/*'],
              message: 'The protocol layer is pure.',
            },
          ],
        },
      ],
    },
  },
  {
    // chai-a11y-axe types every chai Assertion as a promise, which would flag each `expect`.
    files: ['test/browser/**/*.ts', 'test/*/browser/**/*.ts'],
    rules: {'@typescript-eslint/no-floating-promises': 'off'},
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
