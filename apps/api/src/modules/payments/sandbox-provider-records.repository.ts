import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sandboxProviderRecords } from '../../db/schema.ts';

// The sandbox providers' books (SQL only): what a real provider would list for a period (decision 029). Captures,
// releases, refunds and transfers are written once by id; a repeat of the same call finds the row already there.

export type SandboxProviderRecordRow = typeof sandboxProviderRecords.$inferSelect;

/** Keeps a record once; false when one of this id was there (the first stays as it was). */
export async function insertSandboxProviderRecord(
  db: Database,
  values: typeof sandboxProviderRecords.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(sandboxProviderRecords)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: sandboxProviderRecords.id });
  return inserted.length > 0;
}

export async function findSandboxProviderRecord(
  db: Database,
  id: string,
): Promise<SandboxProviderRecordRow | undefined> {
  const [row] = await db.select().from(sandboxProviderRecords).where(eq(sandboxProviderRecords.id, id));
  return row;
}

/**
 * A hold captured or released: its record moves from `authorised` (made at authorisation); a hold the sandbox did
 * not record (authenticated through 3-D Secure) is recorded now. A repeat changes nothing.
 */
export async function settleSandboxCharge(
  db: Database,
  values: { id: string; status: 'captured' | 'voided'; amount: number; at: Date },
): Promise<void> {
  await db
    .insert(sandboxProviderRecords)
    .values({
      id: values.id,
      kind: 'charge',
      status: values.status,
      amount: values.amount,
      createdAt: values.at,
    })
    .onConflictDoUpdate({
      target: sandboxProviderRecords.id,
      set: { status: values.status, amount: values.amount },
      setWhere: eq(sandboxProviderRecords.status, 'authorised'),
    });
}

/** A transfer the sandbox was told failed at the driver's bank (the sandbox's `payout.failed`). */
export async function markSandboxTransferReversed(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(sandboxProviderRecords)
    .set({ status: 'reversed' })
    .where(
      and(
        eq(sandboxProviderRecords.id, id),
        eq(sandboxProviderRecords.kind, 'transfer'),
        eq(sandboxProviderRecords.status, 'paid'),
      ),
    )
    .returning({ id: sandboxProviderRecords.id });
  return rows.length > 0;
}

/** Every record of `kind` created in [from, to). */
export async function listSandboxProviderRecords(
  db: Database,
  kind: SandboxProviderRecordRow['kind'],
  period: { from: Date; to: Date },
): Promise<SandboxProviderRecordRow[]> {
  return db
    .select()
    .from(sandboxProviderRecords)
    .where(
      and(
        eq(sandboxProviderRecords.kind, kind),
        gte(sandboxProviderRecords.createdAt, period.from),
        lt(sandboxProviderRecords.createdAt, period.to),
      ),
    );
}
