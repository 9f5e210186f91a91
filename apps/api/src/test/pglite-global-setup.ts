import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migratePgliteClient } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A tarball of a migrated PGlite data directory, made once per run: each test file loads its databases from it
     * instead of running initdb and the migrations again (docs/decisions/014-fast-test-suite.md).
     */
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  let dump: Blob | File;
  try {
    await migratePgliteClient(client);
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'ridebook-pglite-template-'));
  const file = path.join(directory, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rmSync(directory, { recursive: true, force: true });
}
