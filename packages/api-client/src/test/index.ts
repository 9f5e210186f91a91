// Entry '@ridebook/api-client/testing': test doubles and data for the apps' tests (never in an app bundle).
export { FakeWebSocket, installFakeWebSocket, latestSocket } from './fake-web-socket.ts';
export {
  failure,
  fakeApiForEachTest,
  fakeApiServer,
  installFakeApi,
  ok,
  okPage,
  okText,
  type FakeApi,
  type FakeReply,
  type FakeRequest,
  type Responder,
} from './fake-api.ts';
export {
  aCancelledRide,
  aCompletedRide,
  aDriverUser,
  anAcceptedRide,
  aNoDriverRide,
  aQuote,
  aRequestedRide,
  aRideEvent,
  aRiderUser,
  aScheduledRide,
  coitTower,
  DESTINATION,
  ferryBuilding,
  PICKUP,
  QUOTE_ID,
  RIDE_DRIVER,
  RIDE_ID,
  RIDE_RIDER,
  rideAt,
  rideListRowOf,
  sanFrancisco,
  type TripStatus,
} from './ride-fixtures.ts';
export {
  anAvailability,
  anOffer,
  anOnlineAvailability,
  anOpenRequest,
  secondsFromNow,
} from './driver-fixtures.ts';
export { anSosResult, type SosResultOptions } from './safety-fixtures.ts';
export { aCity } from './city-fixtures.ts';
