// The rides feature's public surface: what other features and the app import from it.
export type { RideContext } from './ride-context.ts';
export {
  fieldError,
  rideAlreadyTaken,
  rideNotActive,
  rideNotFound,
  transitionNotAllowed,
} from '../../shared/ride-errors.ts';
export {
  answerOffer,
  countPendingOffers,
  endPendingOffers,
  findActiveRideId,
  findBreadcrumbs,
  findDriversWithPendingOffers,
  findDueRideIds,
  findOfferedDriverIds,
  findPendingOffersForDriver,
  findRequestedRidesInBox,
  findRide,
  findRideDetails,
  insertBreadcrumb,
  insertOffers,
  lockDueRide,
  type RideDetails,
  type RideOfferRow,
  type RideParty,
  type RideRow,
  transitionRide,
  uniqueViolation,
  updateRide,
} from './rides.repository.ts';
export { afterRideEnded, createRidesService, type RidesService } from './rides.service.ts';
