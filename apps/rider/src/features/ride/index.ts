// The ride feature's public surface: what other features and the app import from it.
export { firstName } from './ride-copy.ts';
export { RideStatusBadge } from './ride-status-badge.tsx';
