import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import {
  REDACTED,
  chooseLogFormat,
  logTransport,
  loggerOptions,
  maskSecretsInText,
  serializeError,
} from './logging.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const EMAIL = 'victim@example.com';
const PHONE = '+1 555 010 7777';
const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo';

/** A Fastify app whose log lines (JSON) are kept in `lines`. */
function appWithCapturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions({ level: 'info' as const, stream }) });
  registerErrorHandler(app);
  return { app, output: () => lines.join('') };
}

/** What drizzle throws when an INSERT fails: the query, its values, and the database's error as the cause. */
function failedInsert(): DrizzleQueryError {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_unique"'),
    {
      code: '23505',
      constraint: 'users_email_unique',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      query: 'insert into "users" ("email", "phone", "password_hash") values ($1, $2, $3)',
      params: [EMAIL, PHONE, HASH],
    },
  );
  return new DrizzleQueryError(
    'insert into "users" ("email", "phone", "password_hash") values ($1, $2, $3)',
    [EMAIL, PHONE, HASH],
    cause,
  );
}

describe('the log', () => {
  it('writes a failed query without its values, in the message, the stack, the fields and the cause', async () => {
    const { app, output } = appWithCapturedLog();
    app.post('/user/register', async () => {
      throw failedInsert();
    });
    const response = await app.inject({ method: 'POST', url: '/user/register', payload: {} });
    expect(response.statusCode).toBe(500);
    await app.close();

    const log = output();
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('users_email_unique');
    expect(log).toContain(`Key (email)=(${REDACTED}) already exists.`);
    for (const secret of [HASH, EMAIL, PHONE, 'argon2id']) expect(log).not.toContain(secret);
  });

  it('redacts cookies, authorization and secret fields, and masks tokens in URLs and messages', async () => {
    const { app, output } = appWithCapturedLog();
    app.get('/api/track/:token', async (request) => {
      request.log.info(
        { headers: request.headers, body: { password: 'Hunter2Hunter2', email: EMAIL } },
        'seen',
      );
      request.log.warn(`someone opened /track/${TOKEN}`);
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: `/api/track/${TOKEN}`,
      headers: { cookie: `rb_access=${TOKEN}`, authorization: `Bearer ${TOKEN}` },
    });
    // Not found: Fastify logs the URL in its message.
    await app.inject({ method: 'GET', url: `/reset-password?token=${TOKEN}&next=/rider` });
    await app.close();

    const log = output();
    expect(log).toContain(`/api/track/${REDACTED}`);
    expect(log).toContain(`/reset-password?token=${REDACTED}&next=/rider`);
    expect(log).toContain(`"cookie":"${REDACTED}"`);
    expect(log).toContain(`"authorization":"${REDACTED}"`);
    expect(log).toContain(`"password":"${REDACTED}"`);
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain('Hunter2Hunter2');
  });

  it('masks the secret of every kind of link', () => {
    expect(maskSecretsInText(`https://ridebook.example/reset-password?token=${TOKEN}`)).toBe(
      `https://ridebook.example/reset-password?token=${REDACTED}`,
    );
    expect(maskSecretsInText(`GET /api/track/${TOKEN}?x=1`)).toBe(`GET /api/track/${REDACTED}?x=1`);
    expect(maskSecretsInText(`/track/${TOKEN}`)).toBe(`/track/${REDACTED}`);
    expect(maskSecretsInText('/api/rides/42/receipt?page=2')).toBe('/api/rides/42/receipt?page=2');
  });

  it('keeps what an error says that is not secret', () => {
    const error = Object.assign(new Error('SMTP server unreachable'), { code: 'ECONNREFUSED', port: 587 });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'SMTP server unreachable',
      code: 'ECONNREFUSED',
      port: 587,
    });
    expect(serializeError(`failed at /track/${TOKEN}`)).toEqual({
      type: 'string',
      message: `failed at /track/${REDACTED}`,
      stack: '',
    });
  });
});

describe('the log format', () => {
  it('is readable lines in development on a terminal, JSON elsewhere, and LOG_FORMAT decides when set', () => {
    expect(chooseLogFormat({ logFormat: undefined, nodeEnv: 'development', isTerminal: true })).toBe(
      'pretty',
    );
    expect(chooseLogFormat({ logFormat: undefined, nodeEnv: 'development', isTerminal: false })).toBe('json');
    expect(chooseLogFormat({ logFormat: undefined, nodeEnv: 'production', isTerminal: true })).toBe('json');
    expect(chooseLogFormat({ logFormat: 'pretty', nodeEnv: 'production', isTerminal: false })).toBe('pretty');
    expect(chooseLogFormat({ logFormat: 'json', nodeEnv: 'development', isTerminal: true })).toBe('json');
  });

  it('writes readable lines through pino-pretty, with the secrets still redacted', async () => {
    const output: string[] = [];
    const pretty = (await import('pino-pretty')).default({
      colorize: false,
      sync: true,
      destination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          output.push(chunk.toString());
          done();
        },
      }),
    });
    const app = Fastify({ logger: loggerOptions({ level: 'info', stream: pretty }) });
    app.log.info({ body: { password: 'Sekr3t' } }, 'signed in');
    expect(output.join('')).toMatch(/INFO.*: signed in\n/);
    expect(output.join('')).toMatch(/"?password"?: "\[redacted\]"/);
    expect(output.join('')).not.toContain('Sekr3t');
    expect(logTransport('pretty').transport?.target).toBe('pino-pretty');
    expect(logTransport('json')).toEqual({});
    expect(import.meta.resolve('pino-pretty')).toContain('pino-pretty');
  });
});
