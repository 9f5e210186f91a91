import { createConfig } from '@ridebook/eslint-config';

export default createConfig({ layer: 'ui', dirname: import.meta.dirname, react: true });
