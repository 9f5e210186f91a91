import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migratePgliteClient, openPostgres, wrapPglite, type DatabaseHandle } from '../db/database.ts';
import { DEFAULT_TEST_DATABASE_URL } from './postgres-global-setup.ts';

/** Which database this test project runs on (set per Vitest project in vitest.config.ts). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** True when this project's database is missing (PostgreSQL unreachable): use with `describe.skipIf`. */
export const isTestDatabaseMissing = testDatabaseKind === 'postgres' && inject('postgresUrl') === null;

// One migrated PGlite per test file; each test database is a clone of it (~0.8 s instead of ~3 s).
let template: Promise<PGlite> | undefined;

async function createTemplate(): Promise<PGlite> {
  const client = await PGlite.create();
  await migratePgliteClient(client);
  return client;
}

let postgresCopies = 0;

/** A fresh copy of the run's migrated template database, dropped again when the handle closes. */
async function openPostgresCopy(templateUrl: string): Promise<DatabaseHandle> {
  const templateName = new URL(templateUrl).pathname.slice(1);
  const name = `${templateName}_${process.pid}_${++postgresCopies}`;
  // The database of TEST_DATABASE_URL serves to create and drop the copies (CREATE DATABASE needs a connection).
  const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL);
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
  return {
    ...handle,
    close: async () => {
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

/** A migrated database for one test (or one file's tests), of its own. Close it, or the app that owns it. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'postgres') {
    const url = inject('postgresUrl');
    if (url === null)
      throw new Error('PostgreSQL is not reachable; guard the suite with isTestDatabaseMissing');
    return openPostgresCopy(url);
  }
  template ??= createTemplate();
  // clone() is typed as the PGlite interface but returns a PGlite instance.
  const clone = (await (await template).clone()) as PGlite;
  return wrapPglite(clone);
}

/** Closes this file's PGlite template (an open PGlite keeps the process alive). */
export async function closeTestDatabaseTemplate(): Promise<void> {
  if (template === undefined) return;
  const client = await template;
  template = undefined;
  await client.close();
}
