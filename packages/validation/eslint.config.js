import { createConfig } from '@ridebook/eslint-config';

export default createConfig({ layer: 'validation', dirname: import.meta.dirname });
