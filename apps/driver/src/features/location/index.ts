// The location feature's public surface: what other features and the app import from it.
export { LocationError } from './browser-location.ts';
export {
  DriverLocationContext,
  DriverLocationProvider,
  useDriverLocation,
  type DriverLocation,
} from './driver-location-provider.tsx';
export { LOCATION_MESSAGES } from './location-messages.ts';
export { LocationNotice } from './location-notice.tsx';
export { freshPosition, toPositionInput } from './position-input.ts';
export { SimulateDrivingCard } from './simulate-driving-card.tsx';
