import type { Database } from './database.ts';

/** An `inTransaction` that has not committed yet: its database and what waits for the commit. */
type OpenTransaction = { root: Database; tasks: ((db: Database) => Promise<void>)[] };

const openTransactions = new WeakMap<Database, OpenTransaction>();

/**
 * `db.transaction(work)`, then the tasks that `work` queued with `afterCommit` (in order, awaited) once it has
 * committed; none run when it rolls back. Use it for transactions whose writes others cache (the auth state).
 */
export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const outer = openTransactions.get(db);
  if (outer !== undefined) {
    // A savepoint: its tasks wait for the outermost commit.
    return db.transaction(async (tx) => {
      openTransactions.set(tx, outer);
      return work(tx);
    });
  }
  const open: OpenTransaction = { root: db, tasks: [] };
  const result = await db.transaction(async (tx) => {
    openTransactions.set(tx, open);
    return work(tx);
  });
  for (const task of open.tasks) await task(open.root);
  return result;
}

/**
 * Runs `task` once what `db` wrote is visible to everyone: at once for a database, after the commit for a
 * transaction of `inTransaction`. Task gets the database itself (never the transaction).
 */
export async function afterCommit(db: Database, task: (db: Database) => Promise<void>): Promise<void> {
  const open = openTransactions.get(db);
  if (open === undefined) await task(db);
  else open.tasks.push(task);
}
