import { DEMO_CITY } from '../places/index.ts';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_USER_MESSAGES,
  ERROR_CODES,
  MESSAGES,
  adminUserResponseSchema,
  auditLogResponseSchema,
  availabilityResponseSchema,
  optionalRideResponseSchema,
  rideOfferListResponseSchema,
  serverMessageSchema,
  type ServerMessage,
} from '@ridebook/validation';
import { rideOffers } from '../../db/schema.ts';
import { createBrowser, type TestBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import {
  PLACES,
  book,
  rideOf,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { updateUser } from '../users/index.ts';

describe.skipIf(isTestDatabaseMissing)('blocking and unblocking accounts', () => {
  const context = rideTestContextPerTest();

  async function auditOf(admin: TestBrowser, query: string) {
    const response = await admin.get(`/api/admin/audit-log?${query}`);
    expect(response.statusCode).toBe(200);
    return auditLogResponseSchema.parse(response.json());
  }

  /** A socket of `browser`'s user: what it heard and how it closed. */
  async function openSocket(browser: TestBrowser) {
    const messages: ServerMessage[] = [];
    let onReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      onReady = resolve;
    });
    let onClosed: (code: number) => void = () => undefined;
    const closed = new Promise<number>((resolve) => {
      onClosed = resolve;
    });
    await context.app.injectWS(
      '/api/ws',
      { headers: { cookie: `rb_access=${browser.cookie('rb_access') ?? ''}` } },
      {
        onInit: (socket) => {
          socket.on('message', (data: Buffer) => {
            const message = serverMessageSchema.parse(JSON.parse(data.toString()));
            messages.push(message);
            if (message.type === 'ready') onReady();
          });
          socket.on('close', (code: number) => onClosed(code));
        },
      },
    );
    await ready;
    return { messages, closed };
  }

  async function acceptedRide(rider: TestBrowser, driver: TestBrowser) {
    const ride = rideOf(await book(rider));
    const accepted = await driver.post(`/api/driver/rides/${ride.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return ride;
  }

  it('blocks a rider mid-ride: their sessions and socket end, the ride is cancelled by the admin, the driver is freed', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const ride = await acceptedRide(rider.browser, driver.browser);
    const socket = await openSocket(rider.browser);

    const reason = 'Threatened the driver';
    const response = await admin.browser.post(`/api/admin/users/${rider.account.id}/block`, { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminUserResponseSchema.parse(response.json()).data).toMatchObject({
      id: rider.account.id,
      status: 'blocked',
      statusReason: reason,
    });

    // The socket hears why and closes; the old cookies open nothing any more, and say why (the account-status page).
    expect(await socket.closed).toBe(4003);
    expect(socket.messages).toContainEqual({
      type: 'session.ended',
      reason: ADMIN_USER_MESSAGES.sessionEndedBlocked,
    });
    const me = await rider.browser.get('/api/user/me');
    expect(me.statusCode).toBe(403);
    expect(errorOf(me)).toMatchObject({
      code: ERROR_CODES.ACCOUNT_BLOCKED,
      message: MESSAGES.accountBlocked,
    });
    const refresh = await rider.browser.post('/api/auth/refresh-token');
    expect(refresh.statusCode).toBe(403);
    expect(errorOf(refresh).code).toBe(ERROR_CODES.ACCOUNT_BLOCKED);
    const login = await createBrowser(context.app).post('/api/auth/login', {
      email: rider.account.email,
      password: rider.account.password,
    });
    expect(login.statusCode).toBe(403);
    expect(errorOf(login)).toMatchObject({
      code: ERROR_CODES.ACCOUNT_BLOCKED,
      message: MESSAGES.accountBlocked,
    });

    // The ride was cancelled by the admin, with the reason, and the driver is free for the next rider.
    expect(rideOf(await admin.browser.get(`/api/rides/${ride.id}`))).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancellationReason: reason,
    });
    expect(
      availabilityResponseSchema.parse((await driver.browser.get('/api/driver/availability')).json()).data,
    ).toMatchObject({ online: true, activeRideId: null });
    const next = rideOf(await book((await signedInRider(context.app)).browser));
    const offers = rideOfferListResponseSchema.parse((await driver.browser.get('/api/driver/offers')).json());
    expect(offers.data.map((offer) => offer.rideId)).toEqual([next.id]);

    const audit = await auditOf(admin.browser, 'action=user.block');
    expect(audit.data).toEqual([
      {
        id: expect.any(Number) as number,
        at: expect.any(String) as string,
        action: 'user.block',
        actor: { id: admin.account.id, name: admin.account.name, email: admin.account.email },
        targetType: 'user',
        targetId: rider.account.id,
        targetName: rider.account.name,
        reason,
        details: { role: 'rider', openRideIds: [ride.id] },
      },
    ]);
  });

  it('refuses a blocked account on its very next request even if a session had survived (the per-request check)', async () => {
    const rider = await signedInRider(context.app);
    expect((await rider.browser.get('/api/user/me')).statusCode).toBe(200);
    // Only the account's status changes here: the session itself stays valid.
    await updateUser(context.db, rider.account.id, { status: 'blocked' }, new Date());
    const me = await rider.browser.get('/api/user/me');
    expect(me.statusCode).toBe(403);
    expect(errorOf(me).code).toBe(ERROR_CODES.ACCOUNT_BLOCKED);
  });

  it('unblocks with or without a note: the reason is cleared and they can sign in again', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    await admin.browser.post(`/api/admin/users/${rider.account.id}/block`, { reason: 'Chargeback fraud' });

    const unblocked = await admin.browser.post(`/api/admin/users/${rider.account.id}/unblock`);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(adminUserResponseSchema.parse(unblocked.json()).data).toMatchObject({
      status: 'active',
      statusReason: null,
    });
    const login = await createBrowser(context.app).post('/api/auth/login', {
      email: rider.account.email,
      password: rider.account.password,
    });
    expect(login.statusCode).toBe(200);

    await admin.browser.post(`/api/admin/users/${rider.account.id}/block`, { reason: 'Again' });
    const withNote = await admin.browser.post(`/api/admin/users/${rider.account.id}/unblock`, {
      reason: '  Refund settled  ',
    });
    expect(withNote.statusCode).toBe(200);

    const audit = await auditOf(admin.browser, `targetId=${rider.account.id}`);
    expect(audit.data.map((entry) => [entry.action, entry.reason, entry.details])).toEqual([
      ['user.unblock', 'Refund settled', { role: 'rider', blockedFor: 'Again' }],
      ['user.block', 'Again', { role: 'rider', openRideIds: [] }],
      ['user.unblock', null, { role: 'rider', blockedFor: 'Chargeback fraud' }],
      ['user.block', 'Chargeback fraud', { role: 'rider', openRideIds: [] }],
    ]);
  });

  it('blocks a driver: offline, out of dispatch, their offer moves to the next driver and new rides never reach them', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    await admin.browser.put('/api/admin/settings/dispatch', {
      ...(await context.app.rideEngine.settings.getDispatch()),
      batchSize: 1,
    });
    const blocked = await signedInDriver(context.app, context.db, PLACES.embarcadero);
    const other = await signedInDriver(context.app, context.db, PLACES.nearUnionSquare);
    const offersOf = async (browser: TestBrowser) =>
      rideOfferListResponseSchema
        .parse((await browser.get('/api/driver/offers')).json())
        .data.map((offer) => offer.rideId);
    const first = rideOf(await book((await signedInRider(context.app)).browser));
    expect(await offersOf(blocked.browser)).toEqual([first.id]);
    expect(await offersOf(other.browser)).toEqual([]);

    const response = await admin.browser.post(`/api/admin/users/${blocked.account.id}/block`, {
      reason: 'Unlicensed vehicle',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminUserResponseSchema.parse(response.json()).data.driver).toMatchObject({ online: false });
    expect(await context.app.live.locators.forCity(DEMO_CITY.id).getPosition(blocked.account.id)).toBeNull();
    expect(await offersOf(other.browser)).toEqual([first.id]);
    expect((await blocked.browser.get('/api/driver/offers')).statusCode).toBe(403);

    const second = rideOf(await book((await signedInRider(context.app)).browser));
    await context.app.rideEngine.dispatch.runDueWork();
    const offered = await context.db
      .select({ rideId: rideOffers.rideId, status: rideOffers.status })
      .from(rideOffers)
      .where(eq(rideOffers.driverId, blocked.account.id));
    expect(offered).toEqual([{ rideId: first.id, status: 'declined' }]);
    const secondOffers = await context.db
      .select({ driverId: rideOffers.driverId })
      .from(rideOffers)
      .where(and(eq(rideOffers.rideId, second.id)));
    expect(secondOffers.map((offer) => offer.driverId)).not.toContain(blocked.account.id);
  });

  it('blocking a driver mid-ride cancels the ride, so the rider can book again at once', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const ride = await acceptedRide(rider.browser, driver.browser);

    const response = await admin.browser.post(`/api/admin/users/${driver.account.id}/block`, {
      reason: 'Driving under the influence',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      optionalRideResponseSchema.parse((await rider.browser.get('/api/rides/active')).json()).data,
    ).toBeNull();
    expect(rideOf(await rider.browser.get(`/api/rides/${ride.id}`))).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
    });
    expect((await book(rider.browser)).statusCode).toBe(201);
    const audit = await auditOf(admin.browser, 'action=user.block');
    expect(audit.data[0]).toMatchObject({
      targetType: 'user',
      details: { role: 'driver', openRideIds: [ride.id] },
    });
  });

  it('refuses what cannot be done with a 409, a 404 or a 400 naming the field, and audits nothing', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const otherAdmin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    const post = (path: string, body?: unknown) => admin.browser.post(path, body);
    const expectError = async (
      response: Awaited<ReturnType<typeof post>>,
      status: number,
      code: string,
      message: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(errorOf(response)).toMatchObject({ code, message });
    };

    await expectError(
      await post(`/api/admin/users/${otherAdmin.account.id}/block`, { reason: 'Too powerful' }),
      409,
      ERROR_CODES.USER_STATUS_CONFLICT,
      ADMIN_USER_MESSAGES.adminsCannotBeBlocked,
    );
    await expectError(
      await post(`/api/admin/users/${admin.account.id}/block`, { reason: 'Myself' }),
      409,
      ERROR_CODES.USER_STATUS_CONFLICT,
      ADMIN_USER_MESSAGES.cannotBlockYourself,
    );
    await expectError(
      await post(`/api/admin/users/${rider.account.id}/unblock`),
      409,
      ERROR_CODES.USER_STATUS_CONFLICT,
      ADMIN_USER_MESSAGES.notBlocked,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const action of ['block', 'unblock']) {
      await expectError(
        await post(`/api/admin/users/${missing}/${action}`, { reason: 'Nobody' }),
        404,
        ERROR_CODES.USER_NOT_FOUND,
        ADMIN_USER_MESSAGES.userNotFound,
      );
    }
    const invalid: Array<[unknown, string]> = [
      [{}, ADMIN_USER_MESSAGES.reasonRequired],
      [{ reason: '   ' }, ADMIN_USER_MESSAGES.reasonRequired],
      [{ reason: 'ab' }, ADMIN_USER_MESSAGES.reasonTooShort],
      [{ reason: 'x'.repeat(281) }, ADMIN_USER_MESSAGES.reasonTooLong],
    ];
    for (const [body, message] of invalid) {
      const response = await post(`/api/admin/users/${rider.account.id}/block`, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([{ path: 'reason', message }]);
    }
    expect((await post(`/api/admin/users/${rider.account.id}/block`)).statusCode).toBe(400);
    const longNote = await post(`/api/admin/users/${rider.account.id}/unblock`, { reason: 'x'.repeat(281) });
    expect(errorOf(longNote).errors).toEqual([
      { path: 'reason', message: ADMIN_USER_MESSAGES.reasonTooLong },
    ]);
    expect((await auditOf(admin.browser, '')).page.total).toBe(0);

    expect((await post(`/api/admin/users/${rider.account.id}/block`, { reason: 'Spam' })).statusCode).toBe(
      200,
    );
    await expectError(
      await post(`/api/admin/users/${rider.account.id}/block`, { reason: 'Spam again' }),
      409,
      ERROR_CODES.USER_STATUS_CONFLICT,
      ADMIN_USER_MESSAGES.alreadyBlocked,
    );
    expect((await auditOf(admin.browser, '')).page.total).toBe(1);
  });

  it('is for admins only: 403 for riders and drivers, 401 signed out', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, null);
    for (const action of ['block', 'unblock']) {
      const path = `/api/admin/users/${rider.account.id}/${action}`;
      expect((await rider.browser.post(path, { reason: 'Nope' })).statusCode).toBe(403);
      expect((await driver.browser.post(path, { reason: 'Nope' })).statusCode).toBe(403);
      expect((await createBrowser(context.app).post(path, { reason: 'Nope' })).statusCode).toBe(401);
    }
    expect((await rider.browser.get('/api/user/me')).statusCode).toBe(200);
  });
});
