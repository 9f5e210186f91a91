import { createConfig } from '@ridebook/eslint-config';

export default createConfig({ layer: 'api-client', dirname: import.meta.dirname, react: true });
