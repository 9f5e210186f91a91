import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import {
  isTestDatabaseMissing,
  openTestDatabase,
  readMigratedState,
  restoreMigratedState,
  testDatabaseKind,
  type Query,
} from './test-database.ts';

// The test databases are reused within a file (docs/decisions/014-fast-test-suite.md): a closed handle's database
// must come back exactly as the migrations left it. Named *.repository.test.ts so it runs on PostgreSQL too.

type Rows = { rows: Record<string, unknown>[] };

const rowsOf = async (db: Database, query: string) => {
  const result: unknown = await db.execute(sql.raw(query));
  return (result as Rows).rows;
};

const queryOn =
  (db: Database): Query =>
  async (text, params = []) => {
    // Inline the parameters as drizzle placeholders, so one helper serves both drivers.
    const parts = text.split(/\$\d+/);
    const chunks = parts.flatMap((part, index) =>
      index < params.length ? [sql.raw(part), sql`${params[index]}`] : [sql.raw(part)],
    );
    const result: unknown = await db.execute(sql.join(chunks));
    return result as Rows;
  };

describe.skipIf(isTestDatabaseMissing)(`test databases (${testDatabaseKind})`, () => {
  it('gives the next test an empty database with its identities restarted', async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`insert into app_secrets (name, value) values ('left-behind', 'x')`);
    await rowsOf(first.db, `select nextval('ride_events_id_seq')`);
    await rowsOf(first.db, `select nextval('ride_events_id_seq')`);
    await first.close();

    const next = await openTestDatabase();
    try {
      expect(await rowsOf(next.db, 'select name from app_secrets')).toEqual([]);
      expect(await rowsOf(next.db, `select nextval('ride_events_id_seq')::int as id`)).toEqual([{ id: 1 }]);
      // The migrations' bookkeeping stays: the database is still migrated.
      const migrations = await rowsOf(
        next.db,
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(migrations[0]?.count).toBeGreaterThan(0);
    } finally {
      await next.close();
    }
  });

  it('drops a schema made after the migrations (pg-boss makes its own at its first job)', async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`create schema made_by_a_test`);
    await first.db.execute(sql`create table made_by_a_test.jobs (id int)`);
    await first.close();

    const next = await openTestDatabase();
    try {
      const schemas = await rowsOf(
        next.db,
        `select nspname from pg_namespace where nspname = 'made_by_a_test'`,
      );
      expect(schemas).toEqual([]);
      expect(await rowsOf(next.db, 'select count(*)::int as count from app_secrets')).toEqual([{ count: 0 }]);
    } finally {
      await next.close();
    }
  });

  it('gives two handles open at once two databases', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      await first.db.execute(sql`insert into app_secrets (name, value) values ('only-in-first', 'x')`);
      expect(await rowsOf(second.db, 'select name from app_secrets')).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('closes a handle once, however often close() is called', async () => {
    const handle = await openTestDatabase();
    await Promise.all([handle.close(), handle.close()]);
    const next = await openTestDatabase();
    const other = await openTestDatabase();
    try {
      // Returned to the pool once: the two handles are two databases, not one handed out twice.
      await next.db.execute(sql`insert into app_secrets (name, value) values ('mine', 'x')`);
      expect(await rowsOf(other.db, 'select name from app_secrets')).toEqual([]);
    } finally {
      await Promise.all([next.close(), other.close()]);
    }
  });

  it('puts back the rows and sequence values the migrations left (e.g. seeded settings)', async () => {
    const handle = await openTestDatabase();
    try {
      const query = queryOn(handle.db);
      // As if a migration had seeded a row and used a sequence.
      await handle.db.execute(sql`insert into app_secrets (name, value) values ('seeded', 'by a migration')`);
      await rowsOf(handle.db, `select nextval('ride_events_id_seq')`);
      const migrated = await readMigratedState(query);
      // The cities table holds the demo city, which a migration (0013) seeds for real.
      expect(migrated.seededRows.map((seeded) => seeded.table)).toEqual([
        '"public"."app_secrets"',
        '"public"."cities"',
      ]);

      await handle.db.execute(sql`insert into app_secrets (name, value) values ('by a test', 'x')`);
      await rowsOf(handle.db, `select nextval('ride_events_id_seq')`);
      await restoreMigratedState(query, migrated);

      expect(await rowsOf(handle.db, 'select name, value from app_secrets')).toEqual([
        { name: 'seeded', value: 'by a migration' },
      ]);
      expect(await rowsOf(handle.db, `select nextval('ride_events_id_seq')::int as id`)).toEqual([{ id: 2 }]);
    } finally {
      await handle.close();
    }
  });
});
