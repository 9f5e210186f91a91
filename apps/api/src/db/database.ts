import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Param, sql, getTableColumns, getTableName, type Column, type SQL, type Table } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

/** One type for both drivers: repositories accept this (or a transaction of it) and never know which. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's figures, for the metrics (PostgreSQL only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

/**
 * A statement prepared once per database client (docs/decisions/010-hot-path-queries.md). Drizzle binds a prepared
 * query to the client of the `db` it was built on: the pool, PGlite, or the pooled connection (PGlite transaction)
 * that holds a transaction. `prepare` runs once for each client it meets and later calls reuse the result, so a
 * statement used inside transactions is built once per pooled connection, not once per transaction (each
 * transaction is a new drizzle object on one of the pool's connections). The hot queries skip drizzle's SQL
 * building and, on PostgreSQL, the server's parse and plan (named statements, kept per pooled connection).
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<object, Statement>();
  return (db) => {
    const client = clientOf(db);
    let statement = statements.get(client);
    if (statement === undefined) {
      statement = prepare(db);
      statements.set(client, statement);
    }
    return statement;
  };
}

/** The driver client a drizzle database or transaction sends its queries to (drizzle keeps it on its session). */
function clientOf(db: Database): object {
  return (db._.session as unknown as { client: object }).client;
}

/**
 * A prepared INSERT's value for `column`, read from the placeholder of the same name: encoded as drizzle encodes
 * the column (JSON, timestamps), except that null stays SQL NULL (drizzle would encode it, e.g. as JSON `null`).
 */
export function columnPlaceholder(column: Column, name: string): SQL {
  const encoder = {
    mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)),
  };
  return sql`${new Param(sql.placeholder(name), encoder)}`;
}

/**
 * `columnPlaceholder` for each column of `names`, keyed by name, its placeholder named after it (plus `suffix`):
 * the `values` of a prepared INSERT into `table` (or the `set` of a prepared UPDATE).
 */
export function insertPlaceholders<Name extends string>(
  table: Table,
  names: readonly Name[],
  suffix = '',
): Record<Name, SQL> {
  const columns: Record<string, Column | undefined> = getTableColumns(table);
  return Object.fromEntries(
    names.map((name) => {
      const column = columns[name];
      if (column === undefined) throw new Error(`${getTableName(table)} has no column ${name}`);
      return [name, columnPlaceholder(column, `${name}${suffix}`)];
    }),
  ) as Record<Name, SQL>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Arbitrary but fixed: serialises migrations when several API processes start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_240_611;

/** Thrown when the database cannot be reached at start; the message names the variable and the cause. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
}

/** A pooled connection to PostgreSQL; fails fast with a readable error when the server is unreachable. */
export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    const { hostname, port } = new URL(databaseUrl);
    const cause = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseUnavailableError(
      `DATABASE_URL: cannot reach PostgreSQL at ${hostname}:${port || 5432} (${cause})`,
    );
  }
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Applies committed migrations under an advisory lock, so concurrent starts apply them once. */
export async function migratePostgresUrl(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

/** Opens the configured database (PostgreSQL when a URL is given, PGlite otherwise) and migrates it. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const handle = await openPostgres(options.databaseUrl);
    await migratePostgresUrl(options.databaseUrl);
    return handle;
  }
  const client = await PGlite.create(path.resolve(options.dataDir));
  await migratePgliteClient(client);
  return wrapPglite(client);
}
