import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { migratePgliteClient, openPostgres, wrapPglite, type DatabaseHandle } from '../db/database.ts';

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

/** A migrated database for one test (or one file's tests). Close it, or the app that owns it, when done. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'postgres') {
    const url = inject('postgresUrl');
    if (url === null)
      throw new Error('PostgreSQL is not reachable; guard the suite with isTestDatabaseMissing');
    return openPostgres(url);
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
