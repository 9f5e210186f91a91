import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { restoreDemoRiderPassword, visitorResetsAForgottenPassword } from '../test/account-journeys.ts';
import { baseUrl, launchBrowser } from '../test/browser.ts';
import { oneOriginSite } from '../test/site.ts';

describe('a visitor resets a forgotten password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    // Other journeys share this server and sign in as the demo rider: give the account its password back.
    await restoreDemoRiderPassword(oneOriginSite(baseUrl()));
  });

  it('asks for a link, follows it from the outbox, sets a new password and signs in with it', () =>
    visitorResetsAForgottenPassword(browser, oneOriginSite(baseUrl())));
});
