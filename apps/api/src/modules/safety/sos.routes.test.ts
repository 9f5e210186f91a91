import { DEMO_CITY } from '../places/index.ts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import {
  ERROR_CODES,
  RIDE_MESSAGES,
  SAFETY_MESSAGES,
  SOS_STATUSES,
  safetyConfigResponseSchema,
  serverMessageSchema,
  shareLocationResponseSchema,
  sosResponseSchema,
  type ServerMessage,
} from '@ridebook/validation';
import { SOS_STATUSES as DATABASE_SOS_STATUSES, sosAlerts } from '../../db/schema.ts';
import { createBrowser, type TestBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import {
  PLACES,
  book,
  buildRideTestContext,
  rideOf,
  signedInAdmin,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { outboxFor } from '../../test/mail-support.ts';
import { addContacts, driverStep, rideInProgress } from '../../test/safety-support.ts';

const sosOf = (response: { json(): unknown }) => sosResponseSchema.parse(response.json()).data;
const grace = { name: 'Grace Hopper', email: 'grace@example.com', relationship: 'Sister' };
const alan = { name: 'Alan Turing', email: 'alan@example.com' };
const tokenIn = (text: string) => /\/track\/([\w-]{43})/.exec(text)?.[1];

describe.skipIf(isTestDatabaseMissing)('SOS and sharing the live location', () => {
  let context: RideTestContext;
  const sockets: WebSocket[] = [];
  beforeEach(async () => {
    context = await buildRideTestContext();
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await context.app.close();
  });

  /** An admin's socket subscribed to live operations, resolved once the subscription is live. */
  async function opsSocket(browser: TestBrowser) {
    const messages: ServerMessage[] = [];
    const socket = await context.app.injectWS(
      '/api/ws',
      { headers: { cookie: `rb_access=${browser.cookie('rb_access') ?? ''}` } },
      {
        onInit: (ws) =>
          ws.on('message', (data: Buffer) =>
            messages.push(serverMessageSchema.parse(JSON.parse(data.toString()))),
          ),
      },
    );
    sockets.push(socket);
    const until = async <T extends ServerMessage['type']>(type: T) => {
      while (!messages.some((message) => message.type === type))
        await new Promise((resolve) => setTimeout(resolve, 5));
      return messages.find((message) => message.type === type) as Extract<ServerMessage, { type: T }>;
    };
    await until('ready');
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'ops' }));
    // The broadcaster answers a subscription with the positions at once; the alert channel is live before it.
    await until('ops.positions');
    return { messages, until };
  }

  it('stores the alert, e-mails every contact a map pin and a live link, alerts the admins, and answers with the police number', async () => {
    const { rider, ride } = await rideInProgress(context, ['arrive', 'pick-up', 'start']);
    const [graceId, alanId] = await addContacts(rider.browser, [grace, alan]);
    const admin = await signedInAdmin(context.app, context.db);
    const ops = await opsSocket(admin.browser);

    const position = { lat: 37.7901, lng: -122.4012 };
    const response = await rider.browser.post(`/api/rides/${ride.id}/sos`, {
      position,
      message: 'The driver left the route',
    });
    expect(response.statusCode).toBe(201);
    const result = sosOf(response);
    expect(result).toMatchObject({
      alreadyRaised: false,
      contactsNotified: 2,
      policeNumber: '911',
      alert: {
        rideId: ride.id,
        role: 'rider',
        status: 'open',
        position,
        message: 'The driver left the route',
        actions: {
          positionSource: 'device',
          shareLinkCreated: true,
          contactsNotified: 2,
          contacts: expect.arrayContaining([
            { contactId: graceId, name: 'Grace Hopper', email: 'grace@example.com', outcome: 'sent' },
            { contactId: alanId, name: 'Alan Turing', email: 'alan@example.com', outcome: 'sent' },
          ]) as unknown,
        },
      },
    });
    expect(result.shareUrl).toMatch(/^http:\/\/localhost\/track\/[\w-]{43}$/);

    const [mail] = await outboxFor(context, 'grace@example.com');
    expect(mail?.subject).toBe(`RideBook SOS: ${rider.account.name} needs help`);
    expect(mail?.text).toContain(rider.account.name);
    expect(mail?.text).toContain(`Pickup: ${ride.pickup.address}`);
    expect(mail?.text).toContain(`Destination: ${ride.destination.address}`);
    expect(mail?.text).toContain('https://www.openstreetmap.org/?mlat=37.790100&mlon=-122.401200');
    expect(mail?.text).toContain('The driver left the route');
    expect(mail?.text).toContain('911');
    // The e-mailed link is the answer's, on the configured PUBLIC_SITE_URL, and opens the live view.
    const token = tokenIn(mail?.text ?? '');
    expect(`http://localhost/track/${token}`).toBe(result.shareUrl);
    expect((await context.app.inject({ method: 'GET', url: `/api/track/${token}` })).statusCode).toBe(200);
    expect(await outboxFor(context, 'alan@example.com')).toHaveLength(1);

    // The admins hear the alert at once, then what the e-mails did.
    const raised = await ops.until('sos.raised');
    expect(raised.alert).toMatchObject({
      id: result.alert.id,
      rideId: ride.id,
      user: { id: rider.account.id, name: rider.account.name, phone: rider.account.phone },
      position,
      actions: { shareLinkCreated: true, contactsNotified: 0 },
    });
    const updated = await ops.until('sos.updated');
    expect(updated.alert).toMatchObject({ id: result.alert.id, actions: { contactsNotified: 2 } });
  });

  /** The SOS's steps in order: the admins' live messages and each e-mail, which `deliver` sends (or fails). */
  function watchSosSteps(deliver: () => Promise<void>) {
    const steps: string[] = [];
    let alerted = () => {};
    const alertSent = new Promise<void>((resolve) => {
      alerted = resolve;
    });
    const { notifier } = context.app.rideEngine.context;
    const toOps = notifier.toOps.bind(notifier);
    vi.spyOn(notifier, 'toOps').mockImplementation(async (message) => {
      if (message.type === 'sos.raised' || message.type === 'sos.updated') steps.push(message.type);
      if (message.type === 'sos.raised') alerted();
      await toOps(message);
    });
    vi.spyOn(context.app.mailer, 'send').mockImplementation(async (message) => {
      steps.push(`mail to ${message.to}`);
      await deliver();
    });
    return { steps, alertSent };
  }

  it('alerts the admins before any e-mail is sent, without waiting for the e-mails', async () => {
    const { rider, ride } = await rideInProgress(context);
    await addContacts(rider.browser, [grace, alan]);
    let releaseMail = () => {};
    const mailHeld = new Promise<void>((resolve) => {
      releaseMail = resolve;
    });
    const { steps, alertSent } = watchSosSteps(async () => {
      // Held until the test lets go; were the admins (wrongly) not alerted yet, the SOS goes on and the test fails.
      if (!steps.includes('sos.raised')) releaseMail();
      await mailHeld;
    });

    const answer = rider.browser.post(`/api/rides/${ride.id}/sos`);
    await alertSent;
    expect(steps[0]).toBe('sos.raised');
    expect(steps).not.toContain('sos.updated');
    releaseMail();
    const response = await answer;
    expect(response.statusCode).toBe(201);
    expect(sosOf(response).contactsNotified).toBe(2);
    expect(steps[0]).toBe('sos.raised');
    expect(steps.slice(1, 3).sort()).toEqual(['mail to alan@example.com', 'mail to grace@example.com']);
    expect(steps.slice(3)).toEqual(['sos.updated']);
  });

  it('keeps the SOS and the admins’ alert when the mail adapter fails, and logs the failure', async () => {
    const { rider, ride } = await rideInProgress(context);
    const [graceId] = await addContacts(rider.browser, [grace]);
    const logged = vi.spyOn(context.app.rideEngine.context.log, 'error');
    const { steps } = watchSosSteps(() => Promise.reject(new Error('SMTP server unreachable')));

    const response = await rider.browser.post(`/api/rides/${ride.id}/sos`);
    expect(response.statusCode).toBe(201);
    const result = sosOf(response);
    expect(result).toMatchObject({
      alreadyRaised: false,
      contactsNotified: 0,
      alert: {
        status: 'open',
        actions: {
          shareLinkCreated: true,
          contactsNotified: 0,
          contacts: [{ contactId: graceId, name: grace.name, email: grace.email, outcome: 'failed' }],
        },
      },
    });
    expect(steps).toEqual(['sos.raised', 'mail to grace@example.com', 'sos.updated']);
    const [stored] = await context.db.select().from(sosAlerts).where(eq(sosAlerts.id, result.alert.id));
    expect(stored).toMatchObject({ status: 'open', actions: { contactsNotified: 0 } });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: new Error('SMTP server unreachable'), contactId: graceId }),
      'safety e-mail failed',
    );
  });

  it('returns the open alert for a repeat within a minute, without e-mailing again, and raises a new one after', async () => {
    const { rider, driver, ride } = await rideInProgress(context);
    await addContacts(rider.browser, [grace]);
    const first = sosOf(await rider.browser.post(`/api/rides/${ride.id}/sos`));

    context.clock.advance(59_000);
    const repeat = await rider.browser.post(`/api/rides/${ride.id}/sos`, { message: 'Please hurry' });
    expect(repeat.statusCode).toBe(200);
    const repeated = sosOf(repeat);
    expect(repeated).toMatchObject({ alreadyRaised: true, contactsNotified: 1, alert: first.alert });
    expect(repeated.shareUrl).toMatch(/^http:\/\/localhost\/track\/[\w-]{43}$/);
    expect(await outboxFor(context, 'grace@example.com')).toHaveLength(1);

    // The other side of the ride raises an alert of their own.
    const driverSos = await driver.browser.post(`/api/rides/${ride.id}/sos`);
    expect(driverSos.statusCode).toBe(201);
    expect(sosOf(driverSos).alert).toMatchObject({ role: 'driver' });

    context.clock.advance(2_000);
    const later = await rider.browser.post(`/api/rides/${ride.id}/sos`);
    expect(later.statusCode).toBe(201);
    expect(sosOf(later).alert.id).not.toBe(first.alert.id);
    expect(await outboxFor(context, 'grace@example.com')).toHaveLength(2);
    expect(await context.db.select().from(sosAlerts).where(eq(sosAlerts.rideId, ride.id))).toHaveLength(3);
  });

  it('tells a contact added since the first press on a repeat, once each also when repeated at once, and the admins see the count', async () => {
    const { rider, ride } = await rideInProgress(context);
    const admin = await signedInAdmin(context.app, context.db);
    const first = sosOf(await rider.browser.post(`/api/rides/${ride.id}/sos`));
    expect(first).toMatchObject({ alreadyRaised: false, contactsNotified: 0 });

    const [graceId] = await addContacts(rider.browser, [grace]);
    const ops = await opsSocket(admin.browser);
    context.clock.advance(10_000);
    const repeat = await rider.browser.post(`/api/rides/${ride.id}/sos`);
    expect(repeat.statusCode).toBe(200);
    expect(sosOf(repeat)).toMatchObject({
      alreadyRaised: true,
      contactsNotified: 1,
      alert: {
        id: first.alert.id,
        actions: {
          contactsNotified: 1,
          contacts: [{ contactId: graceId, name: grace.name, email: grace.email, outcome: 'sent' }],
        },
      },
    });
    const [mail] = await outboxFor(context, grace.email);
    expect(mail?.subject).toBe(`RideBook SOS: ${rider.account.name} needs help`);
    expect(mail?.text).toMatch(/\/track\/[\w-]{43}/);
    const updated = await ops.until('sos.updated');
    expect(updated.alert).toMatchObject({ id: first.alert.id, actions: { contactsNotified: 1 } });

    // Another contact, then three presses at once: the new one is told once, the first not again.
    const [alanId] = await addContacts(rider.browser, [alan]);
    const repeats = await Promise.all([1, 2, 3].map(() => rider.browser.post(`/api/rides/${ride.id}/sos`)));
    expect(repeats.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(repeats.map((answer) => sosOf(answer).contactsNotified)).toEqual([2, 2, 2]);
    expect(await outboxFor(context, grace.email)).toHaveLength(1);
    expect(await outboxFor(context, alan.email)).toHaveLength(1);

    const listed = (await admin.browser.get('/api/admin/sos')).json<{
      data: Array<{
        id: string;
        actions: { contactsNotified: number; contacts: Array<{ contactId: string }> };
      }>;
    }>().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: first.alert.id, actions: { contactsNotified: 2 } });
    expect(listed[0]?.actions.contacts.map((contact) => contact.contactId).sort()).toEqual(
      [graceId, alanId].sort(),
    );
  });

  it('tries a contact whose e-mail failed again on a repeat', async () => {
    const { rider, ride } = await rideInProgress(context);
    const [graceId] = await addContacts(rider.browser, [grace]);
    const send = vi
      .spyOn(context.app.mailer, 'send')
      .mockRejectedValueOnce(new Error('SMTP server unreachable'));
    const first = sosOf(await rider.browser.post(`/api/rides/${ride.id}/sos`));
    expect(first.alert.actions.contacts).toEqual([
      { contactId: graceId, name: grace.name, email: grace.email, outcome: 'failed' },
    ]);
    const repeat = sosOf(await rider.browser.post(`/api/rides/${ride.id}/sos`));
    expect(repeat).toMatchObject({ contactsNotified: 1, alert: { id: first.alert.id } });
    expect(repeat.alert.actions.contacts).toEqual([
      { contactId: graceId, name: grace.name, email: grace.email, outcome: 'sent' },
    ]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(await outboxFor(context, grace.email)).toHaveLength(1);
  });

  it('makes two presses at once one alert', async () => {
    const { rider, ride } = await rideInProgress(context);
    await addContacts(rider.browser, [grace]);
    const answers = await Promise.all([1, 2, 3].map(() => rider.browser.post(`/api/rides/${ride.id}/sos`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => sosOf(answer).alert.id)).size).toBe(1);
    expect(await outboxFor(context, 'grace@example.com')).toHaveLength(1);
  });

  it('places the alert at the driver’s last known position, else at the pickup', async () => {
    const { rider, driver, ride } = await rideInProgress(context);
    const byDriver = sosOf(await driver.browser.post(`/api/rides/${ride.id}/sos`, {}));
    expect(byDriver.alert).toMatchObject({
      role: 'driver',
      position: PLACES.embarcadero,
      message: null,
      actions: { positionSource: 'driver', contactsNotified: 0, contacts: [] },
    });
    expect(byDriver.contactsNotified).toBe(0);

    await context.app.live.locators.forCity(DEMO_CITY.id).remove(driver.account.id);
    const byRider = sosOf(await rider.browser.post(`/api/rides/${ride.id}/sos`));
    expect(byRider.alert).toMatchObject({
      position: { lat: ride.pickup.lat, lng: ride.pickup.lng },
      actions: { positionSource: 'pickup' },
    });
  });

  it('is available only while a driver is on the ride', async () => {
    const { rider, driver, ride } = await rideInProgress(context, ['arrive', 'pick-up', 'start']);
    await driverStep(driver.browser, ride.id, 'complete');
    const late = await rider.browser.post(`/api/rides/${ride.id}/sos`);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toEqual({
      message: 'SOS is available only during an active ride',
      code: ERROR_CODES.RIDE_NOT_IN_PROGRESS,
    });

    // Still looking for a driver: no driver on the ride yet.
    const waiting = rideOf(await book(rider.browser, { pickup: PLACES.oraclePark }));
    expect(waiting.driver).toBeNull();
    const early = await rider.browser.post(`/api/rides/${waiting.id}/sos`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(SAFETY_MESSAGES.sosNotActive);
    expect(await context.db.select().from(sosAlerts)).toEqual([]);
  });

  it('is for the ride’s rider and driver only, and checks its input', async () => {
    const { rider, ride } = await rideInProgress(context);
    const stranger = await signedInRider(context.app);
    const notMine = await stranger.browser.post(`/api/rides/${ride.id}/sos`);
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(notMine)).toEqual({
      message: RIDE_MESSAGES.rideNotFound,
      code: ERROR_CODES.RIDE_NOT_FOUND,
    });
    const admin = await signedInAdmin(context.app, context.db);
    expect((await admin.browser.post(`/api/rides/${ride.id}/sos`)).statusCode).toBe(403);
    expect((await createBrowser(context.app).post(`/api/rides/${ride.id}/sos`)).statusCode).toBe(401);

    const tooLong = await rider.browser.post(`/api/rides/${ride.id}/sos`, { message: 'a'.repeat(281) });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).errors).toEqual([
      { path: 'message', message: SAFETY_MESSAGES.sosMessageTooLong },
    ]);
    const offMap = await rider.browser.post(`/api/rides/${ride.id}/sos`, { position: { lat: 95, lng: 0 } });
    expect(offMap.statusCode).toBe(400);
    expect(errorOf(offMap).errors).toEqual([
      { path: 'position.lat', message: RIDE_MESSAGES.coordinatesInvalid },
    ]);
    expect(await context.db.select().from(sosAlerts)).toEqual([]);
  });

  it('shares the live location with the emergency contacts without raising an alert', async () => {
    const { rider, driver, ride } = await rideInProgress(context);
    await addContacts(rider.browser, [grace, alan]);
    const response = await rider.browser.post(`/api/rides/${ride.id}/share-location`);
    expect(response.statusCode).toBe(200);
    const shared = shareLocationResponseSchema.parse(response.json()).data;
    expect(shared.contactsNotified).toBe(2);
    expect(shared.shareUrl).toMatch(/^http:\/\/localhost\/track\/[\w-]{43}$/);
    const [mail] = await outboxFor(context, 'alan@example.com');
    expect(mail?.subject).toBe(`${rider.account.name} is sharing a RideBook ride with you`);
    expect(`http://localhost/track/${tokenIn(mail?.text ?? '')}`).toBe(shared.shareUrl);
    expect(await context.db.select().from(sosAlerts)).toEqual([]);

    // A driver without contacts still gets a link to share another way.
    const byDriver = await driver.browser.post(`/api/rides/${ride.id}/share-location`);
    expect(shareLocationResponseSchema.parse(byDriver.json()).data.contactsNotified).toBe(0);

    const stranger = await signedInRider(context.app);
    expect((await stranger.browser.post(`/api/rides/${ride.id}/share-location`)).statusCode).toBe(404);
    const admin = await signedInAdmin(context.app, context.db);
    expect((await admin.browser.post(`/api/rides/${ride.id}/share-location`)).statusCode).toBe(403);
    expect((await createBrowser(context.app).post(`/api/rides/${ride.id}/share-location`)).statusCode).toBe(
      401,
    );
    await rider.browser.post(`/api/rides/${ride.id}/cancel`, { reason: 'Changed my plans' });
    const ended = await rider.browser.post(`/api/rides/${ride.id}/share-location`);
    expect(ended.statusCode).toBe(409);
    expect(errorOf(ended).message).toBe(SAFETY_MESSAGES.shareNotActive);
  });

  it('tells the apps the police number (EMERGENCY_PHONE_NUMBER), signed in or not', async () => {
    const config = await context.app.inject({ method: 'GET', url: '/api/safety/config' });
    expect(safetyConfigResponseSchema.parse(config.json())).toEqual({ data: { policeNumber: '911' } });

    await context.app.close();
    context = await buildRideTestContext({ EMERGENCY_PHONE_NUMBER: '112' });
    const local = await context.app.inject({ method: 'GET', url: '/api/safety/config' });
    expect(local.json()).toEqual({ data: { policeNumber: '112' } });
    const { rider, ride } = await rideInProgress(context);
    expect(sosOf(await rider.browser.post(`/api/rides/${ride.id}/sos`)).policeNumber).toBe('112');
  });

  it('keeps the alert statuses of the contract and of the database the same', () => {
    expect([...DATABASE_SOS_STATUSES]).toEqual([...SOS_STATUSES]);
  });

  it('documents every safety route in the OpenAPI document', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/api/user/me/emergency-contacts',
      '/api/user/me/emergency-contacts/{id}',
      '/api/rides/{id}/share',
      '/api/rides/{id}/sos',
      '/api/rides/{id}/share-location',
      '/api/track/{token}',
      '/api/safety/config',
      '/api/admin/sos',
      '/api/admin/sos/{id}/acknowledge',
      '/api/admin/sos/{id}/resolve',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
