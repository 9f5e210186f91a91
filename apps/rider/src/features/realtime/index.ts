// The realtime feature's public surface: what other features and the app import from it.
export { RiderRealtime } from './rider-realtime.tsx';
