// The drivers feature's public surface: what other features and the app import from it.
export { type DriverStanding, findDriverStanding, secondsOnlineSince } from './drivers.repository.ts';
export { createDriversService, type DriverLiveState, type DriversService } from './drivers.service.ts';
