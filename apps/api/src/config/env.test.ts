import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SERVE_APPS).toBe(true);
    expect(env.CORS_ORIGINS).toEqual([]);
    expect(env).toMatchObject({
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 72_000,
      HTTP_IDLE_TIMEOUT_MS: 120_000,
      WS_MAX_SOCKETS_PER_USER: 5,
    });
  });

  it('applies the accounts and sessions defaults', () => {
    expect(loadEnv({})).toMatchObject({
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      LOGIN_RATE_LIMIT_PER_ACCOUNT: 10,
      LOGIN_RATE_LIMIT_PER_IP: 100,
      LOGIN_RATE_LIMIT_WINDOW_MINUTES: 15,
      LOGIN_FREE_FAILURES: 5,
      LOGIN_MAX_DELAY_MINUTES: 15,
      PASSWORD_RESET_TTL_MINUTES: 30,
      PUBLIC_RATE_LIMIT_PER_MINUTE: 60,
      MAIL_FROM: 'RideBook <no-reply@ridebook.demo>',
      SEED_DEMO_DATA: true,
    });
    const env = loadEnv({});
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('derives the link base from HOST and PORT outside production, never from a request', () => {
    expect(loadEnv({}).PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '8080', HOST: '::' }).PUBLIC_SITE_URL).toBe('http://localhost:8080');
    expect(loadEnv({ HOST: '127.0.0.1', PORT: '4000' }).PUBLIC_SITE_URL).toBe('http://127.0.0.1:4000');
    expect(loadEnv({ HOST: '::1' }).PUBLIC_SITE_URL).toBe('http://[::1]:3000');
  });

  it('refuses to start in production without PUBLIC_SITE_URL and TRUST_PROXY', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', TRUST_PROXY: '1' })).toThrow(
      /^Invalid environment: PUBLIC_SITE_URL is required in production/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://ridebook.example' })).toThrow(
      /^Invalid environment: TRUST_PROXY is required in production/,
    );
    const production = loadEnv({
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://ridebook.example',
      TRUST_PROXY: '0',
    });
    expect(production.PUBLIC_SITE_URL).toBe('https://ridebook.example');
    expect(production.TRUST_PROXY).toBe(false);
  });

  it('trusts no proxy by default, and exactly the configured hop count or addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(
      loadEnv({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://x.example', TRUST_PROXY: '1' }).TRUST_PROXY,
    ).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const refused of ['true', 'all', '10.0.0.0/33', 'proxy.example.com', '1000']) {
      expect(() => loadEnv({ TRUST_PROXY: refused })).toThrow(
        `Invalid environment: TRUST_PROXY must be the number of proxies in front of the API (0 for none) or a comma-separated list of their addresses such as 127.0.0.1,10.0.0.0/8 (got "${refused}")`,
      );
    }
  });

  it('seeds demo data by default except in production, and obeys SEED_DEMO_DATA', () => {
    const production = { NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://x.example', TRUST_PROXY: '1' };
    expect(loadEnv(production).SEED_DEMO_DATA).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    expect(loadEnv({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
    expect(() => loadEnv({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('reads the token lifetimes and limits as whole numbers', () => {
    expect(loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '2' }).ACCESS_TOKEN_TTL_SECONDS).toBe(2);
    expect(() => loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(
      'Invalid environment: ACCESS_TOKEN_TTL_SECONDS must be a whole number from 1 to 86400 (got "0")',
    );
    expect(() => loadEnv({ LOGIN_RATE_LIMIT_PER_ACCOUNT: 'ten' })).toThrow(/LOGIN_RATE_LIMIT_PER_ACCOUNT/);
  });

  it('refuses a short JWT_SECRET and a malformed SMTP_URL without echoing them', () => {
    const shortSecret = () => loadEnv({ JWT_SECRET: 'tooshort' });
    expect(shortSecret).toThrow('Invalid environment: JWT_SECRET must be at least 32 characters long');
    expect(shortSecret).not.toThrow(/tooshort/);
    const badSmtp = () => loadEnv({ SMTP_URL: 'http://user:hunter2@mail' });
    expect(badSmtp).toThrow(/^Invalid environment: SMTP_URL must be an SMTP URL/);
    expect(badSmtp).not.toThrow(/hunter2/);
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.example.com:465',
    );
  });

  it('reads PUBLIC_SITE_URL as an absolute URL without a trailing slash', () => {
    expect(loadEnv({ PUBLIC_SITE_URL: 'https://ridebook.example/' }).PUBLIC_SITE_URL).toBe(
      'https://ridebook.example',
    );
    expect(() => loadEnv({ PUBLIC_SITE_URL: '/relative' })).toThrow(/PUBLIC_SITE_URL/);
  });

  it('reads the map settings, OpenStreetMap tiles and no style by default, and refuses a style over plain http', () => {
    expect(loadEnv({})).toMatchObject({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: expect.stringContaining('OpenStreetMap') as string,
    });
    expect(loadEnv({}).MAP_STYLE_URL).toBeUndefined();
    expect(loadEnv({ MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty' }).MAP_STYLE_URL).toBe(
      'https://tiles.openfreemap.org/styles/liberty',
    );
    expect(() => loadEnv({ MAP_STYLE_URL: 'http://tiles.example.com/style.json' })).toThrow(
      /MAP_STYLE_URL.*https URL/,
    );
    expect(
      loadEnv({ MAP_STYLE_URL_DARK: 'https://tiles.openfreemap.org/styles/dark' }).MAP_STYLE_URL_DARK,
    ).toBe('https://tiles.openfreemap.org/styles/dark');
    expect(() => loadEnv({ MAP_STYLE_URL_DARK: 'javascript:alert(1)' })).toThrow(
      /MAP_STYLE_URL_DARK.*https URL/,
    );
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(
      /MAP_TILE_URL.*\{z\}, \{x\} and \{y\}/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('names the variable and the problem for a bad PORT', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(
      new EnvError('Invalid environment: PORT must be a whole number from 1 to 65535 (got "abc")'),
    );
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT must be a whole number from 1 to 65535/);
  });

  it('refuses a malformed DATABASE_URL without echoing it (it may hold a password)', () => {
    const attempt = () => loadEnv({ DATABASE_URL: 'mysql://secret@db/x' });
    expect(attempt).toThrow(/^Invalid environment: DATABASE_URL must be a PostgreSQL URL/);
    expect(attempt).not.toThrow(/secret/);
  });

  it('accepts postgres:// and postgresql:// URLs', () => {
    expect(loadEnv({ DATABASE_URL: 'postgresql://u:p@localhost:5432/db' }).DATABASE_URL).toBe(
      'postgresql://u:p@localhost:5432/db',
    );
  });

  it('parses CORS_ORIGINS as a list of bare origins', () => {
    expect(
      loadEnv({ CORS_ORIGINS: 'https://rider.example.com, https://admin.example.com' }).CORS_ORIGINS,
    ).toEqual(['https://rider.example.com', 'https://admin.example.com']);
    expect(() => loadEnv({ CORS_ORIGINS: 'https://rider.example.com/path' })).toThrow(/CORS_ORIGINS/);
  });

  it("reads DEFAULT_TIME_ZONE, the demo city's by default, as its canonical name, and refuses an unknown zone", () => {
    expect(loadEnv({}).DEFAULT_TIME_ZONE).toBe('America/Los_Angeles');
    expect(loadEnv({ DEFAULT_TIME_ZONE: ' Europe/London ' }).DEFAULT_TIME_ZONE).toBe('Europe/London');
    expect(loadEnv({ DEFAULT_TIME_ZONE: 'utc' }).DEFAULT_TIME_ZONE).toBe('UTC');
    expect(() => loadEnv({ DEFAULT_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      'Invalid environment: DEFAULT_TIME_ZONE must be an IANA time zone such as America/Los_Angeles or Europe/London (got "Mars/Olympus_Mons")',
    );
    expect(() => loadEnv({ DEFAULT_TIME_ZONE: '+02:00' })).toThrow(/DEFAULT_TIME_ZONE/);
  });

  it('reads EMERGENCY_PHONE_NUMBER, 911 by default, and refuses what is not a phone number', () => {
    expect(loadEnv({}).EMERGENCY_PHONE_NUMBER).toBe('911');
    expect(loadEnv({ EMERGENCY_PHONE_NUMBER: '112' }).EMERGENCY_PHONE_NUMBER).toBe('112');
    expect(loadEnv({ EMERGENCY_PHONE_NUMBER: ' +44 999 ' }).EMERGENCY_PHONE_NUMBER).toBe('+44 999');
    expect(loadEnv({ EMERGENCY_PHONE_NUMBER: '000' }).EMERGENCY_PHONE_NUMBER).toBe('000');
    expect(() => loadEnv({ EMERGENCY_PHONE_NUMBER: 'police' })).toThrow(
      'Invalid environment: EMERGENCY_PHONE_NUMBER must be a phone number such as 911 or 112 (got "police")',
    );
    expect(() => loadEnv({ EMERGENCY_PHONE_NUMBER: '911-' })).toThrow(/EMERGENCY_PHONE_NUMBER/);
    expect(() => loadEnv({ EMERGENCY_PHONE_NUMBER: '1'.repeat(21) })).toThrow(/EMERGENCY_PHONE_NUMBER/);
  });

  it('uses the sandbox card provider by default and needs a secret key for Stripe, never echoing it', () => {
    const env = loadEnv({});
    expect(env.PAYMENT_PROVIDER).toBe('sandbox');
    expect(env.STRIPE_API_BASE).toBe('https://api.stripe.com');
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'Invalid environment: STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
    );
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is required when PAYMENT_PROVIDER=stripe/,
    );
    const stripe = loadEnv({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
    });
    expect(stripe.STRIPE_API_BASE).toBe('http://127.0.0.1:12111');
    const badKey = () => loadEnv({ STRIPE_SECRET_KEY: 'pk_test_leaked' });
    expect(badKey).toThrow(/^Invalid environment: STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(badKey).not.toThrow(/leaked/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses live Stripe keys unless in production with an https public site, and mixed modes', () => {
    const live = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
    };
    const refusal =
      /STRIPE_SECRET_KEY is a live key \(real money\): live keys are refused unless NODE_ENV=production and PUBLIC_SITE_URL is https/;
    expect(() => loadEnv(live)).toThrow(refusal);
    expect(() => loadEnv(live)).toThrow(/STRIPE_PUBLISHABLE_KEY is a live key/);
    expect(() => loadEnv(live)).not.toThrow(/sk_live_abc123/);
    const production = { NODE_ENV: 'production', TRUST_PROXY: '1', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(() => loadEnv({ ...live, ...production, PUBLIC_SITE_URL: 'http://ridebook.example' })).toThrow(
      refusal,
    );
    const served = loadEnv({ ...live, ...production, PUBLIC_SITE_URL: 'https://ridebook.example' });
    expect(served.STRIPE_SECRET_KEY).toBe('sk_live_abc123');
    expect(() =>
      loadEnv({
        ...live,
        ...production,
        PUBLIC_SITE_URL: 'https://ridebook.example',
        STRIPE_WEBHOOK_SECRET: '',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadEnv({ ...live, STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is a live key but STRIPE_SECRET_KEY is a test key/,
    );
  });

  it('reports every problem, one line each', () => {
    try {
      loadEnv({ PORT: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message.split('\n')).toHaveLength(2);
    }
  });
});
