import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sandboxPayoutAccounts } from '../../db/schema.ts';

export type SandboxPayoutAccountRow = typeof sandboxPayoutAccounts.$inferSelect;

/** The driver's sandbox account, made once: a repeat (or a race) answers the one already there. */
export async function insertSandboxPayoutAccount(
  db: Database,
  values: { accountId: string; driverId: string; createdAt: Date },
): Promise<SandboxPayoutAccountRow> {
  await db.insert(sandboxPayoutAccounts).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(sandboxPayoutAccounts)
    .where(eq(sandboxPayoutAccounts.driverId, values.driverId));
  if (row === undefined) throw new Error(`sandbox payout account of ${values.driverId} vanished`);
  return row;
}

export async function findSandboxPayoutAccount(
  db: Database,
  accountId: string,
): Promise<SandboxPayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayoutAccounts)
    .where(eq(sandboxPayoutAccounts.accountId, accountId));
  return row;
}

export async function updateSandboxPayoutAccount(
  db: Database,
  accountId: string,
  values: Partial<Pick<SandboxPayoutAccountRow, 'isOnboarded' | 'returnUrl'>>,
): Promise<void> {
  await db.update(sandboxPayoutAccounts).set(values).where(eq(sandboxPayoutAccounts.accountId, accountId));
}
