import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  SHORT_TOKEN_TTL_SECONDS,
  signedInRiderKeepsWorkingAcrossTokenExpiries,
} from '../test/account-journeys.ts';
import { launchBrowser } from '../test/browser.ts';
import { seededDataDir } from '../test/seeded-data.ts';
import { startServer, type RunningServer } from '../test/server.ts';
import { oneOriginSite } from '../test/site.ts';

describe('a signed-in rider whose access token expires mid-session', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // Access tokens live seconds on this server, so every request after a short wait meets an expired one.
    server = await startServer(
      { ACCESS_TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) },
      { seeded: seededDataDir() },
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps working: one renewal per expiry serves every request in flight, and the user notices nothing', () =>
    signedInRiderKeepsWorkingAcrossTokenExpiries(browser, oneOriginSite(server.origin)));
});
