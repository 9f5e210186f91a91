export { getReadiness } from './health.ts';
export { createQueryClient, UNUSED_DATA_GC_MS } from './query-client.ts';
