// The places feature's public surface: what other features and the app import from it.
export { BUILT_IN_PLACES } from './built-in-places.ts';
export { createPlacesProvider } from './create-places-provider.ts';
export { DEMO_CITY, GAZETTEER } from './demo-city.ts';
export { LONDON_CITY, LONDON_GAZETTEER } from './london.ts';
export type { Place } from './places-provider.ts';
