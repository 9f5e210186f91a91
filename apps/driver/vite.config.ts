import { defineAppConfig } from '@ridebook/vite-config';

export default defineAppConfig('driver');
