import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appSettings } from '../../db/schema.ts';

export async function findSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

export async function upsertSetting(
  db: Database,
  values: { key: string; value: unknown; updatedBy: string | null; now: Date },
): Promise<void> {
  const row = { key: values.key, value: values.value, updatedBy: values.updatedBy, updatedAt: values.now };
  await db
    .insert(appSettings)
    .values(row)
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: row.value, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    });
}
