import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sandboxAuthentications } from '../../db/schema.ts';

export type SandboxAuthenticationRow = typeof sandboxAuthentications.$inferSelect;

/** Records a sandbox payment waiting for 3-D Secure; the one already made for the same reference wins. */
export async function insertSandboxAuthentication(
  db: Database,
  row: SandboxAuthenticationRow,
): Promise<SandboxAuthenticationRow> {
  await db.insert(sandboxAuthentications).values(row).onConflictDoNothing();
  const [stored] = await db
    .select()
    .from(sandboxAuthentications)
    .where(eq(sandboxAuthentications.reference, row.reference));
  if (!stored) throw new Error('sandbox authentication vanished after insert');
  return stored;
}

export async function findSandboxAuthentication(
  db: Database,
  paymentId: string,
): Promise<SandboxAuthenticationRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxAuthentications)
    .where(eq(sandboxAuthentications.paymentId, paymentId));
  return row;
}

/** The rider's answer; only a pending payment is answered (a second click changes nothing). */
export async function answerSandboxAuthentication(
  db: Database,
  paymentId: string,
  status: 'authenticated' | 'failed',
): Promise<void> {
  await db
    .update(sandboxAuthentications)
    .set({ status })
    .where(
      and(eq(sandboxAuthentications.paymentId, paymentId), eq(sandboxAuthentications.status, 'pending')),
    );
}
