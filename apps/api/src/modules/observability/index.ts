// The observability feature's public surface: the metrics registry and what other features record in it.
export { createMetrics, type DispatchMetrics, type Metrics } from './metrics.ts';
