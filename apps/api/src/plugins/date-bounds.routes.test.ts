import { DATE_MESSAGES } from '@ridebook/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { TestBrowser } from '../test/browser.ts';
import { errorOf } from '../test/responses.ts';
import { buildRideTestContext, signedInAdmin, signedInDriver, signedInRider } from '../test/ride-support.ts';
import { isTestDatabaseMissing } from '../test/test-database.ts';

// Every date the API accepts lies from 2000-01-01 to 2100-12-31 (DATE_LIMITS in @ridebook/validation): a far date
// is a 400 naming the field, never a 500 from a timestamp the database cannot hold.

describe.skipIf(isTestDatabaseMissing)('dates outside 2000 to 2100', () => {
  let app: App;
  let rider: TestBrowser;
  let driver: TestBrowser;
  let admin: TestBrowser;

  beforeAll(async () => {
    const context = await buildRideTestContext();
    app = context.app;
    rider = (await signedInRider(app)).browser;
    driver = (await signedInDriver(app, context.db)).browser;
    admin = (await signedInAdmin(app, context.db)).browser;
  });
  afterAll(() => app.close());

  function routes(): [string, TestBrowser, string][] {
    return [
      ['ride history (rider)', rider, '/api/rider/rides'],
      ['ride history (driver)', driver, '/api/driver/rides'],
      ['earnings', driver, '/api/driver/earnings'],
      ['earnings per ride', driver, '/api/driver/earnings/rides'],
      ['admin rides', admin, '/api/admin/rides'],
      ['admin rides CSV', admin, '/api/admin/rides/export.csv'],
      ['analytics overview', admin, '/api/admin/analytics/overview'],
      ['analytics time series', admin, '/api/admin/analytics/timeseries'],
      ['analytics heatmap', admin, '/api/admin/analytics/heatmap'],
      ['analytics drivers', admin, '/api/admin/analytics/drivers'],
      ['audit log', admin, '/api/admin/audit-log'],
    ];
  }

  it('refuses to=9999-12-31 and from=0001-01-01 with a 400 on the field, on every route that takes dates', async () => {
    for (const [label, browser, url] of routes()) {
      const far = await browser.get(`${url}?to=9999-12-31`);
      expect(far.statusCode, label).toBe(400);
      expect(errorOf(far).errors, label).toEqual([{ path: 'to', message: DATE_MESSAGES.dateOutOfRange }]);

      const old = await browser.get(`${url}?from=0001-01-01&to=2026-01-01`);
      expect(old.statusCode, label).toBe(400);
      expect(errorOf(old).errors, label).toEqual([{ path: 'from', message: DATE_MESSAGES.dateOutOfRange }]);
    }
  });

  it('accepts the first and the last day of the range', async () => {
    for (const [label, browser, url] of routes()) {
      const first = await browser.get(`${url}?from=2000-01-01&to=2000-12-31`);
      expect(first.statusCode, `${label}: ${first.body.slice(0, 200)}`).toBe(200);
      const last = await browser.get(`${url}?from=2100-01-01&to=2100-12-31`);
      expect(last.statusCode, `${label}: ${last.body.slice(0, 200)}`).toBe(200);
    }
  });
});
