import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What a database handle reports about its connection pool (PostgreSQL only; PGlite has none). */
export type PoolStats = { total: number; idle: number; waiting: number };

/** How a dispatch round ended (docs/decisions/006-ride-engine.md). */
export type DispatchRoundOutcome = 'offered' | 'no-candidates' | 'no-driver' | 'started' | 'rider-busy';
export type OfferResult = 'sent' | 'accepted' | 'declined' | 'expired';

/** Seconds buckets for HTTP latency: most answers take milliseconds, a slow query shows up past 1 s. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from request to accept: drivers answer within an offer's countdown, a ride may wait minutes. */
const MATCH_BUCKETS = [1, 2, 5, 10, 20, 30, 60, 120, 300, 600];

export type Metrics = ReturnType<typeof createMetrics>;

/** Running totals of this process, read by the System page's sampler (modules/system). */
export type MetricsSnapshot = {
  requests: number;
  /** Cumulative request counts by upper bound in seconds (Prometheus buckets), the last one `+Inf`. */
  latencyBuckets: Array<{ le: number; count: number }>;
  websockets: Record<string, number>;
  offers: Record<string, number>;
};

/** Sums a metric's values by one label, or in total (`undefined`). */
async function sumBy(
  metric: {
    get(): Promise<{
      values: Array<{ value: number; labels: Record<string, unknown>; metricName?: string }>;
    }>;
  },
  label: string | undefined,
  keep: (value: { metricName?: string; labels: Record<string, unknown> }) => boolean = () => true,
): Promise<Record<string, number>> {
  const sums: Record<string, number> = {};
  for (const value of (await metric.get()).values) {
    if (!keep(value)) continue;
    const key = label === undefined ? 'total' : String(value.labels[label]);
    sums[key] = (sums[key] ?? 0) + value.value;
  }
  return sums;
}

/**
 * The API's Prometheus metrics (prom-client), in a registry of their own per app so two apps in one process (tests)
 * never mix their counts. HTTP by route pattern (never the raw URL, whose ids would grow the series without bound),
 * WebSockets by role, dispatch, background jobs, the database pool and the process (event-loop lag, memory, CPU).
 */
export function createMetrics(options: { poolStats?: () => PoolStats; defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'ridebook_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'ridebook_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const websockets = new Gauge({
    name: 'ridebook_websocket_connections',
    help: 'Open, authenticated WebSocket connections in this process, by role',
    labelNames: ['role'] as const,
    registers: [registry],
  });
  const dispatchRounds = new Counter({
    name: 'ridebook_dispatch_rounds_total',
    help: 'Dispatch rounds run by this process, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const dispatchOffers = new Counter({
    name: 'ridebook_dispatch_offers_total',
    help: 'Ride offers to drivers, by result (sent, accepted, declined, expired)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const timeToMatch = new Histogram({
    name: 'ridebook_dispatch_time_to_match_seconds',
    help: 'Seconds from a ride being requested to a driver accepting it',
    buckets: MATCH_BUCKETS,
    registers: [registry],
  });
  const noDriverFound = new Counter({
    name: 'ridebook_dispatch_no_driver_found_total',
    help: 'Rides cancelled because no driver accepted after the last offer batch',
    registers: [registry],
  });
  const ridesMatched = new Counter({
    name: 'ridebook_dispatch_rides_matched_total',
    help: 'Rides a driver accepted (with no_driver_found_total: the share of rides that found nobody)',
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'ridebook_job_runs_total',
    help: 'Background job runs, by job and result (ok, failed)',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'ridebook_job_duration_seconds',
    help: 'Time a background job run took, by job',
    labelNames: ['job'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const poolStats = options.poolStats;
  if (poolStats !== undefined) {
    new Gauge({
      name: 'ridebook_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle) and requests waiting for one (waiting)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  return {
    registry,
    async snapshot(): Promise<MetricsSnapshot> {
      const buckets = await sumBy(
        httpDuration,
        'le',
        (value) => value.metricName?.endsWith('_bucket') === true,
      );
      return {
        requests: (await sumBy(httpRequests, undefined)).total ?? 0,
        latencyBuckets: Object.entries(buckets)
          .map(([le, count]) => ({ le: le === '+Inf' ? Infinity : Number(le), count }))
          .sort((a, b) => a.le - b.le),
        websockets: await sumBy(websockets, 'role'),
        offers: await sumBy(dispatchOffers, 'result'),
      };
    },
    /** One answered HTTP request; `route` is the matched pattern (`/api/rides/:id`) or `unmatched`. */
    httpRequest(labels: { method: string; route: string; status: number }, seconds: number): void {
      const values = { method: labels.method, route: labels.route, status: String(labels.status) };
      httpRequests.inc(values);
      httpDuration.observe(values, seconds);
    },
    /** A socket of this role opened; the returned function counts it closed (once). */
    websocketOpened(role: string): () => void {
      websockets.inc({ role });
      let isOpen = true;
      return () => {
        if (!isOpen) return;
        isOpen = false;
        websockets.dec({ role });
      };
    },
    dispatch: {
      round(outcome: DispatchRoundOutcome): void {
        dispatchRounds.inc({ outcome });
      },
      offers(result: OfferResult, count = 1): void {
        if (count > 0) dispatchOffers.inc({ result }, count);
      },
      matched(secondsSinceRequest: number): void {
        ridesMatched.inc();
        timeToMatch.observe(Math.max(0, secondsSinceRequest));
      },
      noDriverFound(): void {
        noDriverFound.inc();
      },
    },
    /** Runs a background job, counting it and timing it; a failure is counted and rethrown. */
    async job<T>(name: string, run: () => Promise<T>): Promise<T> {
      const end = jobDuration.startTimer({ job: name });
      try {
        const result = await run();
        jobRuns.inc({ job: name, result: 'ok' });
        return result;
      } catch (error) {
        jobRuns.inc({ job: name, result: 'failed' });
        throw error;
      } finally {
        end();
      }
    },
  };
}

export type DispatchMetrics = Metrics['dispatch'];
