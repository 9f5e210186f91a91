// The rides feature's public surface: what other features and the app import from it.
export { PaymentBadge } from './payment-badge.tsx';
export { RideDetailLink } from './ride-detail-link.tsx';
export { RIDE_STATUS_BADGES } from './ride-status-badge.ts';
export { rideStopMarkers } from './ride-stop-markers.ts';
export { RiderIdentity } from './rider-identity.tsx';
export { TripStops } from './trip-stops.tsx';
