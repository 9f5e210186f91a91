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
import { reportScope, type CityDirectory } from '../cities/index.ts';
import type { RidesService } from '../rides/index.ts';
import type { ReportingTimeZone } from '../../shared/reporting-time-zone.ts';
import { localDate } from '../../shared/local-time.ts';
import { createdWindow, listRides } from './list-rides.ts';
import { findRideListRows, findRideListTotals, type RideListCriteria } from './ride-list.repository.ts';
import { toAdminRideRow, toRideListTotals } from './ride-list-view.ts';
import { ridesCsv } from './rides-csv.ts';

export type AdminRidesService = ReturnType<typeof createAdminRidesService>;

/**
 * The admin's filters: the shared ones (dates as local days of `timeZone`), one rider's or driver's rides, and
 * search over names and e-mails.
 */
function criteriaOf(query: AdminRideListQuery, timeZone: string): RideListCriteria {
  return { ...query, ...createdWindow(query, timeZone), searchesPeople: true };
}

/** "All Rides": every ride, its CSV export, and cancelling a stuck ride (audited). */
export function createAdminRidesService({
  db,
  clock,
  rides,
  cities,
  reportingTimeZone,
}: {
  db: Database;
  clock: Clock;
  rides: RidesService;
  cities: Pick<CityDirectory, 'find'>;
  /** The zone of the filters' days and the export's times: the admin's `timeZone`, else the city's, else the operator's. */
  reportingTimeZone: ReportingTimeZone;
}) {
  const timeZoneOf = async (query: AdminRideListQuery) =>
    (await reportScope({ cities, reportingTimeZone }, query)).timeZone;

  return {
    async list(query: AdminRideListQuery): Promise<AdminRideList> {
      return listRides(db, criteriaOf(query, await timeZoneOf(query)), query, toAdminRideRow);
    },

    /**
     * Every matching ride in the list's order, up to RIDE_HISTORY_LIMITS.exportMaxRows, as CSV with its times in
     * local time of the report's zone (stated in a column and in the answer); the file is named after today there.
     */
    async exportCsv(query: AdminRideListQuery) {
      const timeZone = await timeZoneOf(query);
      const criteria = criteriaOf(query, timeZone);
      const [rows, totals] = await Promise.all([
        findRideListRows(db, criteria, query, { limit: RIDE_HISTORY_LIMITS.exportMaxRows, offset: 0 }),
        findRideListTotals(db, criteria),
      ]);
      return {
        filename: `ridebook-rides-${localDate(clock.now(), timeZone)}.csv`,
        timeZone,
        csv: ridesCsv(rows.map(toAdminRideRow), timeZone),
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
