// The saved-places feature's public surface: what other features and the app import from it.
export { SavedPlaceChips } from './saved-place-chips.tsx';
export { SavedPlaceQuickActions } from './saved-place-quick-actions.tsx';
export { SavedPlacesSettings } from './saved-places-settings.tsx';
export { useSavedDestination } from './use-saved-destination.ts';
