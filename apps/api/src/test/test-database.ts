import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migratePgliteClient, openPostgres, wrapPglite, type DatabaseHandle } from '../db/database.ts';
import { testDatabaseUrl } from './test-servers.ts';
// The run's provided values (its ProvidedContext augmentation), also for programs that reach this file from outside.
import type {} from './pglite-global-setup.ts';
import type {} from './postgres-global-setup.ts';

/** Which database this test project runs on (set per Vitest project in vitest.config.ts). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** True when this project's database is missing (PostgreSQL unreachable): use with `describe.skipIf`. */
export const isTestDatabaseMissing = testDatabaseKind === 'postgres' && inject('postgresUrl') === null;

// Test databases are made once per test file and reused (docs/decisions/014-fast-test-suite.md). A handle's
// `close()` does not drop its database: it empties it (one TRUNCATE of every table but the migrations' own, with
// RESTART IDENTITY), puts back the rows the migrations seeded, and returns it to this file's pool of idle
// databases. The next `openTestDatabase()` takes an idle database, or makes a new one when all are in use (a test
// that holds two at once gets two). So each test still starts from a freshly migrated database, whatever ran
// before it, and costs a TRUNCATE (a few ms) instead of a copy (~0.8 s on PGlite, ~0.3 s on PostgreSQL).

/** A database of the pool: what opens handles on it and what empties it again. */
type PooledDatabase = {
  handle: DatabaseHandle;
  /** Back to the state right after migration. */
  reset(): Promise<void>;
  /** Really closes (and on PostgreSQL drops) it: at the end of the file. */
  destroy(): Promise<void>;
};

/** A query on one database, whichever the driver (exported for test-database.repository.test.ts). */
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** What the migrations leave in the database; a reset restores exactly this. */
export type MigratedState = {
  /** Every table but the migrations' bookkeeping, schema-qualified and quoted. */
  tables: string[];
  /** Rows the migrations inserted (e.g. default settings), per table, as JSON. */
  seededRows: { table: string; rows: unknown[] }[];
  /** Sequences the migrations advanced, with their value then. */
  sequences: { name: string; value: string }[];
  /** The schemas there were; one made later (pg-boss makes its own when the first job is queued) is dropped. */
  schemas: string[];
};

const SCHEMAS_QUERY = `select nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg\\_%'
  order by nspname`;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function readMigratedState(query: Query): Promise<MigratedState> {
  const { rows: tableRows } = await query(
    `select schemaname, tablename from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')
      order by schemaname, tablename`,
  );
  const tables = tableRows.map(
    (row) => `${quoteIdentifier(String(row.schemaname))}.${quoteIdentifier(String(row.tablename))}`,
  );
  const seededRows: MigratedState['seededRows'] = [];
  for (const table of tables) {
    const { rows } = await query(`select coalesce(json_agg(t), '[]'::json) as rows from ${table} t`);
    const seeded = (rows[0]?.rows ?? []) as unknown[];
    if (seeded.length > 0) seededRows.push({ table, rows: seeded });
  }
  const { rows: sequenceRows } = await query(
    `select schemaname, sequencename, last_value::text as value from pg_sequences
      where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') and last_value is not null`,
  );
  const sequences = sequenceRows.map((row) => ({
    name: `${quoteIdentifier(String(row.schemaname))}.${quoteIdentifier(String(row.sequencename))}`,
    value: String(row.value),
  }));
  const { rows: schemaRows } = await query(SCHEMAS_QUERY);
  return { tables, seededRows, sequences, schemas: schemaRows.map((row) => String(row.nspname)) };
}

/** Drops the schemas made since, empties every table in one statement, then puts back what the migrations seeded. */
export async function restoreMigratedState(query: Query, state: MigratedState): Promise<void> {
  const { rows: schemaRows } = await query(SCHEMAS_QUERY);
  for (const row of schemaRows) {
    const schema = String(row.nspname);
    if (!state.schemas.includes(schema)) await query(`drop schema ${quoteIdentifier(schema)} cascade`);
  }
  if (state.tables.length === 0) return;
  await query(`truncate table ${state.tables.join(', ')} restart identity cascade`);
  for (const { table, rows } of state.seededRows) {
    await query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [
      JSON.stringify(rows),
    ]);
  }
  for (const { name, value } of state.sequences) {
    await query(`select setval('${name.replaceAll("'", "''")}', $1::bigint)`, [value]);
  }
}

// The migrated data directory of this run (pglite-global-setup.ts), read once per test file. Without it (a config
// without that global setup) the file migrates a PGlite of its own once and dumps that.
let template: Promise<Blob> | undefined;
let pgliteState: Promise<MigratedState> | undefined;

async function loadTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplatePath') as string | undefined;
  if (file !== undefined) return new Blob([readFileSync(file)]);
  const client = await PGlite.create();
  try {
    await migratePgliteClient(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

const pgliteQuery =
  (client: PGlite): Query =>
  (text, params) =>
    client.query<Record<string, unknown>>(text, params);

async function createPgliteDatabase(): Promise<PooledDatabase> {
  template ??= loadTemplate();
  const client = await PGlite.create({ loadDataDir: await template });
  pgliteState ??= readMigratedState(pgliteQuery(client));
  const state = await pgliteState;
  const handle = wrapPglite(client);
  return {
    handle,
    reset: () => restoreMigratedState(pgliteQuery(client), state),
    destroy: () => handle.close(),
  };
}

let postgresCopies = 0;
const postgresStates = new Map<string, Promise<MigratedState>>();

/** A copy of the run's migrated template database on PostgreSQL, dropped when the file's tests are done. */
async function createPostgresDatabase(templateUrl: string): Promise<PooledDatabase> {
  const templateName = new URL(templateUrl).pathname.slice(1);
  const name = `${templateName}_${process.pid}_${++postgresCopies}`;
  // The database of TEST_DATABASE_URL serves to create and drop the copies (CREATE DATABASE needs a connection).
  const adminUrl = new URL(testDatabaseUrl());
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateName}`);
  } finally {
    await admin.end();
  }
  const copyUrl = new URL(templateUrl);
  copyUrl.pathname = `/${name}`;
  const handle = await openPostgres(copyUrl.toString());
  // drizzle keeps the pg.Pool it was built on as $client (not in the driver-neutral Database type).
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const query: Query = async (text, params) => {
    const result = await pool.query(text, params);
    return { rows: result.rows as Record<string, unknown>[] };
  };
  let state = postgresStates.get(templateUrl);
  if (state === undefined) {
    state = readMigratedState(query);
    postgresStates.set(templateUrl, state);
  }
  const migrated = await state;
  return {
    handle,
    reset: () => restoreMigratedState(query, migrated),
    destroy: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Databases of this file no test holds now, ready (empty) for the next one. */
const idle: PooledDatabase[] = [];
/** Every database this file made, held or idle. */
const made = new Set<PooledDatabase>();

async function takeDatabase(): Promise<PooledDatabase> {
  const reused = idle.pop();
  if (reused !== undefined) return reused;
  let created: PooledDatabase;
  if (testDatabaseKind === 'postgres') {
    const url = inject('postgresUrl');
    if (url === null)
      throw new Error('PostgreSQL is not reachable; guard the suite with isTestDatabaseMissing');
    created = await createPostgresDatabase(url);
  } else {
    created = await createPgliteDatabase();
  }
  made.add(created);
  return created;
}

/**
 * A freshly migrated database for one test (or one file's tests), of its own while the handle is open. Close it,
 * or the app that owns it: closing empties it for the next test of the file (see above).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const pooled = await takeDatabase();
  let closing: Promise<void> | undefined;
  return {
    ...pooled.handle,
    close: () => {
      closing ??= (async () => {
        try {
          await pooled.reset();
          idle.push(pooled);
        } catch (error) {
          // A database that cannot be emptied is not reused.
          made.delete(pooled);
          await pooled.destroy().catch(() => undefined);
          throw error;
        }
      })();
      return closing;
    },
  };
}

/** Closes (on PostgreSQL drops) this file's databases: an open PGlite keeps the process alive. */
export async function closeTestDatabaseTemplate(): Promise<void> {
  const databases = [...made];
  made.clear();
  idle.length = 0;
  template = undefined;
  pgliteState = undefined;
  await Promise.all(databases.map((database) => database.destroy()));
}
