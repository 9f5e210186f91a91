import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  DRIVER_APPROVAL_STATUSES,
  PAYMENT_METHODS,
  RIDE_ACTORS,
  RIDE_STATUSES,
  ROLES,
  type FareEstimate,
  type Location,
  type PricingSettings,
  type RoutePath,
} from '@ridebook/validation';

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

// ---------------------------------------------------------------------------------------------------------------
// The ride engine.

export const rideStatusEnum = pgEnum('ride_status', RIDE_STATUSES);
export const rideActorEnum = pgEnum('ride_actor', RIDE_ACTORS);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const rideOfferStatusEnum = pgEnum('ride_offer_status', [
  'pending',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
]);

/** Admin-editable settings (pricing, dispatch) as validated JSON documents, one row per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A priced trip the rider may book until it expires. The price and the pricing rules in force are kept, so the
 * booking charges what was shown even if an admin changes the prices in between.
 */
export const fareQuotes = pgTable(
  'fare_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pickup: jsonb('pickup').$type<Location>().notNull(),
    destination: jsonb('destination').$type<Location>().notNull(),
    distanceMeters: integer('distance_meters').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    route: jsonb('route').$type<RoutePath>().notNull(),
    fare: jsonb('fare').$type<FareEstimate>().notNull(),
    pricing: jsonb('pricing').$type<PricingSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fare_quotes_rider_id_idx').on(table.riderId)],
);

export const rides = pgTable(
  'rides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => users.id),
    driverId: uuid('driver_id').references(() => users.id),
    status: rideStatusEnum('status').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLng: doublePrecision('pickup_lng').notNull(),
    destinationAddress: text('destination_address').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationLng: doublePrecision('destination_lng').notNull(),
    distanceMeters: integer('distance_meters').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    route: jsonb('route').$type<RoutePath>().notNull(),
    currency: text('currency').notNull(),
    fare: jsonb('fare').$type<FareEstimate>().notNull(),
    /** The pricing rules of the quote: the final fare and any cancellation fee follow them. */
    pricing: jsonb('pricing').$type<PricingSettings>().notNull(),
    finalFare: integer('final_fare'),
    drivenDistanceMeters: integer('driven_distance_meters'),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    note: text('note'),
    idempotencyKey: text('idempotency_key').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: rideActorEnum('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    cancellationFee: integer('cancellation_fee').notNull().default(0),
    cashCollectedAt: timestamp('cash_collected_at', { withTimezone: true }),
    /** Dispatch: offer rounds made so far, and when the next round (or the scheduled start) is due. */
    dispatchBatch: integer('dispatch_batch').notNull().default(0),
    nextDispatchAt: timestamp('next_dispatch_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('rides_rider_idempotency_key_idx').on(table.riderId, table.idempotencyKey),
    // One active ride per rider and per driver, enforced by the database, so no race can break it.
    uniqueIndex('rides_one_active_per_rider_idx')
      .on(table.riderId)
      .where(sql`${table.status} in ('requested', 'accepted', 'arrived', 'picked_up', 'in_transit')`),
    uniqueIndex('rides_one_active_per_driver_idx')
      .on(table.driverId)
      .where(sql`${table.status} in ('accepted', 'arrived', 'picked_up', 'in_transit')`),
    index('rides_due_dispatch_idx')
      .on(table.nextDispatchAt)
      .where(sql`${table.status} in ('scheduled', 'requested')`),
    index('rides_rider_created_idx').on(table.riderId, table.createdAt),
    index('rides_driver_created_idx').on(table.driverId, table.createdAt),
    index('rides_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** Every change of a ride: its timeline and audit trail. Appended in the same transaction as the change. */
export const rideEvents = pgTable(
  'ride_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    status: rideStatusEnum('status').notNull(),
    actor: rideActorEnum('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    note: text('note'),
  },
  (table) => [index('ride_events_ride_id_idx').on(table.rideId, table.id)],
);

/** A ride offered to one driver for a countdown. */
export const rideOffers = pgTable(
  'ride_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batch: integer('batch').notNull(),
    status: rideOfferStatusEnum('status').notNull().default('pending'),
    pickupDistanceMeters: integer('pickup_distance_meters').notNull(),
    pickupEtaSeconds: integer('pickup_eta_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ride_offers_ride_driver_idx').on(table.rideId, table.driverId),
    index('ride_offers_driver_status_idx').on(table.driverId, table.status),
  ],
);

/** Where the car went during a ride (for the driven distance and the route shown afterwards); not every ping. */
export const rideBreadcrumbs = pgTable(
  'ride_breadcrumbs',
  {
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [primaryKey({ columns: [table.rideId, table.at] })],
);

/** A driver's online stretches: availability now (the open one) and time online per day. */
export const driverOnlinePeriods = pgTable(
  'driver_online_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('driver_online_periods_driver_idx').on(table.driverId, table.startedAt),
    uniqueIndex('driver_online_periods_one_open_idx')
      .on(table.driverId)
      .where(sql`${table.endedAt} is null`),
  ],
);
