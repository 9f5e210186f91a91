import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sandboxCardSetups } from '../../db/schema.ts';

export type SandboxCardSetupRow = typeof sandboxCardSetups.$inferSelect;

export async function insertSandboxCardSetup(
  db: Database,
  values: typeof sandboxCardSetups.$inferInsert,
): Promise<SandboxCardSetupRow> {
  const [row] = await db.insert(sandboxCardSetups).values(values).returning();
  if (!row) throw new Error('insert into sandbox_card_setups returned no row');
  return row;
}

export async function findSandboxCardSetup(
  db: Database,
  id: string,
): Promise<SandboxCardSetupRow | undefined> {
  const [row] = await db.select().from(sandboxCardSetups).where(eq(sandboxCardSetups.id, id));
  return row;
}

/** Records the card of a pending setup (once: a setup already confirmed keeps its first card). */
export async function confirmSandboxCardSetup(
  db: Database,
  id: string,
  card: Pick<SandboxCardSetupRow, 'cardToken' | 'brand' | 'last4' | 'expMonth' | 'expYear'>,
): Promise<boolean> {
  const moved = await db
    .update(sandboxCardSetups)
    .set({ ...card, status: 'succeeded' })
    .where(and(eq(sandboxCardSetups.id, id), eq(sandboxCardSetups.status, 'pending')))
    .returning({ id: sandboxCardSetups.id });
  return moved.length > 0;
}
