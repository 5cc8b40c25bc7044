// ESLint flat config: Next's rules, typescript-eslint, react-hooks, and the layer boundaries of
// docs/ARCHITECTURE.md (scripts/lint/layer-boundaries.mjs). `npm run lint` allows no warnings.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import crewdeck from './scripts/lint/layer-boundaries.mjs';

const API_PATH_MESSAGE =
  'Write API paths once, in lib/client/api/<area>.ts (browser) or lib/bff/queries/<area>.ts (server).';

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.node/**',
      'dist/**',
      'data/**',
      'public/sw.js',
      'public/swe-worker-*.js',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  nextPlugin.flatConfig.coreWebVitals,
  reactHooks.configs.flat['recommended-latest'],
  {
    plugins: { crewdeck },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'crewdeck/layer-boundaries': 'error',
      // Photos and profile pictures come through the API proxy with the session cookie, which
      // next/image's optimiser would fetch without: plain <img> with loading="lazy" is right here.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Screens call the API through lib/client/api/<area>.ts, where each path is written once.
    files: ['app/**/*.{ts,tsx}', 'lib/client/**/*.{ts,tsx}'],
    ignores: ['app/api/**', 'lib/client/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\/v1\\//]', message: API_PATH_MESSAGE },
        { selector: 'TemplateElement[value.raw=/^\\/api\\/v1\\//]', message: API_PATH_MESSAGE },
      ],
    },
  },
  {
    // Playwright fixtures hand values on with a function named `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Tests may use `any` for wire bodies, and integration tests start the real backend.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'lib/backend/test-support/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'crewdeck/layer-boundaries': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: globals.node },
  },
);
