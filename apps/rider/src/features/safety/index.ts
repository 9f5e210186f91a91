// The safety feature's public surface: what other features and the app import from it.
export { RiderSosButton } from './rider-sos-button.tsx';
export { ShareTrip } from './share-trip.tsx';
