import { describe, expect, it } from 'vitest';
import { currentUserResponseSchema } from '@ridebook/validation';
import { updateDriverProfile } from './users.repository.ts';
import { rideTestContextPerTest, signedInAdmin, signedInDriver } from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

// GET /api/user/me tells a driver why they were rejected (their profile page shows it); an approval's note is not theirs.
describe.skipIf(isTestDatabaseMissing)('a driver reads their standing', () => {
  const context = rideTestContextPerTest();

  async function standingOf(browser: Awaited<ReturnType<typeof signedInDriver>>['browser']) {
    const me = await browser.get('/api/user/me');
    expect(me.statusCode, me.body).toBe(200);
    return currentUserResponseSchema.parse(me.json()).data.driver;
  }

  it('with the reason of a rejection, and without a note once approved', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const driver = await signedInDriver(context.app, context.db, null);
    await updateDriverProfile(context.db, driver.account.id, { approvalStatus: 'pending' }, new Date());
    expect(await standingOf(driver.browser)).not.toHaveProperty('approvalReason');

    const reason = 'Photo of the licence is blurred';
    const rejected = await admin.browser.post(`/api/admin/drivers/${driver.account.id}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await standingOf(driver.browser)).toMatchObject({
      approvalStatus: 'rejected',
      approvalReason: reason,
    });

    const approved = await admin.browser.post(`/api/admin/drivers/${driver.account.id}/approve`, {
      reason: 'Clear photo received',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const standing = await standingOf(driver.browser);
    expect(standing?.approvalStatus).toBe('approved');
    expect(standing).not.toHaveProperty('approvalReason');
  });
});
