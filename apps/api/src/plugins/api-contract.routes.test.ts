import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser, type TestBrowser } from '../test/browser.ts';
import { TEST_PASSWORD, newAccount } from '../test/accounts.ts';
import {
  checkAnswers,
  createContractChecker,
  loadApiDocument,
  operationsOf,
  type ApiDocument,
  type ContractChecker,
} from '../test/openapi-contract.ts';
import {
  PLACES,
  TEST_CARD,
  book,
  buildRideTestContext,
  rideOf,
  signedInAdmin,
  type RideTestContext,
} from '../test/ride-support.ts';
import { isTestDatabaseMissing } from '../test/test-database.ts';
import { LONDON } from '../test/city-support.ts';
import { DOCUMENT_DETAILS, pngImage, uploadAllDocuments, uploadDocument } from '../test/document-support.ts';
import { saveCard, startCardSetup, typeCardInProviderFields } from '../test/payments-support.ts';

// Live answers match the API reference: a visitor, a rider, a driver and an admin go through a ride's whole life
// and the main reads, and every answer they get (status and body) is checked against what /api/docs/json declares
// for its path, method and status. A generated client built from the document accepts each of them.

type Answer = { statusCode: number; body: string; json: <T>() => T; headers: Record<string, unknown> };

function expectStatus(response: Answer, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
}

const METRICS_TOKEN = 'contract-metrics-token-0123456789';

const dataOf = <T>(response: Answer) => response.json<{ data: T }>().data;

/** The operations this journey does not drive, each for a reason; every other operation must be exercised. */
const NOT_DRIVEN = new Map<string, string>([]);

describe.skipIf(isTestDatabaseMissing)('live answers match the API reference', () => {
  let context: RideTestContext;
  let document: ApiDocument;
  let checker: ContractChecker;

  beforeAll(async () => {
    context = await buildRideTestContext({ METRICS_TOKEN });
    document = await loadApiDocument(context.app);
    checker = createContractChecker(document);
  });
  afterAll(async () => {
    await context.app.close();
  });

  const checkedBrowser = (): TestBrowser => checkAnswers(createBrowser(context.app), checker);

  async function signUp(
    role: 'rider' | 'driver',
  ): Promise<{ browser: TestBrowser; id: string; email: string }> {
    const browser = checkedBrowser();
    const account = newAccount({ role });
    const registered = await browser.post('/api/user/register', account);
    expectStatus(registered, 201);
    expectStatus(
      await browser.post('/api/auth/login', { email: account.email, password: 'Wrong-password1' }),
      401,
    );
    expectStatus(
      await browser.post('/api/auth/login', { email: account.email, password: TEST_PASSWORD }),
      200,
    );
    return { browser, id: dataOf<{ id: string }>(registered).id, email: account.email };
  }

  it('for a visitor, a rider, a driver and an admin through a ride’s whole life', async () => {
    const visitor = checkedBrowser();
    expectStatus(await visitor.get('/api/health/live'), 200);
    expectStatus(await visitor.get('/api/health/ready'), 200);
    expectStatus(await visitor.get('/api/metrics'), 401);
    const metrics = await visitor.request({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expectStatus(metrics, 200);
    expectStatus(await visitor.get('/api/places/service-area'), 200);
    expectStatus(await visitor.get('/api/map'), 200);
    const servedCities = await visitor.get('/api/cities');
    expectStatus(servedCities, 200);
    expectStatus(await visitor.get('/api/places/search?q=Ferry&lat=37.79&lng=-122.39'), 200);
    expectStatus(await visitor.get('/api/places/search'), 400);
    expectStatus(
      await visitor.post('/api/fare-estimate', {
        pickup: PLACES.ferryBuilding,
        destination: PLACES.cityHall,
      }),
      200,
    );
    expectStatus(await visitor.get('/api/safety/config'), 200);
    expectStatus(await visitor.get('/api/rides/active'), 401);
    expectStatus(await visitor.post('/api/auth/refresh-token'), 401);
    expectStatus(await visitor.get(`/api/track/${'x'.repeat(43)}`), 404);
    expectStatus(await visitor.post('/api/auth/forgot-password', { email: 'nobody@example.com' }), 200);
    expectStatus(
      await visitor.post('/api/auth/reset-password', {
        token: 'not-a-token',
        password: 'Another123',
        confirmPassword: 'Another123',
      }),
      400,
    );

    // The admin approves the new driver, who goes online near the pickup.
    const { browser: admin } = await signedInAdmin(context.app, context.db);
    checkAnswers(admin, checker);
    const rider = await signUp('rider');
    const driver = await signUp('driver');
    expectStatus(await driver.browser.get('/api/driver/availability'), 200);
    // The driver's documents: uploads (a refused file, one too large), the files, a signed link, the review.
    expectStatus(await driver.browser.get('/api/driver/documents'), 200);
    const documentIds = await uploadAllDocuments(driver.browser);
    expectStatus(
      await uploadDocument(driver.browser, 'licence', {
        name: 'licence.jpg',
        contentType: 'image/jpeg',
        body: Buffer.from('not an image'),
      }),
      400,
    );
    expectStatus(
      await uploadDocument(driver.browser, 'licence', {
        name: 'licence.png',
        contentType: 'image/png',
        body: Buffer.alloc(10 * 1024 * 1024 + 1),
      }),
      413,
    );
    expectStatus(await driver.browser.get(`/api/documents/${documentIds.licence}/file`), 200);
    const link = dataOf<{ url: string }>(
      await driver.browser.get(`/api/documents/${documentIds.licence}/link`),
    );
    expectStatus(await checkedBrowser().get(link.url), 200);
    expectStatus(await checkedBrowser().get(`${link.url}x`), 403);
    expectStatus(await admin.get('/api/admin/documents?state=in_review'), 200);
    expectStatus(await admin.post(`/api/admin/documents/${documentIds.licence}/reject`, { reason: '' }), 400);
    expectStatus(
      await admin.post(`/api/admin/documents/${documentIds.licence}/reject`, {
        reason: 'The photo is blurred',
      }),
      200,
    );
    expectStatus(await admin.post(`/api/admin/documents/${documentIds.registration}/approve`), 200);
    expectStatus(await admin.post(`/api/admin/documents/${documentIds.registration}/approve`), 409);
    expectStatus(await admin.post(`/api/admin/drivers/${driver.id}/approve`), 200);
    const goOnline = () =>
      driver.browser.put('/api/driver/availability', { online: true, position: PLACES.embarcadero });
    // Approved by an admin, but the licence was rejected: documents first (decision 020).
    expectStatus(await goOnline(), 403);
    const licence = await uploadDocument(
      driver.browser,
      'licence',
      { name: 'licence.png', contentType: 'image/png', body: await pngImage() },
      DOCUMENT_DETAILS.licence,
    );
    expectStatus(licence, 201);
    for (const id of [dataOf<{ id: string }>(licence).id, documentIds.insurance, documentIds.photo]) {
      expectStatus(await admin.post(`/api/admin/documents/${id}/approve`), 200);
    }
    expectStatus(await goOnline(), 200);
    expectStatus(await driver.browser.post('/api/driver/position', PLACES.embarcadero), 204);

    // The rider's account, places, contacts and card.
    const me = rider.browser;
    expectStatus(await me.get('/api/user/me'), 200);
    expectStatus(await me.patch('/api/user/me', { name: 'Riley Rider' }), 200);
    expectStatus(await me.patch('/api/user/me', { name: '' }), 400);
    expectStatus(await me.get('/api/places/reverse?lat=37.7955&lng=-122.3937'), 200);
    expectStatus(await me.get('/api/payments/config'), 200);
    expectStatus(await me.get('/api/rider/payment-methods'), 200);
    // A card typed on the sandbox's hosted card page (refused once, then saved), then saved by its setup.
    const setup = await startCardSetup(me);
    expectStatus(await me.get(setup.hostedPageUrl ?? ''), 200);
    const refusedCard = await typeCardInProviderFields(me, setup, { number: '4111 1111 1111 1111' });
    expectStatus(refusedCard as Answer, 422);
    expectStatus((await typeCardInProviderFields(me, setup, TEST_CARD)) as Answer, 303);
    const card = await me.post('/api/rider/payment-methods', { setupId: setup.setupId });
    expectStatus(card, 201);
    const secondCard = await saveCard(me, { ...TEST_CARD, number: '5555 5555 5555 4444' });
    expectStatus(secondCard, 201);
    expectStatus(
      await me.post(`/api/rider/payment-methods/${dataOf<{ id: string }>(secondCard).id}/default`),
      200,
    );
    expectStatus(
      await me.request({
        method: 'DELETE',
        url: `/api/rider/payment-methods/${dataOf<{ id: string }>(secondCard).id}`,
      }),
      200,
    );
    const home = await me.post('/api/rider/saved-places', { kind: 'home', location: PLACES.ferryBuilding });
    expectStatus(home, 201);
    const homeId = dataOf<{ id: string }>(home).id;
    expectStatus(
      await me.request({
        method: 'PATCH',
        url: `/api/rider/saved-places/${homeId}`,
        payload: { location: PLACES.unionSquare },
      }),
      200,
    );
    expectStatus(await me.get('/api/rider/saved-places'), 200);
    expectStatus(await me.request({ method: 'DELETE', url: `/api/rider/saved-places/${homeId}` }), 200);
    const contact = await me.post('/api/user/me/emergency-contacts', {
      name: 'Sam Rider',
      email: 'sam@example.com',
    });
    expectStatus(contact, 201);
    const contactId = dataOf<{ id: string }>(contact).id;
    expectStatus(
      await me.patch(`/api/user/me/emergency-contacts/${contactId}`, { relationship: 'Sister' }),
      200,
    );
    expectStatus(await me.get('/api/user/me/emergency-contacts'), 200);
    expectStatus(await me.get('/api/rider/wallet'), 200);
    expectStatus(await me.post('/api/rider/wallet/top-up', { amount: 2_500 }), 201);
    expectStatus(await me.get('/api/rider/wallet/history'), 200);

    // A card ride from quote to completion.
    const booked = await book(me, { paymentMethod: 'card' });
    expectStatus(booked, 201);
    const ride = rideOf(booked);
    expectStatus(await me.get('/api/rides/active'), 200);
    expectStatus(await me.get(`/api/rides/${ride.id}`), 200);
    expectStatus(await me.get(`/api/rides/${ride.id}/cancellation`), 200);
    expectStatus(await me.get(`/api/rides/${randomUUID()}`), 404);
    expectStatus(await driver.browser.get('/api/driver/offers'), 200);
    expectStatus(await driver.browser.get('/api/driver/requests'), 200);
    expectStatus(await driver.browser.post(`/api/driver/rides/${ride.id}/accept`), 200);
    expectStatus(await driver.browser.post(`/api/driver/rides/${ride.id}/complete`), 409);
    expectStatus(await driver.browser.post(`/api/driver/rides/${ride.id}/arrive`), 200);
    expectStatus(await driver.browser.post(`/api/driver/rides/${ride.id}/pick-up`), 200);
    expectStatus(await driver.browser.post(`/api/driver/rides/${ride.id}/start`), 200);
    const shared = await me.post(`/api/rides/${ride.id}/share`);
    expectStatus(shared, 200);
    const { token } = dataOf<{ token: string }>(shared);
    expectStatus(await visitor.get(`/api/track/${token}/driver-photo`), 200);
    expectStatus(await visitor.get(`/api/track/${'x'.repeat(43)}/driver-photo`), 404);
    expectStatus(await me.get(`/api/rides/${ride.id}/driver-photo`), 200);
    expectStatus(await me.get(`/api/rides/${randomUUID()}/driver-photo`), 404);
    expectStatus(await visitor.get(`/api/rides/${ride.id}/driver-photo`), 401);
    expectStatus(await me.post(`/api/rides/${ride.id}/share-location`), 200);
    const sos = await me.post(`/api/rides/${ride.id}/sos`, { message: 'The car smells of smoke' });
    expectStatus(sos, 201);
    expectStatus(await driver.browser.get('/api/rides/active'), 200);
    expectStatus(await driver.browser.post(`/api/driver/rides/${ride.id}/complete`), 200);

    // After the ride: ratings, a tip, the receipt, the route, the histories and summaries.
    expectStatus(await me.post(`/api/rides/${ride.id}/rating`, { stars: 5, comment: 'Smooth ride' }), 201);
    expectStatus(await me.post(`/api/rides/${ride.id}/rating`, { stars: 4 }), 409);
    expectStatus(await driver.browser.post(`/api/rides/${ride.id}/rating`, { stars: 5 }), 201);
    expectStatus(await me.get(`/api/rides/${ride.id}/ratings`), 200);
    expectStatus(await driver.browser.get('/api/user/me/ratings'), 200);
    expectStatus(await me.post(`/api/rides/${ride.id}/tip`, { amount: 300 }), 200);
    expectStatus(await me.get(`/api/rides/${ride.id}/receipt`), 200);
    expectStatus(await me.get(`/api/rides/${ride.id}/route`), 200);
    expectStatus(await me.get(`/api/rides/${ride.id}`), 200);
    expectStatus(await me.get('/api/rider/rides'), 200);
    expectStatus(await me.get('/api/rider/summary'), 200);
    expectStatus(await driver.browser.get('/api/driver/rides'), 200);
    expectStatus(await driver.browser.get('/api/driver/summary'), 200);
    expectStatus(await driver.browser.get('/api/driver/earnings'), 200);
    expectStatus(await driver.browser.get('/api/driver/earnings/rides'), 200);

    // A cash ride the driver declines, which the rider then cancels: cancelledBy and the reason are set.
    const declined = rideOf(await book(me, { paymentMethod: 'cash' }));
    expectStatus(await driver.browser.post(`/api/driver/rides/${declined.id}/decline`), 200);
    const cancel = await me.post(`/api/rides/${declined.id}/cancel`, { reason: 'Changed my plans' });
    expectStatus(cancel, 200);
    expect(rideOf(cancel).cancelledBy).toBe('rider');
    expectStatus(await me.get(`/api/rides/${declined.id}`), 200);
    expectStatus(await me.post(`/api/rides/${declined.id}/cancel`, { reason: 'Again' }), 409);

    // A ride an admin cancels, and a completed cash ride whose cash the driver confirms.
    const stuck = rideOf(await book(me, { paymentMethod: 'card' }));
    expectStatus(await admin.post(`/api/admin/rides/${stuck.id}/cancel`, { reason: 'Stuck ride' }), 200);
    const cash = rideOf(await book(me, { paymentMethod: 'cash' }));
    expectStatus(await driver.browser.post(`/api/driver/rides/${cash.id}/accept`), 200);
    for (const step of ['arrive', 'pick-up', 'start', 'complete']) {
      expectStatus(await driver.browser.post(`/api/driver/rides/${cash.id}/${step}`), 200);
    }
    expectStatus(await driver.browser.post(`/api/driver/rides/${cash.id}/cash-collected`), 200);

    // The admin's reads and actions.
    const sosId = dataOf<{ alert: { id: string } }>(sos).alert.id;
    expectStatus(await admin.get('/api/admin/sos'), 200);
    expectStatus(await admin.post(`/api/admin/sos/${sosId}/acknowledge`), 200);
    expectStatus(
      await admin.post(`/api/admin/sos/${sosId}/resolve`, { resolution: 'Called the rider; all fine' }),
      200,
    );
    expectStatus(await admin.get('/api/admin/users?role=rider'), 200);
    expectStatus(await admin.get('/api/admin/riders'), 200);
    expectStatus(await admin.get('/api/admin/drivers'), 200);
    expectStatus(await admin.get(`/api/admin/users/${rider.id}`), 200);
    expectStatus(await admin.get('/api/admin/users/export.csv'), 200);
    expectStatus(await admin.get('/api/admin/rides'), 200);
    expectStatus(await admin.get('/api/admin/rides/export.csv'), 200);
    expectStatus(await admin.get(`/api/rides/${ride.id}`), 200);
    expectStatus(await admin.get(`/api/rides/${ride.id}/ratings`), 200);
    expectStatus(
      await admin.post(`/api/admin/rides/${ride.id}/refund`, {
        amount: 100,
        destination: 'wallet',
        reason: 'Long detour',
      }),
      200,
    );
    expectStatus(await admin.get('/api/admin/audit-log'), 200);
    expectStatus(await admin.get('/api/admin/mail?to=nobody%40example.com'), 200);
    // The driver's payouts: the sandbox's onboarding page (HTML and its 303 back), a cash-out, the admins' list.
    const payoutReturn = 'http://localhost/driver/payouts?payout_account=return';
    expectStatus(await driver.browser.get('/api/driver/payouts'), 200);
    const payoutLink = await driver.browser.post('/api/driver/payouts/account', { returnUrl: payoutReturn });
    expectStatus(payoutLink, 200);
    const onboardingPath = dataOf<{ url: string }>(payoutLink).url;
    expectStatus(await driver.browser.get(onboardingPath), 200);
    expectStatus(await driver.browser.post(onboardingPath), 303);
    const payoutOverview = await driver.browser.post('/api/driver/payouts/account/refresh');
    expectStatus(payoutOverview, 200);
    const { available } = dataOf<{ balance: { available: number } }>(payoutOverview).balance;
    expectStatus(
      await driver.browser.post('/api/driver/payouts', {
        amount: available + 1,
        idempotencyKey: 'contract-1',
      }),
      422,
    );
    const cashedOut = await driver.browser.post('/api/driver/payouts', {
      amount: available,
      idempotencyKey: 'contract-2',
    });
    expectStatus(cashedOut, 201);
    // Cancelled before its job sends it (no settlement workers here), then nothing left to cancel.
    const payoutId = dataOf<{ id: string }>(cashedOut).id;
    expectStatus(await driver.browser.post(`/api/driver/payouts/${payoutId}/cancel`), 200);
    expectStatus(await driver.browser.post(`/api/driver/payouts/${payoutId}/cancel`), 409);
    expectStatus(await admin.get('/api/admin/payouts'), 200);
    expectStatus(await admin.post(`/api/admin/payouts/${randomUUID()}/retry`), 404);
    expectStatus(
      await admin.post('/api/admin/payouts/sandbox/transfers/tr_sandbox_000000000000000000000000/refuse'),
      404,
    );
    // Money's checks: disputes, and a reconciliation run queued, listed and read.
    expectStatus(await admin.get('/api/admin/disputes'), 200);
    const run = await admin.post('/api/admin/reconciliation/runs', {});
    expectStatus(run, 202);
    expectStatus(await admin.get('/api/admin/reconciliation/runs'), 200);
    expectStatus(await admin.get(`/api/admin/reconciliation/runs/${dataOf<{ id: string }>(run).id}`), 200);
    const payoutSettings = await admin.get('/api/admin/settings/payouts');
    expectStatus(payoutSettings, 200);
    expectStatus(await admin.put('/api/admin/settings/payouts', dataOf(payoutSettings)), 200);
    expectStatus(await admin.get('/api/admin/settlements'), 200);
    expectStatus(await admin.get('/api/admin/system'), 200);
    expectStatus(await admin.post(`/api/admin/settlements/${randomUUID()}/retry`), 404);
    for (const report of ['overview', 'timeseries', 'heatmap', 'drivers']) {
      expectStatus(await admin.get(`/api/admin/analytics/${report}`), 200);
    }
    const pricing = await admin.get('/api/admin/settings/pricing');
    expectStatus(pricing, 200);
    expectStatus(await admin.put('/api/admin/settings/pricing', dataOf(pricing)), 200);
    const dispatch = await admin.get('/api/admin/settings/dispatch');
    expectStatus(dispatch, 200);
    expectStatus(await admin.put('/api/admin/settings/dispatch', dataOf(dispatch)), 200);
    expectStatus(await admin.get('/api/rider/rides'), 403);

    expectStatus(
      await me.request({ method: 'DELETE', url: `/api/user/me/emergency-contacts/${contactId}` }),
      200,
    );

    // Blocking, suspending and their undoing; the blocked rider's session gets the documented 403.
    expectStatus(await admin.post(`/api/admin/users/${rider.id}/block`, { reason: 'Abusive messages' }), 200);
    expectStatus(await me.get('/api/user/me'), 403);
    expectStatus(await admin.post(`/api/admin/users/${rider.id}/unblock`), 200);
    expectStatus(await driver.browser.put('/api/driver/availability', { online: false }), 200);

    // Cities: the admins' list, a city added and changed, the offline driver moved there and back, a taken slug,
    // and the city deleted once nobody is in it.
    const homeCityId = dataOf<{ id: string }[]>(servedCities)[0]!.id;
    expectStatus(await admin.get('/api/admin/cities'), 200);
    const added = await admin.post('/api/admin/cities', LONDON);
    expectStatus(added, 201);
    const londonId = dataOf<{ id: string }>(added).id;
    expectStatus(await admin.post('/api/admin/cities', LONDON), 409);
    expectStatus(
      await admin.put(`/api/admin/cities/${londonId}`, { ...LONDON, name: 'Greater London' }),
      200,
    );
    expectStatus(await admin.put(`/api/admin/drivers/${driver.id}/city`, { cityId: londonId }), 200);
    expectStatus(await admin.request({ method: 'DELETE', url: `/api/admin/cities/${londonId}` }), 409);
    expectStatus(await admin.put(`/api/admin/drivers/${driver.id}/city`, { cityId: homeCityId }), 200);
    expectStatus(await admin.request({ method: 'DELETE', url: `/api/admin/cities/${londonId}` }), 204);
    expectStatus(await admin.request({ method: 'DELETE', url: `/api/admin/cities/${londonId}` }), 404);
    expectStatus(
      await admin.post(`/api/admin/drivers/${driver.id}/suspend`, { reason: 'Documents expired' }),
      200,
    );
    expectStatus(await admin.post(`/api/admin/drivers/${driver.id}/reinstate`), 200);
    const pending = await signUp('driver');
    expectStatus(
      await admin.post(`/api/admin/drivers/${pending.id}/reject`, { reason: 'Unreadable licence' }),
      200,
    );

    // Sessions: renewal, a password change, sign-out.
    const signedIn = await signUp('rider');
    expectStatus(await signedIn.browser.post('/api/auth/refresh-token'), 200);
    expectStatus(
      await signedIn.browser.post('/api/auth/change-password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Changed123',
        confirmPassword: 'Changed123',
      }),
      200,
    );
    expectStatus(await signedIn.browser.post('/api/auth/logout'), 200);
    // Signed out: the session probe answers a visitor, without a failed request.
    const signedOut = await signedIn.browser.get('/api/user/me');
    expectStatus(signedOut, 200);
    expect(dataOf(signedOut)).toBeNull();
  });

  it('for a card that needs 3-D Secure: the 402, the sandbox page (HTML) and its 303 back', async () => {
    const visitor = checkedBrowser();
    const account = newAccount();
    expectStatus(await visitor.post('/api/user/register', account), 201);
    expectStatus(
      await visitor.post('/api/auth/login', { email: account.email, password: TEST_PASSWORD }),
      200,
    );
    expectStatus(await saveCard(visitor, { ...TEST_CARD, number: '4000 0025 0000 3155' }), 201);
    const topUp = await visitor.post('/api/rider/wallet/top-up', {
      amount: 2_500,
      idempotencyKey: randomUUID(),
      returnUrl: 'http://localhost/rider/wallet?payment_authenticated=1',
    });
    expectStatus(topUp, 402);
    const { redirectUrl } = topUp.json<{ authentication: { redirectUrl: string } }>().authentication;
    expectStatus(await visitor.get(redirectUrl), 200);
    expectStatus(await visitor.get('/api/payments/sandbox/authenticate/unknown-payment'), 404);
    const answered = await visitor.request({
      method: 'POST',
      url: redirectUrl,
      payload: 'result=complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
    });
    expectStatus(answered, 303);
    const refused = await visitor.request({
      method: 'POST',
      url: redirectUrl,
      payload: 'result=complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expectStatus(refused, 403);
  });

  it('has exercised every operation of the reference', () => {
    const driven = new Set(checker.covered);
    const missing = operationsOf(document)
      .map(({ operation }) => operation.operationId ?? '')
      .filter((id) => !driven.has(id) && !NOT_DRIVEN.has(id));
    expect(missing).toEqual([]);
  });
});
