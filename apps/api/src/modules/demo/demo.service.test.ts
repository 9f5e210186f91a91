import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { registerAccount } from '../../test/accounts.ts';
import { userOf } from '../../test/responses.ts';
import { buildTestContext } from '../../test/test-app.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../../test/test-database.ts';
import { countUsers, createUsersService } from '../users/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoRiderCard } from './demo-payments.ts';
import { seedDemoDriverDocuments } from './demo-documents.ts';
import { seedDemoAccounts } from './demo.service.ts';

describe.skipIf(isTestDatabaseMissing)(`demo accounts (${testDatabaseKind})`, () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function fresh(): Promise<{ app: App; db: Database }> {
    const context = await buildTestContext();
    app = context.app;
    return context;
  }

  it('creates an admin, a rider and an approved driver on an empty database, once', async () => {
    const { app, db } = await fresh();
    const usersService = createUsersService({ db });

    const first = await seedDemoAccounts(db, usersService);
    expect(first.isCreated).toBe(true);
    expect(first.accounts.map((account) => account.email)).toEqual([
      'admin@ridebook.demo',
      'rider@ridebook.demo',
      'driver@ridebook.demo',
    ]);

    const second = await seedDemoAccounts(db, usersService);
    expect(second).toEqual({ isCreated: false, accounts: first.accounts });
    expect(await countUsers(db)).toBe(3);

    for (const account of DEMO_ACCOUNTS) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const user = userOf(response);
      expect(user.role).toBe(account.role);
      if (account.role === 'driver') {
        expect(user.driver).toEqual({
          vehicleModel: 'Toyota Prius',
          vehiclePlate: 'RB-2048',
          approvalStatus: 'approved',
        });
      }
    }
  });

  it('gives the demo rider the sandbox Visa as the default card, once', async () => {
    const { app, db } = await fresh();
    await seedDemoAccounts(db, createUsersService({ db }));
    expect(await seedDemoRiderCard(app)).toBe(true);
    expect(await seedDemoRiderCard(app)).toBe(false);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'rider@ridebook.demo', password: DEMO_PASSWORD },
    });
    const cards = await app.inject({
      method: 'GET',
      url: '/api/rider/payment-methods',
      cookies: Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value])),
    });
    expect(cards.json()).toMatchObject({ data: [{ brand: 'visa', last4: '4242', isDefault: true }] });
  });

  it('gives the demo driver four approved documents, once, and shows their car', async () => {
    const { app, db } = await fresh();
    await seedDemoAccounts(db, createUsersService({ db }));
    expect(await seedDemoDriverDocuments(app)).toBe(true);
    expect(await seedDemoDriverDocuments(app)).toBe(false);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'driver@ridebook.demo', password: DEMO_PASSWORD },
    });
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
    const checklist = await app.inject({ method: 'GET', url: '/api/driver/documents', cookies });
    expect(checklist.json()).toMatchObject({
      data: {
        remaining: [],
        canGoOnline: true,
        items: [{ state: 'approved' }, { state: 'approved' }, { state: 'approved' }, { state: 'approved' }],
      },
    });
    const photo = checklist.json<{ data: { items: { latest: { id: string } }[] } }>().data.items[3]!.latest;
    const file = await app.inject({ method: 'GET', url: `/api/documents/${photo.id}/file`, cookies });
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('leaves a database that already has users alone', async () => {
    const { app, db } = await fresh();
    await registerAccount(app);
    const result = await seedDemoAccounts(db, createUsersService({ db }));
    expect(result).toEqual({ isCreated: false, accounts: [] });
    expect(await countUsers(db)).toBe(1);
  });

  it('uses a demo password that passes the registration rules', async () => {
    const { app } = await fresh();
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'Demo Check',
        email: 'check@ridebook.demo',
        phone: '+1 555 010 0000',
        password: DEMO_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(201);
  });
});
