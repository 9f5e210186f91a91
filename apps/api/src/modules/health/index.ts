// The health feature's public surface: the migrations check the System page reuses.
export { createMigrationsCheck } from './readiness.ts';
