import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A data folder that a server of this run has migrated and seeded (demo accounts, both cities, no simulated
     * drivers), then stopped: journeys start their own servers on a copy of it (test/server.ts newDataDir).
     */
    seededDataDir: string;
  }
}

/** The run's migrated and seeded data folder (global-setup.ts), to start a journey's server on a copy of. */
export function seededDataDir(): string {
  return inject('seededDataDir');
}
