import type { DriverRideList, RideListQuery, RideRoute, RiderRideList } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { rideNotFound, findBreadcrumbs, findRide, type RideRow } from '../rides/index.ts';
import { listRides } from './list-rides.ts';
import { toDriverRideRow, toRiderRideRow } from './ride-list-view.ts';

export type HistoryService = ReturnType<typeof createHistoryService>;

/** Its rider, its driver and admins may read a ride; to anyone else it does not exist (no probing of ids). */
function canRead(user: AuthenticatedUser, ride: Pick<RideRow, 'riderId' | 'driverId'>): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'rider') return ride.riderId === user.id;
  return user.role === 'driver' && ride.driverId === user.id;
}

/** Before every breadcrumb: the driven path is read whole. */
const BEFORE_ANY_BREADCRUMB = new Date(0);

/** The rider's and the driver's own ride history, and a ride's planned and driven route. */
export function createHistoryService({ db }: { db: Database }) {
  return {
    /** Every ride the rider booked (scheduled, active and past). */
    riderRides(rider: AuthenticatedUser, query: RideListQuery): Promise<RiderRideList> {
      return listRides(db, { ...query, riderId: rider.id }, query, toRiderRideRow);
    },

    /** Every ride the driver was assigned (accepted, whatever became of it); offers they declined are not. */
    driverRides(driver: AuthenticatedUser, query: RideListQuery): Promise<DriverRideList> {
      return listRides(db, { ...query, driverId: driver.id }, query, toDriverRideRow);
    },

    async route(user: AuthenticatedUser, rideId: string): Promise<RideRoute> {
      const ride = await findRide(db, rideId);
      if (!ride || !canRead(user, ride)) throw rideNotFound();
      const crumbs = await findBreadcrumbs(db, rideId, BEFORE_ANY_BREADCRUMB);
      return {
        rideId: ride.id,
        planned: ride.route,
        driven: crumbs.map((crumb): [number, number] => [crumb.lat, crumb.lng]),
        distanceMeters: ride.distanceMeters,
        drivenDistanceMeters: ride.drivenDistanceMeters,
      };
    },
  };
}
