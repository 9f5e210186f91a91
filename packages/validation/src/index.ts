export * from './roles.ts';
export * from './health.ts';
