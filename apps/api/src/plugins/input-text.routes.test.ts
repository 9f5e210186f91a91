import { TEXT_MESSAGES } from '@ridebook/validation';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { newAccount } from '../test/accounts.ts';
import type { TestBrowser } from '../test/browser.ts';
import { errorOf } from '../test/responses.ts';
import {
  PLACES,
  buildRideTestContext,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../test/ride-support.ts';
import { isTestDatabaseMissing } from '../test/test-database.ts';

// A NUL (U+0000) or a lone UTF-16 surrogate in any text of a request is a 400 naming the field, on every route:
// one hook (input-text.ts) refuses them before any route or query sees them.

const refused = (path: string) => ({
  message: TEXT_MESSAGES.invalidCharacters,
  code: 'VALIDATION_FAILED',
  errors: [{ path, message: TEXT_MESSAGES.invalidCharacters }],
});

/** A JSON body as text, so a lone surrogate goes as the `\ud800` escape a client would send. */
function jsonWith(body: unknown): { payload: string; headers: Record<string, string> } {
  return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

describe.skipIf(isTestDatabaseMissing)('text with a NUL or a lone surrogate', () => {
  let app: App;
  let db: Database;
  let rider: TestBrowser;
  let driver: TestBrowser;
  let admin: TestBrowser;
  const seenByNewRoute: unknown[] = [];

  beforeAll(async () => {
    ({ app, db } = await buildRideTestContext());
    // A route added after the API is built, as a new module would be: it declares nothing about text.
    const newRoute: FastifyPluginAsyncZod = async (api) => {
      api.post(
        '/api/new-route/:slug',
        { schema: { params: z.object({ slug: z.string() }), body: z.object({ note: z.string() }) } },
        async (request) => {
          seenByNewRoute.push(request.body.note, request.params.slug);
          return { ok: true };
        },
      );
      api.get('/api/new-route-without-schema', async (request) => {
        seenByNewRoute.push(request.query);
        return { ok: true };
      });
    };
    await app.register(newRoute);
    rider = (await signedInRider(app)).browser;
    driver = (await signedInDriver(app, db)).browser;
    admin = (await signedInAdmin(app, db)).browser;
  });
  afterAll(() => app.close());

  it('refuses a registration whose name holds a NUL, and stores nothing', async () => {
    const account = newAccount({ name: 'Test\u0000Person' });
    const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: account });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('name'));
    const [row] = await db.select({ total: count() }).from(users).where(eq(users.email, account.email));
    expect(row?.total).toBe(0);
  });

  it('refuses a NUL in the search of the rider, driver and admin lists and of the CSV exports', async () => {
    const cases: [TestBrowser, string][] = [
      [rider, '/api/rider/rides'],
      [driver, '/api/driver/rides'],
      [admin, '/api/admin/rides'],
      [admin, '/api/admin/rides/export.csv'],
      [admin, '/api/admin/users'],
      [admin, '/api/admin/riders'],
      [admin, '/api/admin/drivers'],
      [admin, '/api/admin/users/export.csv'],
    ];
    for (const [browser, url] of cases) {
      const response = await browser.get(`${url}?q=a%00b`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(refused('q'));
    }
    const audit = await admin.get('/api/admin/audit-log?action=%00');
    expect(audit.json()).toEqual(refused('action'));
  });

  it('refuses a NUL in a path parameter (the sandbox payment id)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({
        method,
        url: '/api/payments/sandbox/authenticate/pay%00ment',
        ...(method === 'POST' ? { payload: { result: 'complete' } } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused('paymentId'));
    }
  });

  it('refuses a path parameter that is not UTF-8 (a lone surrogate) naming the parameters', async () => {
    const response = await app.inject('/api/payments/sandbox/authenticate/%ED%A0%80');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('params'));
  });

  it('refuses a lone surrogate in a quote’s address, naming the nested field', async () => {
    const response = await rider.request({
      method: 'POST',
      url: '/api/rides/quote',
      ...jsonWith({ pickup: { ...PLACES.ferryBuilding, address: '\ud800' }, destination: PLACES.cityHall }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('pickup.address'));
    // The same trip with real text is quoted.
    const quote = await rider.post('/api/rides/quote', {
      pickup: { ...PLACES.ferryBuilding, address: 'Ferry Building 😀 Zürich 東京' },
      destination: PLACES.cityHall,
    });
    expect(quote.statusCode).toBe(200);
  });

  it('refuses a refused key or an unread extra field too', async () => {
    const extra = await rider.request({
      method: 'PATCH',
      url: '/api/user/me',
      ...jsonWith({ name: 'New Name', ignored: ['fine', 'x\udfff'] }),
    });
    expect(extra.json()).toEqual(refused('ignored.1'));
    const key = await rider.request({ method: 'PATCH', url: '/api/user/me', ...jsonWith({ '\u0000': 1 }) });
    expect(key.json()).toEqual(refused('body'));
  });

  it('gives a new route the rule for free, with or without a schema', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/api/new-route/fine',
      ...jsonWith({ note: 'hello\u0000' }),
    });
    expect(body.statusCode).toBe(400);
    expect(errorOf(body)).toEqual(refused('note'));
    const params = await app.inject({ method: 'POST', url: '/api/new-route/%00', payload: { note: 'hi' } });
    expect(errorOf(params)).toEqual(refused('slug'));
    const query = await app.inject('/api/new-route-without-schema?tag=%00');
    expect(errorOf(query)).toEqual(refused('tag'));
    expect(seenByNewRoute).toEqual([]);

    const fine = await app.inject({ method: 'POST', url: '/api/new-route/fine', payload: { note: 'hello' } });
    expect(fine.statusCode).toBe(200);
    expect(seenByNewRoute).toEqual(['hello', 'fine']);
  });
});
