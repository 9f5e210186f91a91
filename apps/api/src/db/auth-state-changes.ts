import { afterCommit } from './after-commit.ts';
import type { Database } from './database.ts';

/**
 * What a write changed: one session (it ended), or a whole account (its standing, all its sessions, or what
 * `GET /api/user/me` shows of it).
 */
export type AuthStateChange = { sessionId: string } | { userId: string };

export type AuthStateListener = (change: AuthStateChange) => Promise<void>;

const listeners = new WeakMap<Database, Set<AuthStateListener>>();

/** Hears every change of session or account standing written through `db` (the auth state cache does). */
export function onAuthStateChange(db: Database, listener: AuthStateListener): () => void {
  let set = listeners.get(db);
  if (set === undefined) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Called by every repository write that ends a session or changes an account's standing (status, driver
 * approval) or what `GET /api/user/me` shows (name, phone, vehicle): tells the listeners of the database once the write has committed (`inTransaction`), and resolves when
 * they are done. A transaction not opened by `inTransaction` would tell them before its commit: use that.
 */
export async function authStateChanged(db: Database, change: AuthStateChange): Promise<void> {
  await afterCommit(db, async (root) => {
    for (const listener of listeners.get(root) ?? []) await listener(change);
  });
}
