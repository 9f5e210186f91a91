import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, openDatabase } from './database.ts';
import { users } from './schema.ts';

describe('openDatabase', () => {
  it('keeps PGlite data in the data folder across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ridebook-data-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(users).values({
        name: 'Ada Rider',
        email: 'ada@example.com',
        phone: '+1 555 010 0001',
        role: 'rider',
        passwordHash: 'not-a-real-hash',
      });
      await first.close();

      const second = await openDatabase({ dataDir });
      const rows = await second.db.select({ email: users.email }).from(users);
      await second.close();
      expect(rows).toEqual([{ email: 'ada@example.com' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('names DATABASE_URL and the cause when PostgreSQL is unreachable', async () => {
    const attempt = openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: './unused' });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(/^DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:1 \(/);
  });
});
