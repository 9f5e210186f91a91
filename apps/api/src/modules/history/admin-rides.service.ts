import {
  RIDE_HISTORY_LIMITS,
  type AdminRideList,
  type AdminRideListQuery,
  type Ride,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { RidesService } from '../rides/index.ts';
import { listRides } from './list-rides.ts';
import { findRideListRows, findRideListTotals, type RideListCriteria } from './ride-list.repository.ts';
import { toAdminRideRow, toRideListTotals } from './ride-list-view.ts';
import { ridesCsv } from './rides-csv.ts';

export type AdminRidesService = ReturnType<typeof createAdminRidesService>;

/** The admin's filters: the shared ones, one rider's or driver's rides, and search over names and e-mails. */
function criteriaOf(query: AdminRideListQuery): RideListCriteria {
  return { ...query, searchesPeople: true };
}

/** "All Rides": every ride, its CSV export, and cancelling a stuck ride (audited). */
export function createAdminRidesService({
  db,
  clock,
  rides,
}: {
  db: Database;
  clock: Clock;
  rides: RidesService;
}) {
  return {
    list(query: AdminRideListQuery): Promise<AdminRideList> {
      return listRides(db, criteriaOf(query), query, toAdminRideRow);
    },

    /** Every matching ride in the list's order, up to RIDE_HISTORY_LIMITS.exportMaxRows, as CSV. */
    async exportCsv(query: AdminRideListQuery) {
      const criteria = criteriaOf(query);
      const [rows, totals] = await Promise.all([
        findRideListRows(db, criteria, query, { limit: RIDE_HISTORY_LIMITS.exportMaxRows, offset: 0 }),
        findRideListTotals(db, criteria),
      ]);
      const day = clock.now().toISOString().slice(0, 10);
      return {
        filename: `ridebook-rides-${day}.csv`,
        csv: ridesCsv(rows.map(toAdminRideRow)),
        /** Matching rides, which may be more than the export holds. */
        total: toRideListTotals(totals).rides,
      };
    },

    /** Any unfinished ride (the lifecycle's rule for admins); the audit row commits with the cancellation. */
    cancel(admin: AuthenticatedUser, rideId: string, reason: string): Promise<Ride> {
      return rides.cancel(admin, rideId, reason, (tx, cancelled) =>
        recordAudit(tx, {
          actorId: admin.id,
          action: 'ride.cancel',
          targetType: 'ride',
          targetId: cancelled.id,
          reason,
          details: { riderId: cancelled.riderId, driverId: cancelled.driverId },
          at: cancelled.cancelledAt ?? clock.now(),
        }),
      );
    },
  };
}
