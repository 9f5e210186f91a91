// Entry '@ridebook/api/bench': what the benchmarks in tooling/bench use to start the real API, seed it in bulk and
// drive its geo index and bus, with the seeded generator of its tests. Nothing else outside apps/api imports the
// API's sources.
export { buildApp, type App } from './app.ts';
export { loadEnv } from './config/env.ts';
export { openDatabase, openPostgres, type Database, type DatabaseHandle } from './db/database.ts';
export { driverOnlinePeriods, driverProfiles, sessions, users } from './db/schema.ts';
export { createAccessTokens, type AccessTokens } from './modules/auth/index.ts';
export { ACCESS_COOKIE } from './modules/auth/index.ts';
export { createLiveAdapters } from './modules/live/index.ts';
export type { DriverLocator, DriverPosition, LatLng, NearestAvailableQuery } from './modules/live/index.ts';
export { createMemoryDriverLocator, STORED_AT_ONCE } from './modules/live/index.ts';
export { closeRedis, connectRedis } from './modules/live/index.ts';
export { createRedisDriverLocator } from './modules/live/index.ts';
export { cityKeyPrefix, createCityLocators } from './modules/live/index.ts';
export { ensureDemoLondon } from './modules/demo/index.ts';
export { CHANNELS } from './modules/realtime/index.ts';
export { DEMO_CITY, LONDON_CITY } from './modules/places/index.ts';
export { hashPassword } from './shared/passwords.ts';
export { seededRandom } from './test/seeded-random.ts';
