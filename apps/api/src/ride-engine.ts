import type { FastifyBaseLogger } from 'fastify';
import type { ServiceArea } from '@ridebook/validation';
import type { Env } from './config/env.ts';
import type { Database } from './db/database.ts';
import type { Clock } from './shared/clock.ts';
import { createReportingTimeZone } from './shared/reporting-time-zone.ts';
import { createDispatchService } from './modules/dispatch/index.ts';
import { createDriversService } from './modules/drivers/index.ts';
import type { LiveAdapters } from './modules/live/index.ts';
import { createPaymentProvider, createRidePayments } from './modules/payments/index.ts';
import { createPlacesProvider } from './modules/places/index.ts';
import { createNotifier, createOpsBroadcaster } from './modules/realtime/index.ts';
import { createRouteProvider } from './modules/routing/index.ts';
import { createSettingsService } from './modules/settings/index.ts';
import { createCityDirectory, createCityTimeZoneOf } from './modules/cities/index.ts';
import { type DispatchBooking, type RideContext, createRidesService } from './modules/rides/index.ts';
import type { Metrics } from './modules/observability/index.ts';
import type { SettlementQueue } from './modules/settlement/index.ts';

export type RideEngine = ReturnType<typeof createRideEngine>;

/**
 * The ride engine's parts, wired once: settings, places and routes adapters, rides, dispatch, drivers, the
 * notifier on the event bus, and the periodic dispatch sweep (started by `start`, stopped by `stop`).
 */
export function createRideEngine(options: {
  env: Env;
  db: Database;
  clock: Clock;
  live: LiveAdapters;
  queue: SettlementQueue;
  log: FastifyBaseLogger;
  metrics: Metrics;
}) {
  const { env, db, clock, live, queue, log, metrics } = options;
  const cities = createCityDirectory({ db, clock });
  const settings = createSettingsService({ db, clock, cities });
  const notifier = createNotifier(live.bus);
  const payments = createRidePayments({
    db,
    clock,
    provider: createPaymentProvider(env, { db, clock }),
    queue,
    log,
  });
  const context: RideContext = {
    db,
    clock,
    locators: live.locators,
    notifier,
    routes: createRouteProvider({
      provider: env.ROUTING_PROVIDER,
      url: env.ROUTING_URL,
      detourFactor: env.ROUTE_DETOUR_FACTOR,
      citySpeedKmh: env.CITY_SPEED_KMH,
    }),
    settings,
    payments,
    log,
    dispatchMetrics: metrics.dispatch,
    cities,
    eta: { detourFactor: env.ROUTE_DETOUR_FACTOR, citySpeedKmh: env.CITY_SPEED_KMH },
    reportingTimeZone: createReportingTimeZone({
      defaultTimeZone: env.DEFAULT_TIME_ZONE,
      cityTimeZoneOf: createCityTimeZoneOf({ db, cities }),
    }),
  };
  const places = createPlacesProvider({ provider: env.PLACES_PROVIDER, url: env.PLACES_URL });
  let bookWithFirstRound: DispatchBooking = (_ride, write) => write(null);
  const rides = createRidesService(context, (ride, write) => bookWithFirstRound(ride, write));
  const dispatch = createDispatchService(context, rides);
  bookWithFirstRound = dispatch.bookWithFirstRound;
  const drivers = createDriversService(context, rides, dispatch);
  const ops = createOpsBroadcaster({ locators: live.locators, cities: () => cities.all() });

  let sweep: NodeJS.Timeout | undefined;
  let isSweeping = false;

  return {
    context,
    settings,
    payments,
    places,
    rides,
    dispatch,
    drivers,
    ops,
    cities,
    /** The default city's map view (GET /api/places/city, for apps that show one city). */
    async serviceArea(): Promise<ServiceArea> {
      const city = await cities.defaultCity();
      return { name: city.name, center: city.center, bounds: city.bounds, currency: city.currency };
    },
    /** Starts the dispatch sweep (every DISPATCH_INTERVAL_MS; never two sweeps at once in one process). */
    start(): void {
      if (env.DISPATCH_INTERVAL_MS === 0 || sweep !== undefined) return;
      sweep = setInterval(() => {
        if (isSweeping) return;
        isSweeping = true;
        metrics
          .job('dispatch-sweep', () => dispatch.runDueWork())
          .catch((error: unknown) => log.error({ err: error }, 'dispatch sweep failed'))
          .finally(() => {
            isSweeping = false;
          });
      }, env.DISPATCH_INTERVAL_MS);
      sweep.unref();
    },
    stop(): void {
      if (sweep !== undefined) clearInterval(sweep);
      sweep = undefined;
      ops.close();
    },
  };
}
