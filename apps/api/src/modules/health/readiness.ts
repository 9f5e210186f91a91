import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type DatabaseHandle } from '../../db/database.ts';

/** The migrations committed with this build (drizzle-kit's journal). */
function committedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * Whether the database has every migration this build ships (drizzle's `__drizzle_migrations` table): a process
 * that started before a newer one migrated, or on a database restored from an old backup, is not ready.
 * Once true it stays true (migrations are never undone), so later checks cost nothing.
 */
export function createMigrationsCheck(database: DatabaseHandle): () => Promise<boolean> {
  const expected = committedMigrationCount();
  let isApplied = false;
  return async () => {
    if (isApplied) return true;
    const result: unknown = await database.db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    const applied = (result as { rows: Array<{ applied: number }> }).rows[0]?.applied ?? 0;
    isApplied = applied >= expected;
    return isApplied;
  };
}
