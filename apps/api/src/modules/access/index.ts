// The access feature's public surface: who may read or act on a ride (decision 017).
export {
  authorizeRide,
  authorizeSharedRide,
  rideEndedAt,
  type AllowedRelation,
  type RideAccessAction,
} from './ride-access.ts';
