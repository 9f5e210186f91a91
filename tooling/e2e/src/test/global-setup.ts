import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import './seeded-data.ts';
import { newDataDir, startServer } from './server.ts';
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

/**
 * Migrates and seeds one data folder (one first start of a server, stopped again), then starts one server per
 * worker on a copy of it. Journeys with servers of their own copy it too: a copy and a start take a third of a
 * first start's time, most of which is the migrations and the demo seed.
 */
export default async function setup(project: TestProject) {
  const seeded = newDataDir('ridebook-e2e-seeded-');
  const removeSeeded = () => rmSync(seeded, { recursive: true, force: true });
  try {
    await (await startServer({ DATA_DIR: seeded, SIMULATED_DRIVERS: '0' })).stop();
  } catch (error) {
    removeSeeded();
    throw error;
  }
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, () => startServer({}, { seeded })),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    await Promise.all(servers.map((server) => server.stop()));
    removeSeeded();
    throw failure.reason;
  }
  project.provide('seededDataDir', seeded);
  project.provide(
    'baseUrls',
    servers.map((server) => server.origin),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    removeSeeded();
  };
}
