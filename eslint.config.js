import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.build-next/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      // The review report's output (not scripts/review): see .gitignore.
      'review/**',
      '.bench/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // CommonJS stand-ins for packages bundled into the browser code (vite.config.ts aliases).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.commonjs, ...globals.browser } },
  },
);
