// Shared ESLint flat config for every RideBook package.
// `createConfig({ layer, dirname })` adds the import rules that keep dependencies one way:
//   validation <- api-client <- ui <- apps, and `api` uses validation only; no app imports another app.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/** The folders whose sub-folders are features: the API's modules and the web apps' features. */
const FEATURE_ROOTS = ['src/modules', 'src/features'];

/**
 * Zones for import-x/no-restricted-paths: a feature (`src/modules/<name>/` or `src/features/<name>/`) is reached
 * from anywhere outside it only through its public surface: its `index.ts`, and in the web apps its route pages
 * (`*-page.tsx`), which the router loads lazily (through index.ts they would all land in the first chunk). Inside a
 * feature, files import each other freely.
 * @param {string} dirname
 */
function featureZones(dirname) {
  return [...featureSurfaceZones(dirname), ...layerZones(dirname)];
}

/**
 * The web apps' layers point one way: `src/app` (routes, providers) may use features, features may use the shared
 * `components`, `lib` and `config`, and those use neither features nor the app (as in bulletproof-react).
 * @param {string} dirname
 */
function layerZones(dirname) {
  const src = path.join(dirname, 'src');
  if (!existsSync(path.join(src, 'features')) || !existsSync(path.join(src, 'app'))) return [];
  const shared = ['components', 'lib', 'config'].map((name) => path.join(src, name)).filter(existsSync);
  return [
    {
      target: path.join(src, 'features'),
      from: path.join(src, 'app'),
      message:
        'Features never import the app shell (src/app); pass what they need in, or move it into a feature.',
    },
    ...(shared.length > 0
      ? [
          {
            target: shared,
            from: [path.join(src, 'features'), path.join(src, 'app')],
            message: 'Shared components, lib and config use no feature and not the app shell.',
          },
        ]
      : []),
  ];
}

/** @param {string} dirname */
function featureSurfaceZones(dirname) {
  return FEATURE_ROOTS.flatMap((root) => {
    const rootPath = path.join(dirname, root);
    if (!existsSync(rootPath)) return [];
    const features = readdirSync(rootPath, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const srcPath = path.join(dirname, 'src');
    const outsideRoot = readdirSync(srcPath)
      .map((entry) => path.join(srcPath, entry))
      .filter((entry) => entry !== rootPath);
    return features.map(({ name }) => ({
      target: [
        ...features.filter((other) => other.name !== name).map((other) => path.join(rootPath, other.name)),
        ...outsideRoot,
      ],
      from: path.join(rootPath, name, '**'),
      except: [path.join(rootPath, name, '{index.ts,**/*-page.tsx,**/*.routes.ts}')],
      message: `Import the ${name} feature through its index.ts (its public surface). See docs/decisions/018-import-boundaries.md.`,
    }));
  });
}

/**
 * @param {{ layer: keyof typeof FORBIDDEN_BY_LAYER, dirname: string, react?: boolean }} options
 */
export { featureZones };

export function createConfig({ layer, dirname, react = false }) {
  const forbidden = FORBIDDEN_BY_LAYER[layer];
  const zones = featureZones(dirname);
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-subdomain/**',
        'dist-nginx/**',
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
              {
                group: ['@ridebook/*/src', '@ridebook/*/src/**', '**/packages/*/src/**'],
                message:
                  "Import a workspace package through an entry of its package.json `exports` (e.g. '@ridebook/ui/map'), never its src.",
              },
            ],
          },
        ],
      },
    },
    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver()],
        'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      },
      rules: {
        'import-x/no-restricted-paths': zones.length > 0 ? ['error', { zones }] : 'off',
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // Running code never imports test support: it would ship test helpers (and through them vitest) in the app.
      // Test files, test support and the API's benchmark entry may.
      files: ['src/**/*.{ts,tsx}'],
      ignores: [
        'src/**/*.{test,spec}.{ts,tsx}',
        'src/test/**',
        'src/**/*.contract.ts',
        'src/**/*-seed.ts',
        'src/**/*.stories.tsx',
        'src/bench.ts',
      ],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            zones: [
              ...zones,
              {
                target: path.join(dirname, 'src'),
                from: path.join(dirname, 'src', 'test'),
                message: 'Running code never imports test support (src/test); tests import it directly.',
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
