// The offers feature's public surface: what other features and the app import from it.
export { OfferDialog, useCurrentOffer } from './offer-dialog.tsx';
export { RideRequestDetails } from './ride-request-details.tsx';
export { useAcceptRideAction } from './use-accept-ride-action.ts';
