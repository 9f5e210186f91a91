export * from './saved-places.ts';
export * from './map-settings.ts';
