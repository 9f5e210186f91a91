import { createConfig } from '@ridebook/eslint-config';

export default createConfig({ layer: 'api', dirname: import.meta.dirname });
