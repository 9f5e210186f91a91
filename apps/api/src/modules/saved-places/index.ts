// The saved-places feature's public surface: what other features and the app import from it.
export { createSavedPlacesService } from './saved-places.service.ts';
