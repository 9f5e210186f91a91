// Shared ESLint flat config for every RideBook package.
// `createConfig({ layer, dirname })` adds the import rules that keep dependencies one way:
//   validation <- api-client <- ui <- apps, and `api` uses validation only; no app imports another app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['public-site', 'rider', 'driver', 'admin', 'api'];

/** Workspace packages each layer must never import. */
const FORBIDDEN_BY_LAYER = {
  validation: ['@ridebook/api-client', '@ridebook/ui', ...APPS.map((app) => `@ridebook/${app}`)],
  'api-client': ['@ridebook/ui', ...APPS.map((app) => `@ridebook/${app}`)],
  ui: APPS.map((app) => `@ridebook/${app}`),
  app: APPS.map((app) => `@ridebook/${app}`),
  api: ['@ridebook/api-client', '@ridebook/ui', ...APPS.map((app) => `@ridebook/${app}`)],
  tooling: [],
};

/**
 * @param {{ layer: keyof typeof FORBIDDEN_BY_LAYER, dirname: string, react?: boolean }} options
 */
export function createConfig({ layer, dirname, react = false }) {
  const forbidden = FORBIDDEN_BY_LAYER[layer];
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-subdomain/**',
        'storybook-static/**',
        'coverage/**',
        'drizzle/**',
        'node_modules/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: dirname },
        globals: react ? { ...globals.browser } : { ...globals.node },
      },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/only-throw-error': 'error',
        // Fastify plugins are async by contract even when they await nothing.
        '@typescript-eslint/require-await': 'off',
        'no-restricted-imports': [
          'error',
          {
            paths: forbidden.map((name) => ({
              name,
              message:
                'Dependencies flow one way: validation <- api-client <- ui <- apps. See docs/decisions/001-monorepo-shape.md.',
            })),
            patterns: [
              {
                group: ['**/apps/*/**', '../../apps/**', '../../../apps/**'],
                message: 'Never import another app by path; move shared code into a package.',
              },
            ],
          },
        ],
      },
    },
    react
      ? {
          plugins: { 'react-hooks': reactHooks },
          rules: reactHooks.configs.recommended.rules,
        }
      : {},
    {
      files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
      ...tseslint.configs.disableTypeChecked,
    },
  );
}
