import { register } from 'node:module';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

export const DEFAULT_SERVICE_NAME = 'ridebook-api';

/** Paths probed every few seconds by balancers and Prometheus: spans of them would drown the traces. */
const UNTRACED_PATHS = new Set(['/api/health/live', '/api/health/ready', '/api/metrics']);

/**
 * Starts OpenTelemetry tracing: HTTP requests in and out, PostgreSQL queries (`pg`), Redis commands (`ioredis`)
 * and the app's own spans (a dispatch round), sent in batches over OTLP/HTTP (JSON) to
 * OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces` appended, the exporter's standard reading of it, as are the other
 * OTEL_EXPORTER_OTLP_* settings).
 * The app names the HTTP span's request id of the logs (`ridebook.request_id`) and route (plugins/request-context.ts).
 */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<void> {
  // The app is ES modules: `import pg from 'pg'` is patched through this loader hook, not through `require`.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  const { useTracing } = await import('../modules/observability/index.ts');
  useTracing({ tracer: trace.getTracer(DEFAULT_SERVICE_NAME), activeSpan: () => trace.getActiveSpan() });
  // The last batch leaves when the process ends on its own (SIGTERM's drain lets the loop empty).
  process.once('beforeExit', () => void provider.shutdown());
}
