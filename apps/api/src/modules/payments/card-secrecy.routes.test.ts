import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { createBrowser } from '../../test/browser.ts';
import { registerAccount } from '../../test/accounts.ts';
import { testEnv } from '../../test/test-app.ts';
import { openTestDatabase, isTestDatabaseMissing } from '../../test/test-database.ts';
import { PAYMENT_MESSAGES } from '@ridebook/validation';
import { book } from '../../test/ride-support.ts';
import { startCardSetup, typeCardInProviderFields } from '../../test/payments-support.ts';

const NUMBERS = ['4242424242424242', '4000000000000002'];
const CVC = '7391';

/** Rows of a raw query: both drivers (PGlite, node-postgres) answer `{ rows }`. */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Every row of every table of the app's schema, as text. */
async function everyRowAsText(db: Database): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  let text = '';
  for (const { table_name: table } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`select t::text as row from ${sql.identifier(table)} t`),
    );
    text += rows.map((row) => row.row).join('\n');
  }
  return text;
}

describe.skipIf(isTestDatabaseMissing)('card numbers', () => {
  let app: App;
  let db: Database;
  const logs: string[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    db = database.db;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      env: testEnv({ DISPATCH_INTERVAL_MS: 0 }),
      database,
      logger: { level: 'trace', stream },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('never reach RideBook’s routes, the database or the logs: they are typed on the provider’s own page', async () => {
    const account = await registerAccount(app);
    const rider = createBrowser(app);
    await rider.post('/api/auth/login', { email: account.email, password: account.password });
    for (const number of NUMBERS) {
      const setup = await startCardSetup(rider);
      const typed = await typeCardInProviderFields(rider, setup, {
        number,
        expMonth: 11,
        expYear: 2041,
        cvc: CVC,
      });
      expect(typed?.statusCode).toBe(303);
      expect(typed?.headers.location).not.toContain(number);
      const saved = await rider.post('/api/rider/payment-methods', {
        setupId: setup.setupId,
        makeDefault: true,
      });
      expect(saved.statusCode).toBe(201);
      expect(saved.body).not.toContain(number);
    }
    // A number that is not a test card: the sandbox's page again, naming the field, without what was typed.
    const setup = await startCardSetup(rider);
    const refused = await typeCardInProviderFields(rider, setup, { number: '4242424242424241', cvc: CVC });
    expect(refused?.statusCode).toBe(422);
    expect(refused?.body).toContain(PAYMENT_MESSAGES.cardNumberInvalid);
    expect(refused?.body).not.toContain('4242424242424241');
    expect(refused?.body).not.toContain(CVC);
    // RideBook's own route takes no card: a number sent there is not read, and saves nothing.
    const raw = await rider.post('/api/rider/payment-methods', {
      number: '4242424242424242',
      expMonth: 11,
      expYear: 2041,
      cvc: CVC,
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({
      errors: [{ path: 'setupId', message: PAYMENT_MESSAGES.cardSetupInvalid }],
    });
    // The default card is the declined one: the booking's hold is refused.
    expect((await book(rider, { paymentMethod: 'card' })).statusCode).toBe(402);

    const stored = await everyRowAsText(db);
    // The cards are there, by their last 4 digits only.
    expect(stored).toContain(',0002,');
    expect(logs.join('')).toContain('/api/payments/sandbox/card-setups/');
    for (const secret of [...NUMBERS, '4242424242424241']) {
      expect(stored).not.toContain(secret);
      expect(logs.join('')).not.toContain(secret);
    }
    // Four digits can occur by chance inside random ids, hashes and timestamps: the CVC counts as a value of its own.
    const cvcAlone = new RegExp(`(?<![0-9A-Za-z])${CVC}(?![0-9A-Za-z])`);
    expect(stored).not.toMatch(cvcAlone);
    expect(logs.join('')).not.toMatch(cvcAlone);
  });
});
