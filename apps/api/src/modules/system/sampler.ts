import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { SystemSample } from '@ridebook/validation';
import type { MetricsSnapshot } from '../observability/index.ts';

/** The share of requests under the reported latency. */
const PERCENTILE = 0.95;

/**
 * The p95 latency in milliseconds of the requests answered between two snapshots, from the histogram's bucket
 * counts (as Prometheus' histogram_quantile does: linear within the bucket it falls in; the last finite bound when
 * it falls in `+Inf`). Null when there was no request.
 */
export function p95LatencyMs(
  before: MetricsSnapshot['latencyBuckets'],
  after: MetricsSnapshot['latencyBuckets'],
): number | null {
  const counts = after.map(({ le, count }) => ({
    le,
    count: count - (before.find((bucket) => bucket.le === le)?.count ?? 0),
  }));
  const total = counts.at(-1)?.count ?? 0;
  if (total <= 0) return null;
  const rank = total * PERCENTILE;
  let lower = { le: 0, count: 0 };
  for (const bucket of counts) {
    if (bucket.count >= rank) {
      if (bucket.le === Infinity) return lower.le * 1000;
      const share = (rank - lower.count) / (bucket.count - lower.count);
      return (lower.le + (bucket.le - lower.le) * share) * 1000;
    }
    lower = bucket;
  }
  return lower.le * 1000;
}

/** What changed between two snapshots taken `seconds` apart, as one point of the System page's charts. */
export function sampleBetween(
  before: MetricsSnapshot,
  after: MetricsSnapshot,
  seconds: number,
  at: Date,
  eventLoopLagMs: number,
): SystemSample {
  const offers = (result: string) => Math.max(0, (after.offers[result] ?? 0) - (before.offers[result] ?? 0));
  return {
    at: at.toISOString(),
    requestsPerSecond: seconds > 0 ? Math.max(0, after.requests - before.requests) / seconds : 0,
    p95LatencyMs: p95LatencyMs(before.latencyBuckets, after.latencyBuckets),
    websockets: {
      rider: after.websockets.rider ?? 0,
      driver: after.websockets.driver ?? 0,
      admin: after.websockets.admin ?? 0,
    },
    offers: { sent: offers('sent'), accepted: offers('accepted'), expired: offers('expired') },
    eventLoopLagMs,
  };
}

/**
 * Samples this process: each call returns what happened since the previous one (the first: since creation),
 * with the event loop's p99 delay over the interval.
 */
export function createSampler(options: { snapshot: () => Promise<MetricsSnapshot>; now: () => Date }) {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let previous: { snapshot: MetricsSnapshot; at: Date } = {
    snapshot: { requests: 0, latencyBuckets: [], websockets: {}, offers: {} },
    at: options.now(),
  };
  return {
    async sample(): Promise<SystemSample> {
      const snapshot = await options.snapshot();
      const at = options.now();
      // Nanoseconds; the histogram has no value before the loop has turned once.
      const lagMs = delay.count > 0 ? delay.percentile(99) / 1e6 : 0;
      delay.reset();
      const seconds = (at.getTime() - previous.at.getTime()) / 1000;
      const sample = sampleBetween(previous.snapshot, snapshot, seconds, at, lagMs);
      previous = { snapshot, at };
      return sample;
    },
    stop(): void {
      delay.disable();
    },
  };
}
