import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { newAccount } from '../test/accounts.ts';
import { testEnv } from '../test/test-app.ts';
import { isTestDatabaseMissing, openTestDatabase } from '../test/test-database.ts';

/** The whole API with its log captured at `info`, as `pnpm start` writes it. */
describe.skipIf(isTestDatabaseMissing)('the API’s log', () => {
  let app: App;
  let db: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    db = database.db;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      env: testEnv({ DISPATCH_INTERVAL_MS: 0 }),
      database,
      logger: { level: 'info', stream },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps the password hash, the e-mail and the phone of a registration that failed with a 500 out of it', async () => {
    // The database refuses the new row (as a full disk or a lost connection would).
    await db.execute(sql`create function refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file'; end $$`);
    await db.execute(
      sql`create trigger refuse_user before insert on users for each row execute function refuse_user()`,
    );
    const account = newAccount({ phone: '+1 555 010 4242', password: 'Sekr3tPassw0rd' });
    const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: account });
    expect(response.statusCode).toBe(500);

    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query: insert into');
    expect(log).toContain('could not extend file');
    for (const secret of [account.email, account.phone, account.password, '$argon2id$']) {
      expect(log).not.toContain(secret);
    }
  });

  it('masks the token of a trip link and of a reset link, and never writes session cookies', async () => {
    const token = 'c2VjcmV0LXRyaXAtbGluay10b2tlbi0xMjM0NTY3ODkw';
    await app.inject({
      method: 'GET',
      url: `/api/track/${token}`,
      headers: { cookie: `rb_access=${token}; rb_refresh=${token}` },
    });
    await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    const log = lines.join('');
    expect(log).toContain('/api/track/[redacted]');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).not.toContain(token);
  });
});
