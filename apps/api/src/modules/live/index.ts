// The live feature's public surface: what other features and the app import from it.
export { createLiveAdapters, type LiveAdapters } from './create-live-adapters.ts';
export { cityKeyPrefix, createCityLocators, type CityLocators } from './city-locators.ts';
export { STORED_AT_ONCE } from './driver-locator.ts';
export type {
  DriverFix,
  DriverLocator,
  DriverPosition,
  LatLng,
  NearestAvailableQuery,
} from './driver-locator.ts';
export type { BusMessage, EventBus } from './event-bus.ts';
export { createMemoryDriverLocator } from './memory-driver-locator.ts';
export { closeRedis, connectRedis, describeRedisTarget } from './redis-connection.ts';
export { createRedisDriverLocator } from './redis-driver-locator.ts';
export { createMemoryEventBus } from './memory-event-bus.ts';
