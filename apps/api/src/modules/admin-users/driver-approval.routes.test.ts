import { DEMO_CITY } from '../places/index.ts';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_USER_MESSAGES,
  DRIVER_APPROVAL_ACTIONS,
  DRIVER_APPROVAL_STATUSES,
  DRIVER_APPROVAL_TRANSITIONS,
  ERROR_CODES,
  MESSAGES,
  adminUserResponseSchema,
  auditLogResponseSchema,
  type DriverApprovalAction,
  type DriverApprovalStatus,
} from '@ridebook/validation';
import type { BusMessage } from '../live/index.ts';
import { CHANNELS } from '../realtime/index.ts';
import { updateDriverProfile } from '../users/index.ts';
import { createBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import {
  book,
  rideOf,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

/** The 409 message for each action refused from each status, as an admin reads it. */
const REFUSALS: Partial<Record<`${DriverApprovalAction}:${DriverApprovalStatus}`, string>> = {
  'approve:approved': ADMIN_USER_MESSAGES.alreadyApproved,
  'approve:suspended': ADMIN_USER_MESSAGES.suspendedMustBeReinstated,
  'reject:approved': ADMIN_USER_MESSAGES.onlyPendingCanBeRejected,
  'reject:rejected': ADMIN_USER_MESSAGES.alreadyRejected,
  'reject:suspended': ADMIN_USER_MESSAGES.onlyPendingCanBeRejected,
  'suspend:pending': ADMIN_USER_MESSAGES.onlyApprovedCanBeSuspended,
  'suspend:rejected': ADMIN_USER_MESSAGES.onlyApprovedCanBeSuspended,
  'suspend:suspended': ADMIN_USER_MESSAGES.alreadySuspended,
  'reinstate:pending': ADMIN_USER_MESSAGES.onlySuspendedCanBeReinstated,
  'reinstate:approved': ADMIN_USER_MESSAGES.alreadyApproved,
  'reinstate:rejected': ADMIN_USER_MESSAGES.onlySuspendedCanBeReinstated,
};

describe.skipIf(isTestDatabaseMissing)('driver approval', () => {
  const context = rideTestContextPerTest();

  it('moves a driver only along the approval table; every other move is a 409 saying why', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const driver = await signedInDriver(context.app, context.db, null);
    let allowed = 0;
    for (const from of DRIVER_APPROVAL_STATUSES) {
      for (const action of DRIVER_APPROVAL_ACTIONS) {
        await updateDriverProfile(context.db, driver.account.id, { approvalStatus: from }, new Date());
        const transition = DRIVER_APPROVAL_TRANSITIONS[action];
        const isAllowed = (transition.from as readonly DriverApprovalStatus[]).includes(from);
        const response = await admin.browser.post(`/api/admin/drivers/${driver.account.id}/${action}`, {
          reason: `Checked ${action} from ${from}`,
        });
        const label = `${action} from ${from}`;
        if (isAllowed) {
          allowed += 1;
          expect(response.statusCode, label).toBe(200);
          expect(adminUserResponseSchema.parse(response.json()).data.driver, label).toMatchObject({
            approvalStatus: transition.to,
          });
          expect(REFUSALS[`${action}:${from}`], label).toBeUndefined();
        } else {
          expect(response.statusCode, label).toBe(409);
          expect(errorOf(response), label).toEqual({
            code: ERROR_CODES.DRIVER_APPROVAL_CONFLICT,
            message: REFUSALS[`${action}:${from}`],
          });
        }
      }
    }
    expect(allowed).toBe(5);
    const audit = auditLogResponseSchema.parse(
      (await admin.browser.get(`/api/admin/audit-log?targetType=driver&pageSize=100`)).json(),
    );
    expect(audit.data.map((entry) => [entry.action, entry.details.from, entry.details.to]).reverse()).toEqual(
      [
        ['driver.approve', 'pending', 'approved'],
        ['driver.reject', 'pending', 'rejected'],
        ['driver.suspend', 'approved', 'suspended'],
        ['driver.approve', 'rejected', 'approved'],
        ['driver.reinstate', 'suspended', 'approved'],
      ],
    );
  });

  it('keeps the reason of a rejection on the profile, clears it on approval, and tells the driver’s app', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const driver = await signedInDriver(context.app, context.db, null);
    await updateDriverProfile(context.db, driver.account.id, { approvalStatus: 'pending' }, new Date());
    const heard: BusMessage[] = [];
    await context.app.live.bus.subscribe(CHANNELS.user(driver.account.id), (message) => heard.push(message));

    const rejected = await admin.browser.post(`/api/admin/drivers/${driver.account.id}/reject`, {
      reason: 'Photo of the licence is blurred',
    });
    expect(adminUserResponseSchema.parse(rejected.json()).data.driver).toMatchObject({
      approvalStatus: 'rejected',
      approvalReason: 'Photo of the licence is blurred',
    });
    const approved = await admin.browser.post(`/api/admin/drivers/${driver.account.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(adminUserResponseSchema.parse(approved.json()).data.driver).toMatchObject({
      approvalStatus: 'approved',
      approvalReason: null,
    });
    await Promise.resolve();
    const availability = heard
      .filter((message) => message.type === 'driver.availability')
      .map((message) => (message.availability as { canGoOnline: boolean }).canGoOnline);
    expect(availability).toEqual([false, true]);
    // The driver, still signed in, can go online now.
    expect((await driver.browser.get('/api/driver/availability')).json()).toMatchObject({
      data: { canGoOnline: true },
    });

    const audit = auditLogResponseSchema.parse(
      (await admin.browser.get(`/api/admin/audit-log?targetId=${driver.account.id}`)).json(),
    );
    expect(audit.data.map((entry) => [entry.action, entry.reason, entry.targetName])).toEqual([
      ['driver.approve', null, driver.account.name],
      ['driver.reject', 'Photo of the licence is blurred', driver.account.name],
    ]);
  });

  it('suspends like a block: sessions end, the ride is cancelled, the driver goes offline; reinstating lets them back', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const ride = rideOf(await book(rider.browser));
    expect((await driver.browser.post(`/api/driver/rides/${ride.id}/accept`)).statusCode).toBe(200);
    const heard: BusMessage[] = [];
    await context.app.live.bus.subscribe(CHANNELS.user(driver.account.id), (message) => heard.push(message));

    const reason = 'Three safety complaints this week';
    const suspended = await admin.browser.post(`/api/admin/drivers/${driver.account.id}/suspend`, { reason });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(adminUserResponseSchema.parse(suspended.json()).data).toMatchObject({
      status: 'active',
      driver: { approvalStatus: 'suspended', approvalReason: reason, online: false },
    });
    await Promise.resolve();
    // (with the id of the admin's request that caused it, decision 022)
    expect(heard).toContainEqual(
      expect.objectContaining({ type: 'session.ended', reason: ADMIN_USER_MESSAGES.sessionEndedSuspended }),
    );
    const afterwards = await driver.browser.get('/api/driver/availability');
    expect(afterwards.statusCode).toBe(403);
    expect(errorOf(afterwards).code).toBe(ERROR_CODES.DRIVER_SUSPENDED);
    expect(await context.app.live.locators.forCity(DEMO_CITY.id).getPosition(driver.account.id)).toBeNull();
    expect(rideOf(await rider.browser.get(`/api/rides/${ride.id}`))).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancellationReason: reason,
    });
    const login = () =>
      createBrowser(context.app).post('/api/auth/login', {
        email: driver.account.email,
        password: driver.account.password,
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: ERROR_CODES.DRIVER_SUSPENDED,
      message: MESSAGES.driverSuspended,
    });

    const reinstated = await admin.browser.post(`/api/admin/drivers/${driver.account.id}/reinstate`, {});
    expect(adminUserResponseSchema.parse(reinstated.json()).data.driver).toMatchObject({
      approvalStatus: 'approved',
      approvalReason: null,
    });
    expect((await login()).statusCode).toBe(200);
    const audit = auditLogResponseSchema.parse(
      (await admin.browser.get('/api/admin/audit-log?action=driver.suspend')).json(),
    );
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({
      reason,
      targetType: 'driver',
      targetId: driver.account.id,
      details: { from: 'approved', to: 'suspended', openRideIds: [ride.id] },
    });
  });

  it('needs a reason to reject or suspend, answers 404 for anyone who is not a driver, and is for admins only', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, null);
    for (const action of ['reject', 'suspend']) {
      const response = await admin.browser.post(`/api/admin/drivers/${driver.account.id}/${action}`, {});
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([
        { path: 'reason', message: ADMIN_USER_MESSAGES.reasonRequired },
      ]);
    }
    for (const id of [rider.account.id, admin.account.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await admin.browser.post(`/api/admin/drivers/${id}/approve`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: ERROR_CODES.USER_NOT_FOUND,
        message: ADMIN_USER_MESSAGES.driverNotFound,
      });
    }
    for (const action of DRIVER_APPROVAL_ACTIONS) {
      const path = `/api/admin/drivers/${driver.account.id}/${action}`;
      expect((await rider.browser.post(path, { reason: 'Nope' })).statusCode).toBe(403);
      expect((await driver.browser.post(path, { reason: 'Nope' })).statusCode).toBe(403);
      expect((await createBrowser(context.app).post(path, { reason: 'Nope' })).statusCode).toBe(401);
    }
    const audit = auditLogResponseSchema.parse((await admin.browser.get('/api/admin/audit-log')).json());
    expect(audit.page.total).toBe(0);
  });
});
