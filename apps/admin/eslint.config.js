import { createConfig } from '@ridebook/eslint-config';

export default createConfig({ layer: 'app', dirname: import.meta.dirname, react: true });
