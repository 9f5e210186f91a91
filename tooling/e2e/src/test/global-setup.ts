import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';
import { E2E_WORKERS } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where the one-origin servers of this run listen, one per worker (e.g. http://127.0.0.1:41234): the journeys
     * of worker n use the n-th (test/browser.ts baseUrl()).
     */
    baseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.origin),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
