import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { DriverLocator } from '../live/index.ts';
import type { RidePayments } from '../payments/index.ts';
import type { Notifier } from '../realtime/index.ts';
import type { RouteProvider } from '../routing/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { DispatchMetrics } from '../observability/index.ts';
import type { ReportingTimeZone } from '../../shared/reporting-time-zone.ts';

/** What the ride engine's services share: the database, time, live positions, messages, routes and settings. */
export type RideContext = {
  db: Database;
  clock: Clock;
  locator: DriverLocator;
  notifier: Notifier;
  routes: RouteProvider;
  settings: SettingsService;
  /** Card holds and captures, wallet checks (docs/decisions/008). */
  payments: RidePayments;
  log: FastifyBaseLogger;
  /** Dispatch's Prometheus counters (rounds, offers, time to match, no driver found). */
  dispatchMetrics: DispatchMetrics;
  /** The served area: rides start and end inside it. */
  serviceArea: { south: number; west: number; north: number; east: number };
  /** For ETAs from live positions: the built-in router's rule (ROUTE_DETOUR_FACTOR, CITY_SPEED_KMH). */
  eta: { detourFactor: number; citySpeedKmh: number };
  /** The time zone a report's days are cut in (a driver's, a rider's, the platform's): docs/decisions/023. */
  reportingTimeZone: ReportingTimeZone;
};
