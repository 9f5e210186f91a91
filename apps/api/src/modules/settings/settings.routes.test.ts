import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPATCH_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  fareQuoteResponseSchema,
} from '@ridebook/validation';
import { errorOf } from '../../test/responses.ts';
import {
  PLACES,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

describe.skipIf(isTestDatabaseMissing)('admin settings', () => {
  const context = rideTestContextPerTest();

  it('starts from the defaults (drivers keep 80%) and lets an admin change the per-km price for new quotes', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    expect((await admin.browser.get('/api/admin/settings/pricing')).json()).toEqual({
      data: DEFAULT_PRICING_SETTINGS,
    });
    expect(DEFAULT_PRICING_SETTINGS.commissionPercent).toBe(20);
    const trip = { pickup: PLACES.ferryBuilding, destination: PLACES.cityHall };
    const before = fareQuoteResponseSchema.parse(
      (await rider.browser.post('/api/rides/quote', trip)).json(),
    ).data;

    const saved = await admin.browser.put('/api/admin/settings/pricing', {
      ...DEFAULT_PRICING_SETTINGS,
      perKm: 220,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { ...DEFAULT_PRICING_SETTINGS, perKm: 220 } });
    const after = fareQuoteResponseSchema.parse(
      (await rider.browser.post('/api/rides/quote', trip)).json(),
    ).data;
    expect(after.fare.breakdown.distance).toBe(before.fare.breakdown.distance * 2);
  });

  it('validates settings field by field', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const pricing = await admin.browser.put('/api/admin/settings/pricing', {
      ...DEFAULT_PRICING_SETTINGS,
      perKm: -1,
      commissionPercent: 120,
    });
    expect(pricing.statusCode).toBe(400);
    expect(errorOf(pricing).errors).toEqual([
      { path: 'perKm', message: 'Must not be negative' },
      { path: 'commissionPercent', message: 'Must be at most 100' },
    ]);
    const dispatch = await admin.browser.put('/api/admin/settings/dispatch', {
      ...DEFAULT_DISPATCH_SETTINGS,
      radiusStepsMeters: [3_000, 1_000],
    });
    expect(errorOf(dispatch).errors).toEqual([
      { path: 'radiusStepsMeters', message: 'Search radii must grow step by step' },
    ]);
    expect((await admin.browser.get('/api/admin/settings/dispatch')).json()).toEqual({
      data: DEFAULT_DISPATCH_SETTINGS,
    });
  });

  it('is for admins only', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, null);
    for (const browser of [rider.browser, driver.browser]) {
      expect((await browser.get('/api/admin/settings/pricing')).statusCode).toBe(403);
      expect((await browser.put('/api/admin/settings/dispatch', DEFAULT_DISPATCH_SETTINGS)).statusCode).toBe(
        403,
      );
    }
  });
});
