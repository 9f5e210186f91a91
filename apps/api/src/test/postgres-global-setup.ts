import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgresUrl } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fresh PostgreSQL database of this run, or null when no server is reachable. */
    postgresUrl: string | null;
  }
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Creates a fresh database for this run on the server of TEST_DATABASE_URL, migrates it, drops it afterwards. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(
      `PostgreSQL is not reachable at ${new URL(adminUrl).host} (${String(error)}): its API tests are skipped.`,
    );
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
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
