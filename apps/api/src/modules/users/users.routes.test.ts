import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ridebook/validation';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { newAccount, registerAccount, signedInBrowser } from '../../test/accounts.ts';
import { createBrowser } from '../../test/browser.ts';
import { errorOf, userOf } from '../../test/responses.ts';
import { buildTestContext } from '../../test/test-app.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../../test/test-database.ts';
import { updateDriverProfile } from './users.repository.ts';

describe.skipIf(isTestDatabaseMissing)(`user routes (${testDatabaseKind})`, () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await buildTestContext());
  });
  afterAll(() => app.close());

  const register = (payload: object) => app.inject({ method: 'POST', url: '/api/user/register', payload });

  describe('POST /api/user/register', () => {
    it('creates a rider (the default role) without signing in', async () => {
      const { role: _role, ...body } = newAccount();
      const response = await register({ ...body, email: `  ${body.email.toUpperCase()} ` });
      expect(response.statusCode).toBe(201);
      expect(response.headers['set-cookie']).toBeUndefined();
      const user = userOf(response);
      expect(user).toEqual({
        id: user.id,
        name: body.name,
        email: body.email,
        phone: body.phone,
        role: 'rider',
        status: 'active',
        createdAt: user.createdAt,
        driver: null,
      });
      expect(user.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(response.body).not.toMatch(/password/i);
    });

    it('creates a driver with a vehicle profile pending approval', async () => {
      const body = newAccount({
        role: 'driver',
        vehicleModel: ' Honda Civic ',
        vehiclePlate: 'ka-01-ab-1234',
      });
      const response = await register(body);
      expect(response.statusCode).toBe(201);
      expect(userOf(response)).toMatchObject({
        role: 'driver',
        driver: { vehicleModel: 'Honda Civic', vehiclePlate: 'KA-01-AB-1234', approvalStatus: 'pending' },
      });
    });

    it('ignores a vehicle sent for a rider', async () => {
      const response = await register(newAccount({ vehicleModel: 'Bike', vehiclePlate: 'X-1' }));
      expect(response.statusCode).toBe(201);
      expect(userOf(response).driver).toBeNull();
    });

    it('refuses a driver without a vehicle, naming both fields', async () => {
      const { vehicleModel: _model, vehiclePlate: _plate, ...body } = newAccount({ role: 'driver' });
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.vehicleModelRequired,
        code: 'VALIDATION_FAILED',
        errors: [
          { path: 'vehicleModel', message: MESSAGES.vehicleModelRequired },
          { path: 'vehiclePlate', message: MESSAGES.vehiclePlateRequired },
        ],
      });
    });

    it.each(['admin', 'superadmin'])('refuses the role %j on the role field', async (role) => {
      const response = await register({ ...newAccount(), role });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'role', message: MESSAGES.roleInvalid }],
      });
    });

    it('refuses a taken email whatever its case, with 409 EMAIL_TAKEN', async () => {
      const first = await registerAccount(app);
      const response = await register(newAccount({ email: first.email.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: MESSAGES.emailTaken,
        code: 'EMAIL_TAKEN',
        errors: [{ path: 'email', message: MESSAGES.emailTaken }],
      });
    });

    it('reports every invalid field with the seed’s messages', async () => {
      const response = await register({ name: 'A', email: 'nope', phone: '123', password: 'short' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([
        { path: 'name', message: MESSAGES.nameMin },
        { path: 'email', message: MESSAGES.emailInvalid },
        { path: 'phone', message: MESSAGES.phoneInvalid },
        { path: 'password', message: MESSAGES.passwordMin },
      ]);
    });

    it.each([
      ['no body', undefined],
      ['a JSON string', '"hello"'],
      ['an array', '[]'],
      ['null', 'null'],
    ])('answers %s with 400, never 5xx', async (_label, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: { 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    });
  });

  describe('GET /api/user/me', () => {
    it('returns the signed-in account, never cached', async () => {
      const { browser, account } = await signedInBrowser(app);
      const response = await browser.get('/api/user/me');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(userOf(response)).toMatchObject({ id: account.id, email: account.email, role: 'rider' });
    });

    it('answers a visitor without a session with data null, not an error (no console error on public pages)', async () => {
      const response = await app.inject('/api/user/me');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: null });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 401 UNAUTHENTICATED for a malformed or forged token', async () => {
      const forged =
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIiwic2lkIjoieCJ9.c2lnbmF0dXJlLW5vdC1vdXJz';
      for (const token of ['garbage', forged]) {
        const response = await app.inject({ url: '/api/user/me', cookies: { rb_access: token } });
        expect(response.statusCode).toBe(401);
        expect(errorOf(response).code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('PATCH /api/user/me', () => {
    it('updates a rider’s name and phone', async () => {
      const { browser } = await signedInBrowser(app);
      const response = await browser.patch('/api/user/me', {
        name: ' Ada Byron ',
        phone: '+44 20 7946 0958',
      });
      expect(response.statusCode).toBe(200);
      expect(userOf(response)).toMatchObject({ name: 'Ada Byron', phone: '+44 20 7946 0958' });
      expect(userOf(await browser.get('/api/user/me')).name).toBe('Ada Byron');
    });

    it('refuses a vehicle for a rider', async () => {
      const { browser } = await signedInBrowser(app);
      const response = await browser.patch('/api/user/me', { vehiclePlate: 'AB-12' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.vehicleOnlyForDrivers,
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'vehiclePlate', message: MESSAGES.vehicleOnlyForDrivers }],
      });
    });

    it('sends an approved driver who changes the vehicle back to pending approval', async () => {
      const { browser, account } = await signedInBrowser(app, { role: 'driver' });
      await updateDriverProfile(db, account.id, { approvalStatus: 'approved' }, new Date());

      const unchanged = await browser.patch('/api/user/me', { name: 'Dana', vehiclePlate: 'abc-1234' });
      expect(userOf(unchanged).driver).toMatchObject({
        vehiclePlate: 'ABC-1234',
        approvalStatus: 'approved',
      });

      const changed = await browser.patch('/api/user/me', { vehicleModel: 'Kia Niro' });
      expect(changed.statusCode).toBe(200);
      expect(userOf(changed).driver).toEqual({
        vehicleModel: 'Kia Niro',
        vehiclePlate: 'ABC-1234',
        approvalStatus: 'pending',
      });
      expect(userOf(await browser.get('/api/user/me')).driver).toMatchObject({
        vehicleModel: 'Kia Niro',
        approvalStatus: 'pending',
      });
    });

    it('applies the registration rules', async () => {
      const { browser } = await signedInBrowser(app);
      const response = await browser.patch('/api/user/me', { name: '', phone: 'call me' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([
        { path: 'name', message: MESSAGES.nameRequired },
        { path: 'phone', message: MESSAGES.phoneInvalid },
      ]);
    });

    it('needs a session', async () => {
      const response = await createBrowser(app).patch('/api/user/me', { name: 'Nobody' });
      expect(response.statusCode).toBe(401);
    });
  });
});
