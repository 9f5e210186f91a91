import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type OutboxMail } from '@ridebook/validation';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { TEST_PASSWORD, registerAccount, signedInBrowser } from '../../test/accounts.ts';
import { createBrowser } from '../../test/browser.ts';
import { errorOf, userOf } from '../../test/responses.ts';
import { loadEnv } from '../../config/env.ts';
import { outboxFor } from '../../test/mail-support.ts';
import { buildTestContext } from '../../test/test-app.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../../test/test-database.ts';
import { updateDriverProfile, updateUser } from '../users/index.ts';
import { REFRESH_REUSE_GRACE_MS } from './auth.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Moves the clock that tokens, sessions and rate limits read (only Date is faked; timers run normally). */
function advanceClock(ms: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

type SetCookie = {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
};
function setCookies(response: { cookies: unknown[] }): Record<string, SetCookie> {
  return Object.fromEntries((response.cookies as SetCookie[]).map((cookie) => [cookie.name, cookie]));
}

describe.skipIf(isTestDatabaseMissing)(`auth routes (${testDatabaseKind})`, () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await buildTestContext({ ACCESS_TOKEN_TTL_SECONDS: 60 }));
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('POST /api/auth/login', () => {
    it('signs in: the account, and httpOnly SameSite=Lax cookies scoped to /api and /api/auth', async () => {
      const account = await registerAccount(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email.toUpperCase(), password: account.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(userOf(response)).toMatchObject({
        id: account.id,
        email: account.email,
        role: 'rider',
        status: 'active',
      });
      const cookies = setCookies(response);
      expect(cookies.rb_access).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax' });
      expect(cookies.rb_refresh).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
      // Without remember-me both are session cookies; over plain http they are not Secure.
      expect(cookies.rb_access?.maxAge).toBeUndefined();
      expect(cookies.rb_refresh?.maxAge).toBeUndefined();
      expect(cookies.rb_access?.secure).toBeUndefined();
    });

    it('keeps a remembered session for 30 days', async () => {
      const account = await registerAccount(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password, rememberMe: true },
      });
      const cookies = setCookies(response);
      expect(cookies.rb_refresh?.maxAge).toBe(30 * 24 * 60 * 60);
      expect(cookies.rb_access?.maxAge).toBe(30 * 24 * 60 * 60);
    });

    it('answers a wrong password and an unknown email alike: 401 INVALID_CREDENTIALS', async () => {
      const account = await registerAccount(app);
      for (const payload of [
        { email: account.email, password: 'Wrong1234' },
        { email: 'nobody@example.com', password: account.password },
      ]) {
        const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'Invalid credentials. Please try again.',
          code: 'INVALID_CREDENTIALS',
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('validates the body with the seed’s messages', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: '', password: '12345' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Email is required',
        code: 'VALIDATION_FAILED',
        errors: [
          { path: 'email', message: 'Email is required' },
          { path: 'password', message: 'Password must be at least 6 characters long' },
        ],
      });
    });

    it('refuses a blocked account with 403 ACCOUNT_BLOCKED and says how to reach support', async () => {
      const account = await registerAccount(app);
      await updateUser(db, account.id, { status: 'blocked' }, new Date());
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.accountBlocked, code: 'ACCOUNT_BLOCKED' });
      expect(errorOf(response).message).toMatch(/contact.*support/i);
    });

    it('refuses a suspended driver with 403 DRIVER_SUSPENDED', async () => {
      const account = await registerAccount(app, { role: 'driver' });
      await updateDriverProfile(db, account.id, { approvalStatus: 'suspended' }, new Date());
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.driverSuspended, code: 'DRIVER_SUSPENDED' });
    });

    it.each(['pending', 'rejected'] as const)('lets a %s driver sign in', async (approvalStatus) => {
      const account = await registerAccount(app, { role: 'driver' });
      await updateDriverProfile(db, account.id, { approvalStatus }, new Date());
      const browser = createBrowser(app);
      const response = await browser.post('/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(response.statusCode).toBe(200);
      expect(userOf(response).driver?.approvalStatus).toBe(approvalStatus);
      expect(userOf(await browser.get('/api/user/me')).driver?.approvalStatus).toBe(approvalStatus);
    });
  });

  describe('sign-in throttling (docs/decisions/013)', () => {
    let limited: App;
    beforeAll(async () => {
      ({ app: limited } = await buildTestContext({
        LOGIN_FREE_FAILURES: 3,
        LOGIN_RATE_LIMIT_PER_ACCOUNT: 10,
        LOGIN_RATE_LIMIT_PER_IP: 15,
        LOGIN_RATE_LIMIT_WINDOW_MINUTES: 15,
      }));
    });
    afterAll(() => limited.close());

    const attempt = (email: string, password: string, remoteAddress: string) =>
      limited.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

    it('never lets a stranger lock the owner out: wrong passwords from elsewhere do not stop the right one', async () => {
      const account = await registerAccount(limited);
      // Ten wrong passwords from ten addresses (more than LOGIN_RATE_LIMIT_PER_ACCOUNT), then more from one of them.
      for (let index = 1; index <= 10; index += 1) {
        expect((await attempt(account.email, 'Wrong1234', `10.0.0.${index}`)).statusCode).toBe(401);
      }
      const guessing = await attempt(account.email, 'Wrong1234', '10.0.0.1');
      expect(guessing.statusCode).toBe(429);
      expect(errorOf(guessing).code).toBe('RATE_LIMITED');

      expect((await attempt(account.email, account.password, '192.0.2.7')).statusCode).toBe(200);
    });

    it('makes one address wait longer after each wrong password for that account, and the wait ends with it', async () => {
      const account = await registerAccount(limited);
      const address = '10.1.0.1';
      for (let failure = 0; failure < 3; failure += 1) {
        expect((await attempt(account.email, 'Wrong1234', address)).statusCode).toBe(401);
      }
      const first = await attempt(account.email, 'Wrong1234', address);
      expect(first.statusCode).toBe(429);
      expect(first.json()).toEqual({
        message: 'Too many attempts. Please try again in a second.',
        code: 'RATE_LIMITED',
      });
      expect(first.headers['retry-after']).toBe('1');

      advanceClock(1_000);
      expect((await attempt(account.email, 'Wrong1234', address)).statusCode).toBe(401);
      const second = await attempt(account.email, 'Wrong1234', address);
      expect(errorOf(second).message).toBe('Too many attempts. Please try again in 2 seconds.');
      expect(second.headers['retry-after']).toBe('2');

      advanceClock(2_000);
      expect((await attempt(account.email, 'Wrong1234', address)).statusCode).toBe(401);
      // During the wait not even the right password is checked from this address...
      const waiting = await attempt(account.email, account.password, address);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('4');
      // ...after it, it signs in, and this address starts afresh.
      advanceClock(4_000);
      expect((await attempt(account.email, account.password, address)).statusCode).toBe(200);
      expect((await attempt(account.email, 'Wrong1234', address)).statusCode).toBe(401);
      expect((await attempt(account.email, 'Wrong1234', address)).statusCode).toBe(401);
    });

    it('never holds back an account that signs in with the right password', async () => {
      const account = await registerAccount(limited);
      for (let index = 0; index < 12; index += 1) {
        expect((await attempt(account.email, account.password, '10.2.0.1')).statusCode).toBe(200);
      }
    });

    it('allows LOGIN_RATE_LIMIT_PER_IP (15) attempts per address, whatever the accounts, then 429', async () => {
      for (let index = 0; index < 15; index += 1) {
        const response = await attempt(`stranger${index}@example.com`, 'Wrong1234', '10.9.9.9');
        expect(response.statusCode).toBe(401);
      }
      const response = await attempt('stranger99@example.com', 'Wrong1234', '10.9.9.9');
      expect(response.statusCode).toBe(429);
      expect(errorOf(response).message).toBe('Too many attempts. Please try again in 15 minutes.');
    });
  });

  describe('access token expiry', () => {
    it('answers 401 TOKEN_EXPIRED once the access token has expired; a refresh restores access', async () => {
      const { browser } = await signedInBrowser(app);
      expect((await browser.get('/api/user/me')).statusCode).toBe(200);

      advanceClock(61_000);
      const expired = await browser.get('/api/user/me');
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: 'Your token has expired', code: 'TOKEN_EXPIRED' });

      expect((await browser.post('/api/auth/refresh-token')).statusCode).toBe(200);
      expect((await browser.get('/api/user/me')).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/refresh-token', () => {
    it('rotates both cookies', async () => {
      const { browser } = await signedInBrowser(app);
      const before = { access: browser.cookie('rb_access'), refresh: browser.cookie('rb_refresh') };
      advanceClock(1_000);
      const response = await browser.post('/api/auth/refresh-token');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.sessionRefreshed });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(browser.cookie('rb_refresh')).not.toBe(before.refresh);
      expect(browser.cookie('rb_access')).not.toBe(before.access);
      expect(setCookies(response).rb_refresh).toMatchObject({ path: '/api/auth', httpOnly: true });
    });

    it('keeps a remembered session persistent across rotations', async () => {
      const { browser } = await signedInBrowser(app, {}, { rememberMe: true });
      const response = await browser.post('/api/auth/refresh-token');
      expect(setCookies(response).rb_refresh?.maxAge).toBe(30 * 24 * 60 * 60);
    });

    it('revokes the whole family when a rotated token is used again after the grace window', async () => {
      const { browser } = await signedInBrowser(app);
      const stolen = browser.cookie('rb_refresh');
      expect((await browser.post('/api/auth/refresh-token')).statusCode).toBe(200);
      advanceClock(REFRESH_REUSE_GRACE_MS + 1_000);

      const thief = createBrowser(app);
      thief.setCookie('rb_refresh', stolen ?? '', '/api/auth');
      const reuse = await thief.post('/api/auth/refresh-token');
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ message: MESSAGES.refreshTokenInvalid, code: 'REFRESH_TOKEN_INVALID' });

      // The owner's newer refresh token and current access token die with the family.
      expect((await browser.get('/api/user/me')).statusCode).toBe(401);
      const ownerRefresh = await browser.post('/api/auth/refresh-token');
      expect(ownerRefresh.statusCode).toBe(401);
      expect(errorOf(ownerRefresh).code).toBe('REFRESH_TOKEN_INVALID');
      expect(browser.cookie('rb_refresh')).toBeUndefined();
    });

    it('lets two tabs refresh with the same cookie at once: one rotates it, the other gets only an access token', async () => {
      const { browser } = await signedInBrowser(app);
      const shared = browser.cookie('rb_refresh') ?? '';
      const otherTab = createBrowser(app);
      otherTab.setCookie('rb_refresh', shared, '/api/auth');

      const [first, second] = await Promise.all([
        browser.post('/api/auth/refresh-token'),
        otherTab.post('/api/auth/refresh-token'),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const rotated = [first, second].filter((response) => setCookies(response).rb_refresh !== undefined);
      expect(rotated).toHaveLength(1);
      for (const response of [first, second]) expect(setCookies(response).rb_access).toBeDefined();
      expect((await browser.get('/api/user/me')).statusCode).toBe(200);
      expect((await otherTab.get('/api/user/me')).statusCode).toBe(200);

      // Within the grace window the old cookie still earns an access token, and the session lives on.
      advanceClock(REFRESH_REUSE_GRACE_MS - 1_000);
      const late = createBrowser(app);
      late.setCookie('rb_refresh', shared, '/api/auth');
      const lateRefresh = await late.post('/api/auth/refresh-token');
      expect(lateRefresh.statusCode).toBe(200);
      expect(setCookies(lateRefresh).rb_refresh).toBeUndefined();
      expect((await browser.get('/api/user/me')).statusCode).toBe(200);
    });

    it('leaves the account’s other sessions alone when one family is revoked', async () => {
      const { browser, account } = await signedInBrowser(app);
      const laptop = createBrowser(app);
      await laptop.post('/api/auth/login', { email: account.email, password: account.password });
      const stolen = browser.cookie('rb_refresh');
      await browser.post('/api/auth/refresh-token');
      advanceClock(REFRESH_REUSE_GRACE_MS + 1_000);
      const thief = createBrowser(app);
      thief.setCookie('rb_refresh', stolen ?? '', '/api/auth');
      await thief.post('/api/auth/refresh-token');
      expect((await laptop.get('/api/user/me')).statusCode).toBe(200);
    });

    it('answers 401 REFRESH_TOKEN_INVALID without a cookie or with an unknown one', async () => {
      const none = await app.inject({ method: 'POST', url: '/api/auth/refresh-token' });
      expect(none.statusCode).toBe(401);
      expect(errorOf(none).code).toBe('REFRESH_TOKEN_INVALID');
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        cookies: { rb_refresh: 'not-a-token' },
      });
      expect(unknown.statusCode).toBe(401);
      expect(errorOf(unknown).code).toBe('REFRESH_TOKEN_INVALID');
    });

    it('lets a session without remember-me lapse after a day without use', async () => {
      const { browser } = await signedInBrowser(app);
      advanceClock(DAY + MINUTE);
      const response = await browser.post('/api/auth/refresh-token');
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('REFRESH_TOKEN_INVALID');
    });

    it('keeps a remembered session alive for 30 days since its last use', async () => {
      const { browser } = await signedInBrowser(app, {}, { rememberMe: true });
      advanceClock(29 * DAY);
      expect((await browser.post('/api/auth/refresh-token')).statusCode).toBe(200);
      advanceClock(29 * DAY);
      expect((await browser.post('/api/auth/refresh-token')).statusCode).toBe(200);
      advanceClock(31 * DAY);
      expect((await browser.post('/api/auth/refresh-token')).statusCode).toBe(401);
    });

    it('refuses to refresh a blocked account', async () => {
      const { browser, account } = await signedInBrowser(app);
      await updateUser(db, account.id, { status: 'blocked' }, new Date());
      const response = await browser.post('/api/auth/refresh-token');
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('ACCOUNT_BLOCKED');
      expect(browser.cookie('rb_access')).toBeUndefined();
    });
  });

  describe('an account blocked while signed in', () => {
    it('is refused on its next request, with a valid access token', async () => {
      const { browser, account } = await signedInBrowser(app);
      expect((await browser.get('/api/user/me')).statusCode).toBe(200);
      await updateUser(db, account.id, { status: 'blocked' }, new Date());
      const response = await browser.get('/api/user/me');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.accountBlocked, code: 'ACCOUNT_BLOCKED' });
    });

    it('is refused as a driver suspended while signed in', async () => {
      const { browser, account } = await signedInBrowser(app, { role: 'driver' });
      await updateDriverProfile(db, account.id, { approvalStatus: 'suspended' }, new Date());
      const response = await browser.get('/api/user/me');
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('DRIVER_SUSPENDED');
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session and clears both cookies', async () => {
      const { browser } = await signedInBrowser(app);
      const access = browser.cookie('rb_access');
      const refresh = browser.cookie('rb_refresh');
      const response = await browser.post('/api/auth/logout');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Successfully logged out!' });
      const cleared = setCookies(response);
      expect(cleared.rb_access).toMatchObject({ value: '', path: '/api' });
      expect(cleared.rb_refresh).toMatchObject({ value: '', path: '/api/auth' });

      // The old tokens are dead server-side, not only forgotten by the browser.
      const replayAccess = await app.inject({ url: '/api/user/me', cookies: { rb_access: access ?? '' } });
      expect(replayAccess.statusCode).toBe(401);
      const replayRefresh = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        cookies: { rb_refresh: refresh ?? '' },
      });
      expect(replayRefresh.statusCode).toBe(401);
    });

    it('works with an expired access token and no refresh cookie', async () => {
      const { browser } = await signedInBrowser(app);
      const refresh = browser.cookie('rb_refresh');
      advanceClock(61_000);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { rb_access: browser.cookie('rb_access') ?? '' },
      });
      expect(response.statusCode).toBe(200);
      const replay = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        cookies: { rb_refresh: refresh ?? '' },
      });
      expect(replay.statusCode).toBe(401);
    });

    it('answers 200 when nobody is signed in, also for an empty JSON body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.logoutSuccess });
    });
  });

  describe('POST /api/auth/change-password', () => {
    const change = {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Changed123',
      confirmPassword: 'Changed123',
    };

    it('changes the password, keeps this device and signs out the others', async () => {
      const { browser, account } = await signedInBrowser(app);
      const phone = createBrowser(app);
      await phone.post('/api/auth/login', { email: account.email, password: account.password });

      const response = await browser.post('/api/auth/change-password', change);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.passwordChanged });
      expect((await browser.get('/api/user/me')).statusCode).toBe(200);
      expect((await browser.post('/api/auth/refresh-token')).statusCode).toBe(200);
      expect((await phone.get('/api/user/me')).statusCode).toBe(401);
      expect((await phone.post('/api/auth/refresh-token')).statusCode).toBe(401);

      const login = (password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password } });
      expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login('Changed123')).statusCode).toBe(200);
    });

    it('refuses a wrong current password on its field', async () => {
      const { browser } = await signedInBrowser(app);
      const response = await browser.post('/api/auth/change-password', {
        ...change,
        currentPassword: 'Nope12345',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.currentPasswordIncorrect,
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'currentPassword', message: MESSAGES.currentPasswordIncorrect }],
      });
    });

    it('applies the registration rules to the new password', async () => {
      const { browser } = await signedInBrowser(app);
      const response = await browser.post('/api/auth/change-password', {
        ...change,
        newPassword: 'weakpass',
        confirmPassword: 'weakpass',
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([
        { path: 'newPassword', message: MESSAGES.passwordComplexity },
      ]);
    });

    it('needs a session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: change,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('forgot and reset password', () => {
    const outbox = (to: string) => outboxFor({ app, db }, to);
    const forgot = (email: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
    const tokenOf = (mail: OutboxMail | undefined) => /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = (token: string, password = 'Reset1234') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password, confirmPassword: password },
      });

    /** The answer as a client sees it, less the Date header (it changes with the second) and the request's id. */
    const answerOf = ({ statusCode, headers, body }: Awaited<ReturnType<typeof forgot>>) => {
      const { date: _date, 'x-request-id': _requestId, ...rest } = headers;
      return { statusCode, headers: rest, body };
    };

    it('answers the same whether or not the account exists, and mails only a real account', async () => {
      const account = await registerAccount(app);
      const known = await forgot(account.email);
      const unknown = await forgot('ghost@example.com');
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: MESSAGES.forgotPasswordSent });
      expect(answerOf(unknown)).toEqual(answerOf(known));
      expect(await outbox('ghost@example.com')).toEqual([]);

      const [mail] = await outbox(account.email);
      expect(mail).toMatchObject({ to: account.email, subject: 'Reset your RideBook password' });
      expect(mail?.text).toMatch(/^http:\/\/localhost\/reset-password\?token=[\w-]{43}$/m);
      expect(mail?.text).toContain('expires in 30 minutes');
    });

    it('answers before the e-mail is sent, and a failing mailer only logs', async () => {
      const account = await registerAccount(app);
      let failMail = () => {};
      const mailFailure = new Promise<void>((resolve) => {
        failMail = resolve;
      });
      const attempts: string[] = [];
      // Held until the answer is in: a route that waited for the e-mail would never answer (the test times out).
      const failingSend = vi.spyOn(app.mailer, 'send').mockImplementation(async (message) => {
        attempts.push(message.to);
        await mailFailure;
        throw new Error('SMTP server unreachable');
      });
      const logged = vi.spyOn(app.log, 'error');
      try {
        const known = await forgot(account.email);
        const unknown = await forgot('ghost@example.com');
        expect(known.json()).toEqual({ message: MESSAGES.forgotPasswordSent });
        expect(answerOf(known)).toEqual(answerOf(unknown));

        failMail();
        await app.mailer.idle();
        expect(attempts).toEqual([account.email]);
        expect(logged).toHaveBeenCalledOnce();
        const [fields, message] = logged.mock.calls[0] ?? [];
        expect(message).toBe('password reset e-mail failed');
        expect((fields as { err?: Error } | undefined)?.err?.message).toBe('SMTP server unreachable');
      } finally {
        failingSend.mockRestore();
        logged.mockRestore();
      }
      // The link was made (the token is stored); asking again mails one that works.
      await forgot(account.email);
      const [mail] = await outbox(account.email);
      expect(mail?.to).toBe(account.email);
      expect((await reset(tokenOf(mail))).statusCode).toBe(200);
    });

    it('builds the link from the configured site only, whatever Host, X-Forwarded-Host or Origin the request forges', async () => {
      // No PUBLIC_SITE_URL given: the default comes from the configuration (HOST and PORT), never the request.
      const defaults = loadEnv({ NODE_ENV: 'test' });
      const forged = {
        host: 'evil.example',
        origin: 'http://evil.example',
        'x-forwarded-host': 'evil.example',
      };
      for (const overrides of [
        { PUBLIC_SITE_URL: defaults.PUBLIC_SITE_URL },
        // Production behind a trusted proxy believes X-Forwarded-Host for nothing either.
        { NODE_ENV: 'production' as const, TRUST_PROXY: 1, PUBLIC_SITE_URL: 'https://ridebook.example' },
      ]) {
        const context = await buildTestContext(overrides);
        try {
          const account = await registerAccount(context.app);
          const asked = await context.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: account.email },
            headers: forged,
          });
          expect(asked.statusCode).toBe(200);
          const [mail] = await outboxFor(context, account.email);
          expect(mail?.text).toContain(`${overrides.PUBLIC_SITE_URL}/reset-password?token=`);
          expect(mail?.text).not.toContain('evil.example');
        } finally {
          await context.app.close();
        }
      }
      expect(defaults.PUBLIC_SITE_URL).toBe('http://localhost:3000');
    });

    it('resets the password once, and signs out every session', async () => {
      const { browser, account } = await signedInBrowser(app);
      await forgot(account.email);
      const token = tokenOf((await outbox(account.email))[0]);

      const response = await reset(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.passwordResetSuccess });
      expect((await browser.get('/api/user/me')).statusCode).toBe(401);
      expect((await browser.post('/api/auth/refresh-token')).statusCode).toBe(401);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: 'Reset1234' },
      });
      expect(login.statusCode).toBe(200);

      const again = await reset(token, 'Another123');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: MESSAGES.invalidResetToken,
        code: 'INVALID_RESET_TOKEN',
        errors: [{ path: 'token', message: MESSAGES.invalidResetToken }],
      });
    });

    it('voids the account’s other reset links once one is used', async () => {
      const account = await registerAccount(app);
      await forgot(account.email);
      await forgot(account.email);
      const [newer, older] = (await outbox(account.email)).map(tokenOf);
      expect(newer).not.toBe(older);
      expect((await reset(older ?? '')).statusCode).toBe(200);
      expect(errorOf(await reset(newer ?? '')).code).toBe('INVALID_RESET_TOKEN');
    });

    it('refuses an expired link (30 minutes)', async () => {
      const account = await registerAccount(app);
      await forgot(account.email);
      const token = tokenOf((await outbox(account.email))[0]);
      advanceClock(30 * MINUTE + 1_000);
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('INVALID_RESET_TOKEN');
      // The old password still works.
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses an unknown token and a weak password', async () => {
      expect(errorOf(await reset('made-up-token')).code).toBe('INVALID_RESET_TOKEN');
      const weak = await reset('made-up-token', 'short');
      expect(weak.statusCode).toBe(400);
      expect(errorOf(weak).errors).toEqual([{ path: 'password', message: MESSAGES.passwordMin }]);
    });
  });
});
