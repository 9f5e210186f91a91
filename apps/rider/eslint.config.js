import { createConfig } from '@ridebook/eslint-config';

export default [
  // The subdomain-mode browser journey builds here (tooling/e2e/src/test/subdomain-mode.ts).
  { ignores: ['dist-subdomain/**'] },
  ...createConfig({ layer: 'app', dirname: import.meta.dirname, react: true }),
];
