import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // example-client.ts is type-checked against the generated API types by apps/api/src/plugins/docs.test.ts.
  { ignores: ['apps/api/openapi/example-client.ts', '**/node_modules/**', '**/build/**', '**/.react-router/**', 'data/**', '.cache/**', 'bench/results/**', 'test-results/**', 'playwright-report/**', 'apps/api/openapi/generated/**'] },
  js.configs.recommended,
  // Type-aware rules (issue 19 item 4): they see what the types say, e.g. a promise nobody awaits.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        project: ['./tsconfig.tools.json', './apps/api/tsconfig.json', './apps/web/tsconfig.json', './packages/domain/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
      // React's onSubmit/onClick ignore what a handler returns; react-hook-form's handleSubmit returns a promise.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // React Router's loaders throw data(…, { status: 404 }) and redirect(…) (a Response): allowed, other non-errors are not.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }, { from: 'lib', name: 'Response' }] }],
      // `async` also marks methods that implement an async interface (SMS, payment and mail providers)
      // with nothing to await; it keeps their throws rejections. Floating promises are caught by their own rule.
      '@typescript-eslint/require-await': 'off',
    },
  },

  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of react-hooks 5's recommended set. Version 7's recommended set adds the React
    // Compiler's rules (set-state-in-effect, refs, …): not adopted yet (docs/decisions/0024).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The contracts are zod schemas the browser has no use for: the web takes only their types (decision 0026).
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: '@dhatu/domain/contracts', allowTypeImports: true, message: 'The web imports only types from the contracts.' }] }],
    },
  },
  {
    // Plain JavaScript (configs, small scripts) belongs to no TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read response bodies as JSON (any) and assert on them with expect, which checks the
    // shape at run time; typing every body would repeat the contracts in every test.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'hardening/**', 'bench/**', '**/test/**', '**/test-helpers.ts', '**/test-fixtures.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `res.json() as Body` reads as well as `res.json<Body>()`.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // expect(obj.method).toHaveBeenCalled() names a method without calling it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.test.ts', 'e2e/**', 'scripts/**', 'bench/**', '**/cli.ts', '**/server.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
