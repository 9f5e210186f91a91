// The active-ride feature's public surface: what other features and the app import from it.
export { DRIVER_RIDE_STATUS_LABELS } from './ride-steps.ts';
