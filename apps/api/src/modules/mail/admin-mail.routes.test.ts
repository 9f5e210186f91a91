import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, adminMailResponseSchema } from '@ridebook/validation';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { registerAccount, signedInBrowser } from '../../test/accounts.ts';
import { errorOf } from '../../test/responses.ts';
import { signedInAdmin } from '../../test/ride-support.ts';
import { buildTestContext } from '../../test/test-app.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

describe.skipIf(isTestDatabaseMissing)('the outbox (GET /api/admin/mail)', () => {
  let context: { app: App; db: Database };
  afterEach(async () => {
    await context.app.close();
  });

  /** Asks for a reset link and waits for its e-mail (sent in the background), so the outbox's order is known. */
  const forgot = async (email: string) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    await context.app.mailer.idle();
    return response;
  };

  // `pnpm start` runs in development: "forgot password", then read the outbox, then reset, took the account.
  it.each(['development', 'production'] as const)(
    'is never readable anonymously or by riders and drivers (%s)',
    async (NODE_ENV) => {
      context = await buildTestContext({ NODE_ENV });
      const victim = await registerAccount(context.app);
      expect((await forgot(victim.email)).statusCode).toBe(200);

      const anonymous = await context.app.inject(`/api/admin/mail?to=${encodeURIComponent(victim.email)}`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('reset-password');
      // The old anonymous development route is gone in every mode.
      const legacy = await context.app.inject(`/api/dev/outbox?to=${encodeURIComponent(victim.email)}`);
      expect(legacy.statusCode).toBe(404);
      expect(legacy.body).not.toContain('reset-password');

      for (const role of ['rider', 'driver'] as const) {
        const { browser } = await signedInBrowser(context.app, { role });
        const refused = await browser.get('/api/admin/mail');
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain('reset-password');
      }
    },
  );

  it('shows admins the e-mail, newest first, narrowed to one address and a page at a time', async () => {
    context = await buildTestContext();
    const { browser: admin } = await signedInAdmin(context.app, context.db);
    const ada = await registerAccount(context.app);
    const alan = await registerAccount(context.app);
    await forgot(ada.email);
    await forgot(alan.email);
    await forgot(ada.email);

    const all = adminMailResponseSchema.parse((await admin.get('/api/admin/mail')).json());
    expect(all.delivery).toBe('outbox');
    expect(all.page).toEqual({ page: 1, pageSize: 20, total: 3, totalPages: 1 });
    expect(all.data.map((mail) => mail.to)).toEqual([ada.email, alan.email, ada.email]);
    expect(all.data[0]).toMatchObject({ subject: 'Reset your RideBook password' });
    expect(all.data[0]?.text).toMatch(/^http:\/\/localhost\/reset-password\?token=[\w-]{43}$/m);

    const response = await admin.get(
      `/api/admin/mail?to=${encodeURIComponent(ada.email.toUpperCase())}&pageSize=1&page=2`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const adas = adminMailResponseSchema.parse(response.json());
    expect(adas.page).toEqual({ page: 2, pageSize: 1, total: 2, totalPages: 2 });
    expect(adas.data.map((mail) => mail.to)).toEqual([ada.email]);
    expect(adas.data[0]?.id).toBe(all.data[2]?.id);
  });

  it('names the field of a bad filter', async () => {
    context = await buildTestContext();
    const { browser: admin } = await signedInAdmin(context.app, context.db);
    const response = await admin.get('/api/admin/mail?to=not-an-address');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errors: [{ path: 'to', message: MESSAGES.emailInvalid }] });
    expect((await admin.get('/api/admin/mail?pageSize=0')).statusCode).toBe(400);
  });
});
