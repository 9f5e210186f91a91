import type { Attributes, Span, Tracer } from '@opentelemetry/api';

/** What the app needs of OpenTelemetry: a tracer for its own spans and the span running now. */
export type Tracing = { tracer: Tracer; activeSpan: () => Span | undefined };

/**
 * Set only by the tracing preload (`src/telemetry/register.ts`) when OTEL_EXPORTER_OTLP_ENDPOINT is set. Without
 * it `inSpan` just runs its work and `annotateActiveSpan` does nothing: no OpenTelemetry package is loaded (this
 * module imports only types) and nothing is recorded.
 */
let tracing: Tracing | undefined;

export function useTracing(next: Tracing | undefined): void {
  tracing = next;
}

/** Adds attributes to the span running now (the HTTP request's: its request id and route pattern). */
export function annotateActiveSpan(attributes: Attributes): void {
  tracing?.activeSpan()?.setAttributes(attributes);
}

/** OpenTelemetry's `SpanStatusCode.ERROR`, spelled here so this module loads no OpenTelemetry code. */
const STATUS_ERROR = 2;

/**
 * Runs `work` inside a span named `name`, a child of the span running now (the HTTP request that booked, or none
 * for a timer's sweep); the database and Redis spans of the work become its children. `annotate` adds attributes
 * learned on the way (the round's outcome). A failure is recorded on the span and rethrown.
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (annotate: (more: Attributes) => void) => Promise<T>,
): Promise<T> {
  if (tracing === undefined) return work(() => undefined);
  return tracing.tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work((more) => span.setAttributes(more));
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: STATUS_ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}
