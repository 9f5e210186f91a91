import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxMailRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(
  db: Database,
  values: Pick<OutboxMailRow, 'to' | 'subject' | 'text' | 'html'>,
): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

/** A page of the outbox, newest first; only the mail to `to` when given; `total` counts every match. */
export async function listOutboxMail(
  db: Database,
  options: { to?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: OutboxMailRow[]; total: number }> {
  const where = options.to === undefined ? undefined : eq(mailOutbox.to, options.to);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
