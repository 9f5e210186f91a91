import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { riderRegistersSignsInAndOut } from '../test/account-journeys.ts';
import { baseUrl, launchBrowser } from '../test/browser.ts';
import { oneOriginSite } from '../test/site.ts';

describe('a rider registers, signs in and signs out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers through /register, signs in through /login, opens the profile and signs out from the navbar', () =>
    riderRegistersSignsInAndOut(browser, oneOriginSite(baseUrl())));
});
