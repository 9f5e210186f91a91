// The history feature's public surface: what other features and the app import from it.
export { createAdminRidesService } from './admin-rides.service.ts';
export { createHistoryService } from './history.service.ts';
