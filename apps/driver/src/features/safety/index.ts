// The safety feature's public surface: what other features and the app import from it.
export { DriverSosButton } from './driver-sos-button.tsx';
