// Lint rules for the whole workspace (flat config): JavaScript and TypeScript recommended sets,
// React hooks rules for the front-end packages, Node or browser globals by where code runs.
const js = require('@eslint/js');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');

const FRONTEND_SOURCES = [
  '{host,catalog-mfe,cart-checkout-mfe,account-mfe,content-mfe,shared}/src/**/*.{ts,tsx}',
];
const NODE_CODE = [
  'scripts/**',
  'build/**',
  'e2e/**',
  'store-api/**',
  'payment-sandbox/**',
  '**/*.cjs',
  '**/*.config.{js,mjs,cjs}',
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: FRONTEND_SOURCES,
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: NODE_CODE,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/jest.setup.{ts,cjs}', '**/jest-setup.{ts,cjs}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // CommonJS config files (webpack, jest, federation) use require by design.
    files: ['**/*.cjs', '**/*.config.js', 'eslint.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const { TextEncoder } = require('node:util')` in a jest setup is a polyfill, not a clash.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    rules: {
      // `_name` marks a parameter kept for its position (Express-style handlers, callbacks).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
