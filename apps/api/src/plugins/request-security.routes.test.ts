import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ridebook/validation';
import type { App } from '../app.ts';
import { registerAccount, signedInBrowser } from '../test/accounts.ts';
import { errorOf } from '../test/responses.ts';
import { buildTestApp, buildTestContext } from '../test/test-app.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../test/test-database.ts';
import { currentUser } from './authentication.ts';

const APP_ORIGIN = 'https://rider.ridebook.example';

describe.skipIf(isTestDatabaseMissing)(`request security (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ CORS_ORIGINS: [APP_ORIGIN] });
    // Routes a later module would declare, to exercise the reusable guards.
    app.get('/api/test/whoami', { preHandler: app.authenticate }, (request) => currentUser(request));
    app.get('/api/test/admin-only', { preHandler: app.requireRole('admin') }, () => ({ ok: true }));
    app.get('/api/test/unguarded', (request) => currentUser(request));
  });
  afterAll(() => app.close());

  describe('Origin check on state-changing requests', () => {
    it('refuses a POST from a foreign origin with 403 ORIGIN_NOT_ALLOWED', async () => {
      const account = await registerAccount(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example' },
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.originNotAllowed, code: 'ORIGIN_NOT_ALLOWED' });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it.each(['PATCH', 'PUT', 'DELETE'] as const)('refuses a foreign %s too', async (method) => {
      const response = await app.inject({ method, url: '/api/user/me', headers: { origin: 'null' } });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('ORIGIN_NOT_ALLOWED');
    });

    it('accepts the API’s own origin, an allowed origin, and no Origin header', async () => {
      const account = await registerAccount(app);
      const payload = { email: account.email, password: account.password };
      for (const headers of [{ origin: 'http://localhost:80' }, { origin: APP_ORIGIN }, {}]) {
        const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });
        expect(response.statusCode).toBe(200);
      }
    });

    it('lets a foreign origin read public GETs (CORS decides what its page may see)', async () => {
      const response = await app.inject({
        url: '/api/health/live',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('CORS', () => {
    it('allows the listed app origins with credentials', async () => {
      const response = await app.inject({ url: '/api/health/live', headers: { origin: APP_ORIGIN } });
      expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    it('answers the preflight of an allowed origin', async () => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin: APP_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(response.headers['access-control-allow-methods']).toContain('PATCH');
    });
  });

  describe('security headers', () => {
    it.each(['/api/health/live', '/api/user/me', '/api/nowhere'])('are on %s', async (url) => {
      const response = await app.inject(url);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('behind an HTTPS proxy in production', () => {
    const signIn = async (app: App, headers: Record<string, string>) => {
      const account = await registerAccount(app);
      return app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: account.email, password: account.password },
      });
    };

    it('believes X-Forwarded-Proto only from a configured proxy', async () => {
      // TRUST_PROXY names the load balancer's address; this request comes from another one (inject's 127.0.0.1).
      const { app: production } = await buildTestContext({
        NODE_ENV: 'production',
        TRUST_PROXY: ['10.0.0.0/8'],
      });
      try {
        const response = await signIn(production, { 'x-forwarded-proto': 'https' });
        expect(response.statusCode).toBe(200);
        const cookies = response.cookies as { name: string; secure?: boolean }[];
        expect(cookies.map((cookie) => cookie.secure)).toEqual([undefined, undefined]);
        expect(response.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await production.close();
      }
    });

    it('sets Secure cookies and HSTS', async () => {
      const { app: production } = await buildTestContext({ NODE_ENV: 'production', TRUST_PROXY: 1 });
      try {
        const account = await registerAccount(production);
        const response = await production.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-proto': 'https' },
          payload: { email: account.email, password: account.password },
        });
        expect(response.statusCode).toBe(200);
        const cookies = response.cookies as { name: string; secure?: boolean }[];
        expect(cookies.map((cookie) => [cookie.name, cookie.secure])).toEqual([
          ['rb_access', true],
          ['rb_refresh', true],
        ]);
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      } finally {
        await production.close();
      }
    });
  });

  describe('app.authenticate and app.requireRole', () => {
    it('put the caller on request.user', async () => {
      const { browser, account } = await signedInBrowser(app);
      const response = await browser.get('/api/test/whoami');
      expect(response.json()).toEqual({
        id: account.id,
        role: 'rider',
        status: 'active',
        driverApprovalStatus: null,
        sessionId: expect.any(String) as unknown,
        account: expect.objectContaining({ id: account.id, email: account.email, role: 'rider' }) as unknown,
      });
    });

    it('refuse another role with 403 FORBIDDEN and a stranger with 401', async () => {
      const { browser } = await signedInBrowser(app);
      const forbidden = await browser.get('/api/test/admin-only');
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
      expect((await app.inject('/api/test/admin-only')).statusCode).toBe(401);
    });

    it('make currentUser refuse a route that forgot its guard', async () => {
      const { browser } = await signedInBrowser(app);
      expect((await browser.get('/api/test/unguarded')).statusCode).toBe(401);
    });
  });
});
