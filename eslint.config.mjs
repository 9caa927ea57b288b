import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server/browser boundary is a lint fact: the isomorphic app and the browser entry never reach the server. */
const serverOnly = {
  patterns: [
    {
      group: ['**/server/**', '../server', '../../server'],
      message: 'src/ and client/ must not import server code.',
    },
    { group: ['node:*'], message: 'src/ and client/ run in the browser too: no Node built-ins.' },
  ],
  paths: ['fs', 'path', 'http', 'https', 'crypto', 'stream', 'os', 'child_process', 'express'].map(
    (name) => ({
      name,
      message: 'src/ and client/ run in the browser too.',
    }),
  ),
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '**/dist/**',
      'coverage/**',
      'node_modules/**',
      '.cache/**',
      'data/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', serverOnly] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
