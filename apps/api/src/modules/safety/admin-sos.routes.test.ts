import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  PAGINATION_MESSAGES,
  SAFETY_MESSAGES,
  adminSosAlertResponseSchema,
  adminSosPageResponseSchema,
  serverMessageSchema,
  sosResponseSchema,
  type ServerMessage,
} from '@ridebook/validation';
import { auditLog } from '../../db/schema.ts';
import { CHANNELS } from '../realtime/index.ts';
import { createBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import { rideTestContextPerTest, signedInAdmin, signedInRider } from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { rideInProgress } from '../../test/safety-support.ts';

const pageOf = (response: { json(): unknown }) => adminSosPageResponseSchema.parse(response.json());
const alertOf = (response: { json(): unknown }) => adminSosAlertResponseSchema.parse(response.json()).data;

describe.skipIf(isTestDatabaseMissing)('admin SOS', () => {
  const context = rideTestContextPerTest();

  /** A rider's SOS on a ride in progress; returns the alert's id and the people involved. */
  async function raiseSos() {
    const trip = await rideInProgress(context);
    const response = await trip.rider.browser.post(`/api/rides/${trip.ride.id}/sos`, {
      position: { lat: 37.79, lng: -122.4 },
    });
    if (response.statusCode !== 201) throw new Error(`sos failed: ${response.statusCode} ${response.body}`);
    return { ...trip, alertId: sosResponseSchema.parse(response.json()).data.alert.id };
  }

  /** Every message published to the admins' ops channel from now on. */
  async function listenToOps(): Promise<ServerMessage[]> {
    const heard: ServerMessage[] = [];
    await context.app.live.bus.subscribe(CHANNELS.ops, (message) =>
      heard.push(serverMessageSchema.parse(message)),
    );
    return heard;
  }

  it('lists alerts newest first with who raised them, filtered by status, a page at a time', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const first = await raiseSos();
    context.clock.advance(1_000);
    const second = await raiseSos();
    context.clock.advance(1_000);
    const third = await raiseSos();

    const all = await admin.browser.get('/api/admin/sos');
    expect(all.statusCode).toBe(200);
    const page = pageOf(all);
    expect(page.data.map((alert) => alert.id)).toEqual([third.alertId, second.alertId, first.alertId]);
    expect(page.page).toEqual({ page: 1, pageSize: 20, total: 3, totalPages: 1 });
    expect(page.data[0]).toMatchObject({
      rideId: third.ride.id,
      role: 'rider',
      status: 'open',
      position: { lat: 37.79, lng: -122.4 },
      user: { id: third.rider.account.id, name: third.rider.account.name, phone: third.rider.account.phone },
      actions: { shareLinkCreated: true, contactsNotified: 0 },
    });

    const paged = pageOf(await admin.browser.get('/api/admin/sos?page=2&pageSize=2'));
    expect(paged.data.map((alert) => alert.id)).toEqual([first.alertId]);
    expect(paged.page).toEqual({ page: 2, pageSize: 2, total: 3, totalPages: 2 });

    await admin.browser.post(`/api/admin/sos/${second.alertId}/acknowledge`);
    const open = pageOf(await admin.browser.get('/api/admin/sos?status=open'));
    expect(open.data.map((alert) => alert.id)).toEqual([third.alertId, first.alertId]);
    const acknowledged = pageOf(await admin.browser.get('/api/admin/sos?status=acknowledged'));
    expect(acknowledged.data.map((alert) => alert.id)).toEqual([second.alertId]);
    expect(pageOf(await admin.browser.get('/api/admin/sos?status=resolved')).data).toEqual([]);

    const bad = await admin.browser.get('/api/admin/sos?status=closed&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors).toEqual([
      { path: 'pageSize', message: PAGINATION_MESSAGES.pageSizeInvalid },
      { path: 'status', message: SAFETY_MESSAGES.sosStatusInvalid },
    ]);
  });

  it('acknowledges an open alert and resolves it, each audited and published to the admins', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const { alertId, ride } = await raiseSos();
    const heard = await listenToOps();

    context.clock.advance(30_000);
    const acknowledged = await admin.browser.post(`/api/admin/sos/${alertId}/acknowledge`);
    expect(acknowledged.statusCode).toBe(200);
    const afterAck = alertOf(acknowledged);
    expect(afterAck).toMatchObject({
      id: alertId,
      status: 'acknowledged',
      acknowledgedBy: admin.account.id,
      acknowledgedAt: context.clock.now().toISOString(),
      resolvedAt: null,
    });

    context.clock.advance(60_000);
    const resolved = await admin.browser.post(`/api/admin/sos/${alertId}/resolve`, {
      resolution: '  Called the rider; they are safe at home  ',
    });
    expect(resolved.statusCode).toBe(200);
    expect(alertOf(resolved)).toMatchObject({
      status: 'resolved',
      resolvedBy: admin.account.id,
      resolvedAt: context.clock.now().toISOString(),
      resolution: 'Called the rider; they are safe at home',
      acknowledgedBy: admin.account.id,
    });

    const audit = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, alertId))
      .orderBy(asc(auditLog.id));
    expect(
      audit.map(({ action, actorId, targetType, reason, details }) => ({
        action,
        actorId,
        targetType,
        reason,
        details,
      })),
    ).toEqual([
      {
        action: 'sos.acknowledge',
        actorId: admin.account.id,
        targetType: 'sos',
        reason: null,
        details: { rideId: ride.id },
      },
      {
        action: 'sos.resolve',
        actorId: admin.account.id,
        targetType: 'sos',
        reason: 'Called the rider; they are safe at home',
        details: { rideId: ride.id },
      },
    ]);

    const updates = heard.filter((message) => message.type === 'sos.updated');
    expect(updates.map((message) => message.alert.status)).toEqual(['acknowledged', 'resolved']);
    expect(updates[1]?.alert.id).toBe(alertId);
  });

  it('resolves an open alert directly', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const { alertId } = await raiseSos();
    const resolved = await admin.browser.post(`/api/admin/sos/${alertId}/resolve`, {
      resolution: 'False alarm',
    });
    expect(alertOf(resolved)).toMatchObject({ status: 'resolved', acknowledgedAt: null });
  });

  it('refuses a step the alert’s status does not allow (409), changing nothing and auditing nothing', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const { alertId } = await raiseSos();
    await admin.browser.post(`/api/admin/sos/${alertId}/acknowledge`);

    const again = await admin.browser.post(`/api/admin/sos/${alertId}/acknowledge`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      message: 'Only an open alert can be acknowledged',
      code: ERROR_CODES.SOS_STATUS_CONFLICT,
    });

    await admin.browser.post(`/api/admin/sos/${alertId}/resolve`, { resolution: 'Handled by phone' });
    const ackResolved = await admin.browser.post(`/api/admin/sos/${alertId}/acknowledge`);
    expect(ackResolved.statusCode).toBe(409);
    expect(errorOf(ackResolved).message).toBe(SAFETY_MESSAGES.sosAlreadyResolved);
    const resolveAgain = await admin.browser.post(`/api/admin/sos/${alertId}/resolve`, {
      resolution: 'Twice',
    });
    expect(resolveAgain.statusCode).toBe(409);
    expect(errorOf(resolveAgain)).toEqual({
      message: 'This alert has already been resolved',
      code: ERROR_CODES.SOS_STATUS_CONFLICT,
    });

    const [row] = pageOf(await admin.browser.get('/api/admin/sos')).data;
    expect(row?.resolution).toBe('Handled by phone');
    expect(await context.db.select().from(auditLog).where(eq(auditLog.targetId, alertId))).toHaveLength(2);
  });

  it('answers 404 for an unknown alert and 400 for a bad id or resolution', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await admin.browser.post(`/api/admin/sos/${unknown}/acknowledge`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({
      message: SAFETY_MESSAGES.sosNotFound,
      code: ERROR_CODES.SOS_NOT_FOUND,
    });
    expect(
      (await admin.browser.post(`/api/admin/sos/${unknown}/resolve`, { resolution: 'x' })).statusCode,
    ).toBe(404);
    expect((await admin.browser.post('/api/admin/sos/42/acknowledge')).statusCode).toBe(400);

    const { alertId } = await raiseSos();
    const empty = await admin.browser.post(`/api/admin/sos/${alertId}/resolve`, { resolution: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).errors).toEqual([
      { path: 'resolution', message: SAFETY_MESSAGES.resolutionRequired },
    ]);
    const long = await admin.browser.post(`/api/admin/sos/${alertId}/resolve`, {
      resolution: 'a'.repeat(501),
    });
    expect(errorOf(long).errors).toEqual([
      { path: 'resolution', message: SAFETY_MESSAGES.resolutionTooLong },
    ]);
  });

  it('is for admins only', async () => {
    const { rider, driver, alertId } = await raiseSos();
    for (const browser of [rider.browser, driver.browser]) {
      expect((await browser.get('/api/admin/sos')).statusCode).toBe(403);
      expect((await browser.post(`/api/admin/sos/${alertId}/acknowledge`)).statusCode).toBe(403);
      expect((await browser.post(`/api/admin/sos/${alertId}/resolve`, { resolution: 'x' })).statusCode).toBe(
        403,
      );
    }
    const anonymous = createBrowser(context.app);
    expect((await anonymous.get('/api/admin/sos')).statusCode).toBe(401);
    expect((await anonymous.post(`/api/admin/sos/${alertId}/acknowledge`)).statusCode).toBe(401);
    expect((await anonymous.post(`/api/admin/sos/${alertId}/resolve`, { resolution: 'x' })).statusCode).toBe(
      401,
    );
    const otherRider = await signedInRider(context.app);
    expect((await otherRider.browser.get('/api/admin/sos')).statusCode).toBe(403);
  });
});
