import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startRideServer, type RideServer } from './ride-server.ts';

/** What a journey opens and must close: a browser context (`close`) or an API session (`dispose`). */
type Closable = { close(): Promise<void> } | { dispose(): Promise<void> };

export type RideJourney = {
  /** The journey's own server (test/ride-server.ts): nobody but the journey's people takes its rides. */
  readonly server: RideServer;
  readonly browser: Browser;
  /** Closes `resource` after the journey's tests, before the browser and the server; returns it. */
  keep<T extends Closable>(resource: T): T;
};

/**
 * A ride journey's server and browser, started before its tests (a server of its own takes a while on a busy
 * machine, hence the long hook) and stopped after them with everything the journey kept open. Call it at the top
 * of the journey's `describe`; read `server` and `browser` in hooks and tests, not before.
 */
export function rideJourney(options: Parameters<typeof startRideServer>[0] = {}): RideJourney {
  let server: RideServer | undefined;
  let browser: Browser | undefined;
  const kept: Closable[] = [];
  // Extra drivers start the server twice (test/ride-server.ts).
  const startTimeoutMs = (options.extraDrivers ?? 0) > 0 ? 240_000 : 180_000;
  beforeAll(async () => {
    server = await startRideServer(options);
    browser = await launchBrowser();
  }, startTimeoutMs);
  afterAll(async () => {
    for (const resource of kept.reverse())
      await ('dispose' in resource ? resource.dispose() : resource.close());
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The journey's ${what} is read before its beforeAll has run`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    keep(resource) {
      kept.push(resource);
      return resource;
    },
  };
}
