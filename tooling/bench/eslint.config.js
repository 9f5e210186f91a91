import { createConfig } from '@ridebook/eslint-config';

export default createConfig({ layer: 'tooling', dirname: import.meta.dirname });
