import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { RideEngine } from '../../ride-engine.ts';
import { createAccountLockout } from './account-lockout.ts';
import { createAdminUsersService } from './admin-users.service.ts';
import { createDriverApprovalService } from './driver-approval.service.ts';

/** The admin's user services, wired to the ride engine (cancelling rides, driver availability, the notifier). */
export function createAdminUsersServices({
  db,
  clock,
  engine,
}: {
  db: Database;
  clock: Clock;
  engine: Pick<RideEngine, 'rides' | 'drivers' | 'context'>;
}) {
  const { notifier } = engine.context;
  const lockout = createAccountLockout({ db, rides: engine.rides, drivers: engine.drivers, notifier });
  return {
    adminUsersService: createAdminUsersService({
      db,
      clock,
      lockout,
      reportingTimeZone: engine.context.reportingTimeZone,
    }),
    driverApprovalService: createDriverApprovalService({
      db,
      clock,
      drivers: engine.drivers,
      notifier,
      lockout,
    }),
  };
}
