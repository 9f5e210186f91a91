let ready: Promise<void> | undefined;

/**
 * Loads and configures the api-client (axios, zod, the refresh interceptor) once, off the entry chunk: the 150 KB
 * initial budget has no room for them, and the first paint does not need them. Everything that calls the API is
 * rendered only after this resolves (the session in the navigation bar, the account pages), so no request can
 * leave before the base URL is set.
 */
export function loadApiClient(): Promise<void> {
  ready ??= import('./configure-api-client.ts').then(
    () => undefined,
    (error: unknown) => {
      ready = undefined; // a chunk that failed to load (offline, a new deploy) is tried again next time
      throw error;
    },
  );
  return ready;
}

/** A lazy module that calls the API: loads it together with the configured api-client. */
export function withApiClient<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadApiClient(), load()]).then(([, module]) => module);
}
