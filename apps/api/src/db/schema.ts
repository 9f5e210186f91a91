import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@ridebook/validation';

// The database schema. Migrations are generated from this file (`pnpm --filter @ridebook/api db:generate`),
// committed under drizzle/, and applied at start; never edit a generated migration by hand.

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', ['active', 'blocked']);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Stored lower-cased and trimmed, so the unique index is case-insensitive. */
  email: text('email').notNull().unique(),
  phone: text('phone').notNull(),
  role: roleEnum('role').notNull(),
  status: userStatusEnum('status').notNull().default('active'),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
