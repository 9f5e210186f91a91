// The observability feature's public surface: the metrics registry and what other features record in it, and the
// custom trace spans (a no-op unless tracing is on).
export { createMetrics, type DispatchMetrics, type Metrics, type MetricsSnapshot } from './metrics.ts';
export { annotateActiveSpan, inSpan, useTracing } from './spans.ts';
