// The ratings feature's public surface: what other features and the app import from it.
export { createRatingsService } from './ratings.service.ts';
