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
  advanceDispatchRound,
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
  lockDueRide,
  type OfferedRider,
  type RideDetails,
  type RideOfferRow,
  type RideParty,
  type RideRow,
  type RideWithOffers,
  type RoundOffers,
  transitionRide,
  uniqueViolation,
  updateRide,
} from './rides.repository.ts';
export {
  afterRideEnded,
  createRidesService,
  type BookedRideToDispatch,
  type DispatchBooking,
  type FirstRound,
  type RidesService,
} from './rides.service.ts';
