import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgresUrl } from '../db/database.ts';
import { reportUnreachableTestServer, testDatabaseUrl } from './test-servers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated template database of this run, or null when no server is reachable. Tests never connect to
     * it: each test database is a copy (`openTestDatabase`), so suites run in parallel without seeing each other.
     */
    postgresUrl: string | null;
  }
}

/** Creates a migrated template database on the server of TEST_DATABASE_URL; drops it and its copies afterwards. */
export default async function setup(project: TestProject) {
  const adminUrl = testDatabaseUrl();
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => undefined);
    // Under CI=true this throws: the run fails instead of skipping the PostgreSQL suites.
    reportUnreachableTestServer(`PostgreSQL at ${new URL(adminUrl).host}`, error, 'its API tests');
    project.provide('postgresUrl', null);
    return;
  }
  const name = `ridebook_test_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migratePostgresUrl(url.toString());
  project.provide('postgresUrl', url.toString());

  return async () => {
    // Copies left behind by a test that did not close its app, then the template.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${name}\\_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
