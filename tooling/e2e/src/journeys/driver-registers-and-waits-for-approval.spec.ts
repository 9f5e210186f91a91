import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  driverRegistersAndWaitsForApproval,
  riderOpeningTheAdminAppLandsOnTheRiderDashboard,
} from '../test/account-journeys.ts';
import { baseUrl, launchBrowser } from '../test/browser.ts';
import { oneOriginSite } from '../test/site.ts';

describe('accounts and roles in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a driver registers with a vehicle and sees the pending-approval page', () =>
    driverRegistersAndWaitsForApproval(browser, oneOriginSite(baseUrl())));

  it('a rider who opens /admin/dashboard lands on /rider/dashboard', () =>
    riderOpeningTheAdminAppLandsOnTheRiderDashboard(browser, oneOriginSite(baseUrl())));
});
