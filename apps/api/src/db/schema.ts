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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  DOCUMENT_REVIEW_STATUSES,
  DOCUMENT_TYPES,
  DRIVER_APPROVAL_STATUSES,
  PAYMENT_METHODS,
  RECONCILIATION_DIFFERENCE_KINDS,
  RECONCILIATION_RECORD_KINDS,
  RECONCILIATION_RUN_STATUSES,
  RECONCILIATION_TRIGGERS,
  RIDE_ACTORS,
  RIDE_PARTIES,
  RIDE_STATUSES,
  ROLES,
  SAVED_PLACE_KINDS,
  type DispatchSettings,
  type FareEstimate,
  type Location,
  type PickupPoint,
  type PickupZone,
  type PricingSettings,
  type RidePickupPoint,
  type RoutePath,
  type ZoneKind,
} from '@ridebook/validation';
import type { AreaPolygons } from '@ridebook/validation/geo';

/** A zone as `cities.zones` keeps it: its outline as MultiPolygon coordinates, every id given. */
export type StoredZone = {
  id: string;
  kind: ZoneKind;
  name: string;
  area: AreaPolygons;
  pickupPoints: PickupPoint[];
};

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
    /** Why an admin blocked the account (shown on the account-status page); null when active. */
    statusReason: text('status_reason'),
    /** argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    ...timestamps,
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    index('users_role_created_idx').on(table.role, table.createdAt),
  ],
);

/** A driver's vehicle and approval standing; one row per driver, created at registration. */
/**
 * A city RideBook serves: its time zone, currency, locale and unit, where its map opens, its service area (GeoJSON
 * MultiPolygon coordinates, holes allowed; a ride starts inside it) and its own pricing and dispatch settings.
 */
export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
  currency: text('currency').notNull(),
  locale: text('locale').notNull(),
  distanceUnit: text('distance_unit', { enum: ['km', 'mi'] }).notNull(),
  centerLat: doublePrecision('center_lat').notNull(),
  centerLng: doublePrecision('center_lng').notNull(),
  serviceArea: jsonb('service_area').$type<AreaPolygons>().notNull(),
  /** Its airport, station and no-pickup zones (decision 031): read and saved with the city, never alone. */
  zones: jsonb('zones').$type<StoredZone[]>().notNull().default([]),
  destinationMayLeaveArea: boolean('destination_may_leave_area').notNull().default(false),
  /** Its drivers' weekly payout day (ISO weekday 1-7, in its time zone); null: the service-wide day. */
  weeklyPayoutWeekday: smallint('weekly_payout_weekday'),
  /** The city's fare rules (its currency is the city's `currency`) and dispatch rules; null: the defaults. */
  pricing: jsonb('pricing').$type<Omit<PricingSettings, 'currency'>>(),
  dispatch: jsonb('dispatch').$type<DispatchSettings>(),
  settingsUpdatedBy: uuid('settings_updated_by'),
  ...timestamps,
});

export const driverProfiles = pgTable(
  'driver_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleModel: text('vehicle_model').notNull(),
    vehiclePlate: text('vehicle_plate').notNull(),
    /** From the approved vehicle registration (with make and model in `vehicle_model`); null before one. */
    vehicleColour: text('vehicle_colour'),
    /** The approved profile photo riders see; null before one. */
    photoDocumentId: uuid('photo_document_id'),
    approvalStatus: driverApprovalStatusEnum('approval_status').notNull().default('pending'),
    /** Why an admin rejected or suspended the driver; null otherwise. */
    approvalReason: text('approval_reason'),
    /** The city the driver drives in: dispatch offers them only its rides (decision: cities). */
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    ...timestamps,
  },
  (table) => [index('driver_profiles_city_id_idx').on(table.cityId)],
);

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

/** E-mail kept in the database instead of sent (the default mail adapter); read by admins at GET /api/admin/mail. */
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
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    pickup: jsonb('pickup').$type<Location>().notNull(),
    /** The airport or station zone holding the pickup, with the points offered; the booking chooses one. */
    pickupZone: jsonb('pickup_zone').$type<PickupZone>(),
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
    /** The city whose service area holds the pickup: its prices, currency and drivers. */
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    status: rideStatusEnum('status').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLng: doublePrecision('pickup_lng').notNull(),
    /** The airport or station pickup point chosen (the pickup's coordinates are its); null elsewhere. */
    pickupPoint: jsonb('pickup_point').$type<RidePickupPoint>(),
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
    index('rides_city_created_idx').on(table.cityId, table.createdAt),
    index('rides_driver_created_idx').on(table.driverId, table.createdAt),
    index('rides_status_created_idx').on(table.status, table.createdAt),
    // The admins' unfiltered list (history/ride-list.repository: ORDER BY created_at DESC, id DESC), scanned
    // backwards. Ascending: drizzle's .desc() is NULLS LAST, which PostgreSQL's default DESC (NULLS FIRST) does not
    // match.
    index('rides_created_idx').on(table.createdAt, table.id),
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
    // One pending offer per driver: dispatch rounds in several API processes cannot offer one driver two rides
    // at once (the second insert is skipped, ON CONFLICT DO NOTHING).
    uniqueIndex('ride_offers_one_pending_per_driver_idx')
      .on(table.driverId)
      .where(sql`${table.status} = 'pending'`),
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

// ---------------------------------------------------------------------------------------------------------------
// After the ride: ratings, money, safety, administration.

export const userRoleInRideEnum = pgEnum('ride_party', RIDE_PARTIES);

/** One rating per ride and direction, by a participant, after completion. Averages are computed from these rows. */
export const rideRatings = pgTable(
  'ride_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    /** Who rated: the ride's rider rates its driver, its driver rates its rider. */
    raterRole: userRoleInRideEnum('rater_role').notNull(),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rateeId: uuid('ratee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ride_ratings_ride_rater_idx').on(table.rideId, table.raterRole),
    index('ride_ratings_ratee_idx').on(table.rateeId),
    check('ride_ratings_stars_range', sql`${table.stars} between 1 and 5`),
  ],
);

/**
 * The double-entry ledger. Every movement of money is one transaction whose entries sum to zero; an account is a
 * kind plus (for per-user kinds) a user; balances are sums of entries; entries are never updated or deleted
 * (enforced by triggers in the migration). Amounts are integer minor units.
 */
export const LEDGER_ACCOUNT_KINDS = [
  /** What the platform owes a rider (top-ups, refunds) minus what they spent from it. */
  'rider_wallet',
  /** What the platform owes a driver: fare shares and tips (cash rides: minus the commission they hold). */
  'driver_earnings',
  /** Cash a driver collected from riders on the platform's behalf (negative: the driver holds it). */
  'driver_cash',
  /** The platform's commission and fee income. */
  'platform_revenue',
  /** Money that came in (or went back out) through the card provider. */
  'card_clearing',
  /** Money sent out to drivers through the payout provider (positive: what left the platform; decision 024). */
  'payout_clearing',
] as const;
export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', LEDGER_ACCOUNT_KINDS);

export const LEDGER_TRANSACTION_KINDS = [
  'ride_fare',
  'cancellation_fee',
  'tip',
  'wallet_top_up',
  /** Part of a ride's fare given back to the rider (driver and platform give back their parts). */
  'refund',
  'payout',
  /** Part of a ride's tip given back to the rider, all of it by the driver (migration 0007). */
  'tip_refund',
  /** A chargeback: the disputed amount taken back from the platform by the rider's bank (decision 029). */
  'dispute',
  /** A dispute the platform won: the disputed amount back (decision 029). */
  'dispute_reversal',
  /** A payout that did not reach the driver (failed at the provider, or cancelled): back to their balance. */
  'payout_return',
] as const;
export const ledgerTransactionKindEnum = pgEnum('ledger_transaction_kind', LEDGER_TRANSACTION_KINDS);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerTransactionKindEnum('kind').notNull(),
    rideId: uuid('ride_id').references(() => rides.id, { onDelete: 'restrict' }),
    /** Who caused it (the rider who tipped, the admin who refunded); null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A ride's fare, cancellation fee and tip are each posted once, whatever races or retries.
    uniqueIndex('ledger_transactions_once_per_ride_idx')
      .on(table.rideId, table.kind)
      .where(sql`${table.kind} in ('ride_fare', 'cancellation_fee', 'tip')`),
    index('ledger_transactions_created_idx').on(table.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: ledgerAccountKindEnum('account').notNull(),
    /** The rider or driver the account belongs to; null for platform accounts. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Positive: the account's balance grows; negative: it shrinks. A transaction's entries sum to zero. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_user_idx').on(table.account, table.userId, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Payments (issue #11, docs/decisions/008-payments.md): saved cards and what the card provider was asked to do.
// Money itself stays in the ledger; these rows mirror the provider's state (holds, captures, refunds).

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/** A rider's saved card: only what can be shown (brand, last 4, expiry) and the provider's token, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    providerToken: text('provider_token').notNull(),
    /** The provider's customer the card is attached to (Stripe reuses a card only through its customer). */
    providerCustomer: text('provider_customer'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_methods_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('payment_methods_one_default_per_user_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('payment_methods_last4_digits', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

export const CARD_PAYMENT_PURPOSES = ['ride', 'ride_extra', 'wallet_top_up', 'tip'] as const;
export const cardPaymentPurposeEnum = pgEnum('card_payment_purpose', CARD_PAYMENT_PURPOSES);
/**
 * `capture_pending` / `void_pending`: a queued settlement job will capture `capturedAmount` or release the hold
 * (docs/decisions/021); `capture_failed` / `void_failed`: it used up its retries and waits for an admin's retry.
 */
export const CARD_PAYMENT_STATUSES = [
  'authorised',
  'captured',
  'voided',
  'capture_failed',
  'capture_pending',
  'void_pending',
  'void_failed',
] as const;
export const cardPaymentStatusEnum = pgEnum('card_payment_status', CARD_PAYMENT_STATUSES);

/** One payment at the card provider: a ride's hold (captured or voided later), a detour's extra, a tip, a top-up. */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rideId: uuid('ride_id').references(() => rides.id, { onDelete: 'restrict' }),
    purpose: cardPaymentPurposeEnum('purpose').notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /**
     * The card charged, as receipts name it ("Visa •••• 4242"), kept when the card is removed later. Null on
     * payments recorded before migration 0006.
     */
    brand: text('brand'),
    last4: text('last4'),
    provider: paymentProviderEnum('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: cardPaymentStatusEnum('status').notNull(),
    currency: text('currency').notNull(),
    /** Held at authorisation. */
    amount: integer('amount').notNull(),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Settlement jobs that failed at the provider so far, and the last failure's words (never card data). */
    settlementAttempts: integer('settlement_attempts').notNull().default(0),
    settlementError: text('settlement_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('card_payments_unsettled_idx')
      .on(table.status)
      .where(sql`${table.status} not in ('captured', 'voided')`),
    // A ride's hold, extra charge and tip are each recorded once, whatever races or retries (top-ups have no ride,
    // and NULLs never collide). Not partial on purpose = 'tip': a value added to an enum cannot be used in the
    // transaction that adds it, and migrations run in one.
    uniqueIndex('card_payments_once_per_ride_idx').on(table.rideId, table.purpose),
    index('card_payments_user_idx').on(table.userId, table.createdAt),
    check('card_payments_refund_within_capture', sql`${table.refundedAmount} <= ${table.capturedAmount}`),
    check('card_payments_last4_digits', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

export const CARD_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * A refund to a card: recorded (with the ledger posting) in the refund's transaction as `pending`, then sent to the
 * provider by a queued job with the idempotency key `refund-<id>` (docs/decisions/021); `failed` after its retries.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardPaymentId: uuid('card_payment_id')
      .notNull()
      .references(() => cardPayments.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: CARD_REFUND_STATUSES }).notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('card_refunds_card_payment_idx').on(table.cardPaymentId),
    index('card_refunds_unsettled_idx')
      .on(table.status)
      .where(sql`${table.status} <> 'succeeded'`),
    check('card_refunds_status', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check('card_refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

export const SANDBOX_AUTHENTICATION_STATUSES = ['pending', 'authenticated', 'failed'] as const;

/**
 * The sandbox provider's card payments that wait for 3-D Secure (test card 4000 0025 0000 3155): the rider's answer on
 * the sandbox's own page (`/api/payments/sandbox/authenticate/:paymentId`) is kept here, so every process agrees.
 * `reference` is what the payment was made for (`ride-hold-<rider>-<booking key>`), so it cannot be used for another.
 */
export const sandboxAuthentications = pgTable(
  'sandbox_authentications',
  {
    paymentId: text('payment_id').primaryKey(),
    reference: text('reference').notNull(),
    status: text('status', { enum: SANDBOX_AUTHENTICATION_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sandbox_authentications_reference_idx').on(table.reference),
    check('sandbox_authentications_status', sql`${table.status} in ('pending', 'authenticated', 'failed')`),
  ],
);

export const SANDBOX_CARD_SETUP_STATUSES = ['pending', 'succeeded'] as const;

/**
 * The sandbox provider's card setups (its stand-in for Stripe's SetupIntents): the rider types a test card on the
 * sandbox's hosted page (`/api/payments/sandbox/card-setups/:id`), which keeps here what Stripe would: the token,
 * brand, last 4 and expiry, never the number or the CVC. `clientSecret` is what the page must be opened with.
 */
export const sandboxCardSetups = pgTable(
  'sandbox_card_setups',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientSecret: text('client_secret').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status', { enum: SANDBOX_CARD_SETUP_STATUSES }).notNull(),
    cardToken: text('card_token'),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_card_setups_user_idx').on(table.userId),
    check('sandbox_card_setups_status', sql`${table.status} in ('pending', 'succeeded')`),
  ],
);

/**
 * Every card provider event (Stripe webhook) that was applied, by its id: recorded in the transaction that applies
 * it, so an event changes RideBook's records once however often the provider sends it (docs/decisions/008).
 * `outcome` says what it did (`applied`, `ignored: ...`), for whoever reads the table after an incident.
 */
export const providerEvents = pgTable('provider_events', {
  eventId: text('event_id').primaryKey(),
  provider: paymentProviderEnum('provider').notNull(),
  type: text('type').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * A chargeback the rider's bank opened on a card payment (Stripe `charge.dispute.created`), once per dispute. The
 * withdrawal is posted to the ledger once (`withdrawalTransactionId`), and the reinstatement once if the dispute is
 * won (`reinstatementTransactionId`, from `charge.dispute.closed`): decision 029.
 */
export const cardDisputes = pgTable(
  'card_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardPaymentId: uuid('card_payment_id')
      .notNull()
      .references(() => cardPayments.id, { onDelete: 'restrict' }),
    providerDisputeId: text('provider_dispute_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    withdrawalTransactionId: uuid('withdrawal_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    reinstatementTransactionId: uuid('reinstatement_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('card_disputes_provider_dispute_idx').on(table.providerDisputeId),
    index('card_disputes_card_payment_idx').on(table.cardPaymentId),
  ],
);

/** People a user wants told when they press SOS. */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    relationship: text('relationship'),
    ...timestamps,
  },
  (table) => [index('emergency_contacts_user_idx').on(table.userId)],
);

export const savedPlaceKindEnum = pgEnum('saved_place_kind', SAVED_PLACE_KINDS);

/** A rider's Home, Work and named favourites, one tap away as pickup or destination. */
export const savedPlaces = pgTable(
  'saved_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: savedPlaceKindEnum('kind').notNull(),
    /** Set for 'other' places only. */
    name: text('name'),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    ...timestamps,
  },
  (table) => [
    index('saved_places_user_idx').on(table.userId),
    // At most one Home and one Work per rider, whatever the race.
    uniqueIndex('saved_places_one_home_or_work_idx')
      .on(table.userId, table.kind)
      .where(sql`${table.kind} in ('home', 'work')`),
  ],
);

/** A read-only live view of one ride behind a secret link (share trip, SOS); stored as a SHA-256 hash. */
export const rideShareLinks = pgTable(
  'ride_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('ride_share_links_ride_idx').on(table.rideId)],
);

export const SOS_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export const sosStatusEnum = pgEnum('sos_status', SOS_STATUSES);

export const sosAlerts = pgTable(
  'sos_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: userRoleInRideEnum('role').notNull(),
    status: sosStatusEnum('status').notNull().default('open'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    message: text('message'),
    /** What was done: e.g. contacts notified (count), share link made. */
    actions: jsonb('actions').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (table) => [
    index('sos_alerts_status_created_idx').on(table.status, table.createdAt),
    index('sos_alerts_ride_idx').on(table.rideId),
  ],
);

/** Every admin action: who did what, when, to whom, and why. Appended only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. user.block, driver.approve, settings.pricing.update, ride.cancel, sos.resolve. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const documentReviewStatusEnum = pgEnum('document_review_status', DOCUMENT_REVIEW_STATUSES);

/**
 * One upload of a driver's document (docs/decisions/020): a new upload of a type is a new row, so an approved
 * document keeps counting while its replacement is in review. The file lives in the document storage under
 * `storage_key`; the row is written after the file, so a row always has its file.
 */
export const driverDocuments = pgTable(
  'driver_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: documentTypeEnum('type').notNull(),
    status: documentReviewStatusEnum('status').notNull().default('in_review'),
    /** The fields typed beside the file (licence number, plate, make, ...), as validated. */
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
    /** The day the document stops being valid (licence, insurance); null for those without one. */
    expiresOn: text('expires_on'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Reminder e-mails already sent for this document's expiry (30 and 7 days before): each once. */
    remindedDays: jsonb('reminded_days').$type<number[]>().notNull().default([]),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('driver_documents_driver_type_idx').on(table.driverId, table.type, table.uploadedAt),
    index('driver_documents_status_uploaded_idx').on(table.status, table.uploadedAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Driver payouts (issue #24, docs/decisions/024-driver-payouts.md): a driver's connected account at the payout
// provider, and each payout. Money stays in the ledger (a payout is posted with its row); these rows mirror what the
// provider was asked to do.

export const PAYOUT_ACCOUNT_STATUSES = ['onboarding', 'enabled'] as const;

/** The driver's account at the payout provider (Stripe: an Express account), one per driver. */
export const driverPayoutAccounts = pgTable(
  'driver_payout_accounts',
  {
    driverId: uuid('driver_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    /** `onboarding` until the provider says payouts are enabled, then `enabled` (read again on each return). */
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('driver_payout_accounts_provider_account_idx').on(table.provider, table.providerAccountId),
    check('driver_payout_accounts_status', sql`${table.status} in ('onboarding', 'enabled')`),
  ],
);

export const PAYOUT_KINDS = ['weekly', 'instant'] as const;
/**
 * `returned`: the provider reported the transfer failed (or reversed) after it was made, and the amount went back
 * to the driver's balance (`returnTransactionId`); `cancelled`: the driver took it back before it was sent (decision
 * 029), the amount back to their balance the same way.
 */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed', 'returned', 'cancelled'] as const;

/**
 * A payout: `amount` leaves the driver's balance (posted with the row), `fee` of it is the platform's (cash out now),
 * `amount - fee` is transferred by a queued job with the idempotency key `payout-<id>`; `failed` after its retries,
 * until an admin retries it. `reference` is what it is for (the driver's cash-out key, or `weekly-<date>`), once per
 * driver.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: PAYOUT_KINDS }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    reference: text('reference').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    /** The driver's cash debt netted against their earnings in this payout's posting. */
    cashDebtNetted: integer('cash_debt_netted').notNull().default(0),
    provider: paymentProviderEnum('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    providerTransferId: text('provider_transfer_id'),
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** The posting that gave the amount back to the driver (returned or cancelled), once. */
    returnTransactionId: uuid('return_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    /** Set by the job before it first calls the provider: from then on the driver can no longer cancel. */
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    /**
     * How many times an admin sent a returned payout again: each round is a new transfer, with its own key
     * (`payout-<id>` first, then `payout-<id>-r<round>`).
     */
    round: integer('round').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payouts_driver_reference_idx').on(table.driverId, table.reference),
    index('payouts_driver_created_idx').on(table.driverId, table.createdAt),
    index('payouts_unsettled_idx')
      .on(table.status)
      .where(sql`${table.status} <> 'paid'`),
    check('payouts_kind', sql`${table.kind} in ('weekly', 'instant')`),
    check('payouts_status', sql`${table.status} in ('pending', 'paid', 'failed', 'returned', 'cancelled')`),
    check('payouts_fee_below_amount', sql`${table.fee} >= 0 and ${table.fee} < ${table.amount}`),
  ],
);

/**
 * The sandbox payout provider's connected accounts: its hosted onboarding page (`/api/payouts/sandbox/onboarding/:id`)
 * marks one onboarded, so every process agrees. `returnUrl` is where that page sends the driver back (checked against
 * the configured origins when used).
 */
export const sandboxPayoutAccounts = pgTable('sandbox_payout_accounts', {
  accountId: text('account_id').primaryKey(),
  driverId: uuid('driver_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  isOnboarded: boolean('is_onboarded').notNull().default(false),
  returnUrl: text('return_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------------------------
// Reconciliation (docs/decisions/029): one run per UTC day compared (and per admin's "Run now"), and the differences
// it found between RideBook's records and the providers'.

export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The UTC day compared: [day, day + 1). */
    day: text('day').notNull(),
    status: text('status', { enum: RECONCILIATION_RUN_STATUSES }).notNull(),
    trigger: text('trigger', { enum: RECONCILIATION_TRIGGERS }).notNull(),
    /** The admin who asked (Run now); null for the daily schedule. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    paymentProvider: paymentProviderEnum('payment_provider').notNull(),
    payoutProvider: paymentProviderEnum('payout_provider').notNull(),
    checkedCharges: integer('checked_charges').notNull().default(0),
    checkedRefunds: integer('checked_refunds').notNull().default(0),
    checkedPayouts: integer('checked_payouts').notNull().default(0),
    differenceCount: integer('difference_count').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // The schedule reconciles each day once, whichever process queues it first.
    uniqueIndex('reconciliation_runs_scheduled_day_idx')
      .on(table.day)
      .where(sql`${table.trigger} = 'schedule'`),
    index('reconciliation_runs_created_idx').on(table.createdAt),
    check('reconciliation_runs_status', sql`${table.status} in ('queued', 'completed', 'failed')`),
    check('reconciliation_runs_trigger', sql`${table.trigger} in ('schedule', 'admin')`),
    check('reconciliation_runs_day', sql`${table.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);

export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    recordKind: text('record_kind', { enum: RECONCILIATION_RECORD_KINDS }).notNull(),
    kind: text('kind', { enum: RECONCILIATION_DIFFERENCE_KINDS }).notNull(),
    providerId: text('provider_id'),
    /** RideBook's card payment, card refund or payout (no foreign key: one table per kind). */
    recordId: uuid('record_id'),
    rideId: uuid('ride_id'),
    currency: text('currency'),
    ridebookAmount: integer('ridebook_amount'),
    providerAmount: integer('provider_amount'),
    ridebookState: text('ridebook_state'),
    providerState: text('provider_state'),
  },
  (table) => [index('reconciliation_differences_run_idx').on(table.runId)],
);

export const SANDBOX_PROVIDER_RECORD_KINDS = ['charge', 'refund', 'transfer'] as const;

/**
 * What the sandbox providers did (captures and releases of holds, refunds, transfers to drivers), as a real
 * provider's books would list them: the sandbox's side of the reconciliation. One row per object; a repeat of the
 * same idempotency key finds the same row.
 */
export const sandboxProviderRecords = pgTable(
  'sandbox_provider_records',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: SANDBOX_PROVIDER_RECORD_KINDS }).notNull(),
    /** A refund's payment. */
    paymentId: text('payment_id'),
    /** A transfer's connected account. */
    accountId: text('account_id'),
    /** `captured` / `voided` (charges), `succeeded` (refunds), `paid` / `failed` (transfers). */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency'),
    /** The idempotency key it was made with (`payout-<id>` for a transfer). */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_provider_records_created_idx').on(table.kind, table.createdAt),
    check('sandbox_provider_records_kind', sql`${table.kind} in ('charge', 'refund', 'transfer')`),
  ],
);
