import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxMailRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(
  db: Database,
  values: Pick<OutboxMailRow, 'to' | 'subject' | 'text' | 'html'>,
): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

/** Newest first; only the mail to `to` when given. */
export async function listOutboxMail(
  db: Database,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxMailRow[]> {
  const query = db.select().from(mailOutbox);
  const filtered = options.to === undefined ? query : query.where(eq(mailOutbox.to, options.to));
  return filtered.orderBy(desc(mailOutbox.createdAt)).limit(options.limit);
}
