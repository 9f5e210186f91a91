// The tracing preload: `node --import ./apps/api/src/telemetry/register.ts apps/api/src/server.ts` (the API's
// `start` and `dev` scripts do it). With OTEL_EXPORTER_OTLP_ENDPOINT unset it does nothing and loads no
// OpenTelemetry package. Set, it starts tracing before the app's modules load: OpenTelemetry patches `node:http`,
// `pg` and `ioredis` as they are loaded, so it must run first (docs/decisions/022-operating-ridebook.md).
if ((process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '') !== '') {
  const { startTracing } = await import('./tracing.ts');
  await startTracing(process.env);
}
