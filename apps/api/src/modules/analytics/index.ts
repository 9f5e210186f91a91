// The analytics feature's public surface: what other features and the app import from it.
export { createAnalyticsService } from './analytics.service.ts';
