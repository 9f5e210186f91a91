import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES, DRIVER_APPROVAL_STATUSES, ROLES } from '@ridebook/validation';

// The database schema. Migrations are generated from this file (`pnpm --filter @ridebook/api db:generate`),
// committed under drizzle/, and applied at start; never edit a generated migration by hand.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', ACCOUNT_STATUSES);
export const driverApprovalStatusEnum = pgEnum('driver_approval_status', DRIVER_APPROVAL_STATUSES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed, so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    role: roleEnum('role').notNull(),
    status: userStatusEnum('status').notNull().default('active'),
    /** argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    ...timestamps,
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

/** A driver's vehicle and approval standing; one row per driver, created at registration. */
export const driverProfiles = pgTable('driver_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vehicleModel: text('vehicle_model').notNull(),
  vehiclePlate: text('vehicle_plate').notNull(),
  approvalStatus: driverApprovalStatusEnum('approval_status').notNull().default('pending'),
  ...timestamps,
});

/**
 * One signed-in device: a refresh-token family. Every refresh rotates the token inside the family; presenting a
 * rotated token again (a stolen copy) revokes the whole family. Access tokens carry the session id (`sid`), so a
 * revoked session stops its access token at once too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Remember-me: the refresh cookie outlives the browser session. */
    isPersistent: boolean('is_persistent').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended: logout, refresh-token-reuse, password-changed, password-reset. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Refresh tokens are random and stored as SHA-256 hashes: the database never holds a usable token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is exchanged for the next one; a second use is a reuse. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/** Single-use password reset links, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** E-mail kept in the database instead of sent (the default mail adapter); read at GET /api/dev/outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the service generates for itself on first start (e.g. the access-token key when JWT_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
