// The realtime feature's public surface: what other features and the app import from it.
export { AdminRealtime } from './admin-realtime.tsx';
