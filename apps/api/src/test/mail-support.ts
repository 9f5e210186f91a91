import { adminMailResponseSchema, type OutboxMail } from '@ridebook/validation';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import type { TestBrowser } from './browser.ts';
import { signedInAdmin } from './ride-support.ts';

/** One signed-in admin per app: signing in hashes a password, so it is done once. */
const admins = new WeakMap<App, Promise<TestBrowser>>();

function adminOf(app: App, db: Database): Promise<TestBrowser> {
  let admin = admins.get(app);
  if (admin === undefined) {
    admin = signedInAdmin(app, db).then(({ browser }) => browser);
    admins.set(app, admin);
  }
  return admin;
}

/** The e-mail the outbox kept for `to`, newest first, read as an admin does (GET /api/admin/mail). */
export async function outboxFor(context: { app: App; db: Database }, to: string): Promise<OutboxMail[]> {
  const admin = await adminOf(context.app, context.db);
  const response = await admin.get(`/api/admin/mail?to=${encodeURIComponent(to)}&pageSize=100`);
  if (response.statusCode !== 200)
    throw new Error(`reading the outbox failed: ${response.statusCode} ${response.body}`);
  return adminMailResponseSchema.parse(response.json()).data;
}
