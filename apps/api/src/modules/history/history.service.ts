import type { DriverRideList, RideListQuery, RideRoute, RiderRideList } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { findBreadcrumbs, findRide } from '../rides/index.ts';
import { authorizeRide } from '../access/index.ts';
import type { ReportingTimeZone } from '../../shared/reporting-time-zone.ts';
import { createdWindow, listRides } from './list-rides.ts';
import { toDriverRideRow, toRiderRideRow } from './ride-list-view.ts';

export type HistoryService = ReturnType<typeof createHistoryService>;

/** Before every breadcrumb: the driven path is read whole. */
const BEFORE_ANY_BREADCRUMB = new Date(0);

/** The rider's and the driver's own ride history, and a ride's planned and driven route. */
export function createHistoryService({
  db,
  reportingTimeZone,
}: {
  db: Database;
  /** Whose days the date filters are: the rider's or the driver's (docs/decisions/023). */
  reportingTimeZone: ReportingTimeZone;
}) {
  return {
    /** Every ride the rider booked (scheduled, active and past). */
    async riderRides(rider: AuthenticatedUser, query: RideListQuery): Promise<RiderRideList> {
      const window = createdWindow(query, await reportingTimeZone({ riderId: rider.id }));
      return listRides(db, { ...query, ...window, riderId: rider.id }, query, toRiderRideRow);
    },

    /** Every ride the driver was assigned (accepted, whatever became of it); offers they declined are not. */
    async driverRides(driver: AuthenticatedUser, query: RideListQuery): Promise<DriverRideList> {
      const window = createdWindow(query, await reportingTimeZone({ driverId: driver.id }));
      return listRides(db, { ...query, ...window, driverId: driver.id }, query, toDriverRideRow);
    },

    async route(user: AuthenticatedUser, rideId: string): Promise<RideRoute> {
      const { ride } = authorizeRide(user, await findRide(db, rideId), 'route.read');
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
