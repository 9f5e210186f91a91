import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { userOf } from '../../test/responses.ts';
import { buildTestContext } from '../../test/test-app.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../../test/test-database.ts';
import { createUsersService } from './users.service.ts';

describe.skipIf(isTestDatabaseMissing)(`users service (${testDatabaseKind})`, () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await buildTestContext());
  });
  afterAll(() => app.close());

  describe('createAdmin (what `admin:create` calls)', () => {
    const admin = {
      name: 'Grace Admin',
      email: 'grace@ridebook.example',
      phone: '+1 555 010 0999',
      password: 'AdminPass1',
    };

    it('creates an admin who can sign in and reach admin-only routes', async () => {
      const created = await createUsersService({ db }).createAdmin(admin);
      expect(created).toMatchObject({ name: admin.name, email: admin.email, role: 'admin', driver: null });

      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: admin.password },
      });
      expect(login.statusCode).toBe(200);
      expect(userOf(login).role).toBe('admin');
    });

    it('refuses an email that is taken', async () => {
      const attempt = createUsersService({ db }).createAdmin(admin);
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    });
  });
});
