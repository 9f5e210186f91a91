// The settings feature's public surface: what other features and the app import from it.
export { createSettingsService, type SettingsService } from './settings.service.ts';
