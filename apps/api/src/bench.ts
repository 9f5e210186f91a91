// Entry '@ridebook/api/bench': what the benchmarks in tooling/bench use to start the real API, seed it in bulk and
// drive its geo index and bus. Nothing else outside apps/api imports the API's sources.
export { buildApp, type App } from './app.ts';
export { loadEnv } from './config/env.ts';
export { openDatabase, openPostgres, type Database, type DatabaseHandle } from './db/database.ts';
export { driverOnlinePeriods, driverProfiles, sessions, users } from './db/schema.ts';
export { createAccessTokens, type AccessTokens } from './modules/auth/access-token.ts';
export { ACCESS_COOKIE } from './modules/auth/auth-cookies.ts';
export { createLiveAdapters } from './modules/live/create-live-adapters.ts';
export type {
  DriverLocator,
  DriverPosition,
  LatLng,
  NearestAvailableQuery,
} from './modules/live/driver-locator.ts';
export { createMemoryDriverLocator } from './modules/live/memory-driver-locator.ts';
export { closeRedis, connectRedis } from './modules/live/redis-connection.ts';
export { createRedisDriverLocator } from './modules/live/redis-driver-locator.ts';
export { CHANNELS } from './modules/realtime/notifier.ts';
export { hashPassword } from './shared/passwords.ts';
