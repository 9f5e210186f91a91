import { and, asc, eq, gt, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import {
  type ApprovedVehicle,
  type RideActor,
  type RideStatus,
  ACTIVE_RIDE_STATUSES,
  DRIVER_ASSIGNED_STATUSES,
  UNASSIGNED_RIDE_STATUSES,
} from '@ridebook/validation';
import type { Bounds } from '@ridebook/validation/geo';
import {
  columnPlaceholder,
  insertPlaceholders,
  preparedPerDatabase,
  type Database,
} from '../../db/database.ts';
import {
  driverProfiles,
  fareQuotes,
  rideBreadcrumbs,
  rideEvents,
  rideOffers,
  rides,
  users,
} from '../../db/schema.ts';
import { approvedRegistration, toApprovedVehicle } from '../approved-vehicles/index.ts';
import { hasRated, ratingOf, receivedStars } from '../rating-summaries/index.ts';
import { rideTip } from '../ledger/index.ts';

export type QuoteRow = typeof fareQuotes.$inferSelect;
export type RideRow = typeof rides.$inferSelect;
export type NewRide = typeof rides.$inferInsert;
export type RideEventRow = typeof rideEvents.$inferSelect;
export type RideOfferRow = typeof rideOffers.$inferSelect;
export type NewRideEvent = Omit<typeof rideEvents.$inferInsert, 'id' | 'rideId'>;
/** A ride's rider or driver, with the average stars they received (`rating`) and how many (`ratingCount`). */
export type RideParty = {
  id: string;
  name: string;
  phone: string;
  rating: number | null;
  ratingCount: number;
};
export type RideDriverParty = RideParty & {
  vehicleModel: string;
  vehiclePlate: string;
  vehicle: ApprovedVehicle | null;
  hasPhoto: boolean;
};
export type RideDetails = {
  ride: RideRow;
  rider: RideParty;
  driver: RideDriverParty | null;
  /** Which sides have rated the ride. */
  rated: { byRider: boolean; byDriver: boolean };
  /** The rider's tip, from the ledger; 0 when none. */
  tip: number;
  events: RideEventRow[];
};

export { uniqueViolation } from '../../shared/unique-violation.ts';

// Prepared statements (docs/decisions/010-hot-path-queries.md): the queries of every booking and ride screen.

/** The values of a prepared INSERT: every listed column given, null where the column allows it. */
type InsertValues<Insert, Name extends keyof Insert> = { [Key in Name]-?: Exclude<Insert[Key], undefined> };

const QUOTE_COLUMNS = [
  'riderId',
  'cityId',
  'pickup',
  'pickupZone',
  'destination',
  'distanceMeters',
  'durationSeconds',
  'route',
  'fare',
  'pricing',
  'createdAt',
  'expiresAt',
] as const;
export type NewQuote = InsertValues<typeof fareQuotes.$inferInsert, (typeof QUOTE_COLUMNS)[number]>;

const insertQuoteQuery = preparedPerDatabase((db) =>
  db
    .insert(fareQuotes)
    .values(insertPlaceholders(fareQuotes, QUOTE_COLUMNS))
    .returning()
    .prepare('rides_insert_quote'),
);

export async function insertQuote(db: Database, values: NewQuote): Promise<QuoteRow> {
  const [row] = await insertQuoteQuery(db).execute(values);
  if (!row) throw new Error('insert into fare_quotes returned no row');
  return row;
}

const quoteQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(fareQuotes)
    .where(and(eq(fareQuotes.id, sql.placeholder('id')), eq(fareQuotes.riderId, sql.placeholder('riderId'))))
    .prepare('rides_quote'),
);

const rideByIdempotencyKeyQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(rides)
    .where(
      and(eq(rides.riderId, sql.placeholder('riderId')), eq(rides.idempotencyKey, sql.placeholder('key'))),
    )
    .prepare('rides_by_idempotency_key'),
);

const rideQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(rides)
    .where(eq(rides.id, sql.placeholder('id')))
    .prepare('rides_by_id'),
);

/** The ride with which sides rated it and the rider's tip: what its detail shows beyond the row. */
const rideDetailQuery = preparedPerDatabase((db) =>
  db
    .select({
      ride: rides,
      ratedByRider: hasRated(rides.id, 'rider'),
      ratedByDriver: hasRated(rides.id, 'driver'),
      tip: rideTip(rides.id),
    })
    .from(rides)
    .where(eq(rides.id, sql.placeholder('id')))
    .prepare('rides_detail'),
);

/**
 * The rider and the driver (the rider twice when there is none yet) with the stars each received: one statement
 * for both cases.
 */
const partiesQuery = preparedPerDatabase((db) => {
  const stars = receivedStars(users.id);
  return db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      vehicleModel: driverProfiles.vehicleModel,
      vehiclePlate: driverProfiles.vehiclePlate,
      registration: approvedRegistration(users.id),
      photoDocumentId: driverProfiles.photoDocumentId,
      starsTotal: stars.total,
      starsCount: stars.count,
    })
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(inArray(users.id, [sql.placeholder('riderId'), sql.placeholder('driverId')]))
    .prepare('rides_parties');
});

const rideEventsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(rideEvents)
    .where(eq(rideEvents.rideId, sql.placeholder('rideId')))
    .orderBy(asc(rideEvents.id))
    .prepare('rides_events'),
);

export async function findQuote(db: Database, id: string, riderId: string): Promise<QuoteRow | undefined> {
  const [row] = await quoteQuery(db).execute({ id, riderId });
  return row;
}

const RIDE_COLUMNS = [
  'riderId',
  'cityId',
  'status',
  'pickupAddress',
  'pickupLat',
  'pickupLng',
  'pickupPoint',
  'destinationAddress',
  'destinationLat',
  'destinationLng',
  'distanceMeters',
  'durationSeconds',
  'route',
  'currency',
  'fare',
  'pricing',
  'paymentMethod',
  'note',
  'idempotencyKey',
  'scheduledAt',
  'requestedAt',
  'nextDispatchAt',
  'createdAt',
  'updatedAt',
] as const;
/** A booking's ride: every column a booking sets (the others take their defaults). */
export type NewBookedRide = InsertValues<NewRide, (typeof RIDE_COLUMNS)[number]>;

const insertRideQuery = preparedPerDatabase((db) =>
  db
    .insert(rides)
    .values(insertPlaceholders(rides, RIDE_COLUMNS))
    .onConflictDoNothing({ target: [rides.riderId, rides.idempotencyKey] })
    .returning()
    .prepare('rides_insert'),
);

/** Inserts the ride unless the rider already used this idempotency key; `undefined` means they did. */
export async function insertRide(db: Database, values: NewBookedRide): Promise<RideRow | undefined> {
  const [row] = await insertRideQuery(db).execute(values);
  return row;
}

export async function findRideByIdempotencyKey(
  db: Database,
  riderId: string,
  key: string,
): Promise<RideRow | undefined> {
  const [row] = await rideByIdempotencyKeyQuery(db).execute({ riderId, key });
  return row;
}

export async function findRide(db: Database, id: string): Promise<RideRow | undefined> {
  const [row] = await rideQuery(db).execute({ id });
  return row;
}

const lockRideQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(rides)
    .where(eq(rides.id, sql.placeholder('id')))
    .for('update')
    .prepare('rides_lock'),
);

/** The ride, locked for the rest of the transaction: what a change decides from cannot change under it. */
export async function lockRide(tx: Database, id: string): Promise<RideRow | undefined> {
  const [row] = await lockRideQuery(tx).execute({ id });
  return row;
}

/** The ride with its parties and timeline, as its detail screen shows it. */
export async function findRideDetails(db: Database, id: string): Promise<RideDetails | undefined> {
  const [row] = await rideDetailQuery(db).execute({ id });
  if (!row) return undefined;
  const { ride } = row;
  const [parties, events] = await Promise.all([
    partiesQuery(db).execute({ riderId: ride.riderId, driverId: ride.driverId ?? ride.riderId }),
    rideEventsQuery(db).execute({ rideId: id }),
  ]);
  const rider = parties.find((party) => party.id === ride.riderId);
  const driver = parties.find((party) => party.id === ride.driverId);
  if (!rider) throw new Error(`ride ${id} has no rider`);
  const party = ({ id, name, phone, starsTotal, starsCount }: (typeof parties)[number]): RideParty => {
    const { average, count } = ratingOf(starsTotal, starsCount);
    return { id, name, phone, rating: average, ratingCount: count };
  };
  return {
    ride,
    rider: party(rider),
    driver: driver
      ? {
          ...party(driver),
          vehicleModel: driver.vehicleModel ?? '',
          vehiclePlate: driver.vehiclePlate ?? '',
          vehicle: toApprovedVehicle(driver.registration),
          hasPhoto: driver.photoDocumentId !== null,
        }
      : null,
    rated: { byRider: row.ratedByRider, byDriver: row.ratedByDriver },
    tip: row.tip,
    events,
  };
}

const activeRideIdQueries = {
  rider: preparedPerDatabase((db) =>
    db
      .select({ id: rides.id })
      .from(rides)
      .where(and(eq(rides.riderId, sql.placeholder('userId')), inArray(rides.status, ACTIVE_RIDE_STATUSES)))
      .prepare('rides_active_for_rider'),
  ),
  driver: preparedPerDatabase((db) =>
    db
      .select({ id: rides.id })
      .from(rides)
      .where(
        and(eq(rides.driverId, sql.placeholder('userId')), inArray(rides.status, DRIVER_ASSIGNED_STATUSES)),
      )
      .prepare('rides_active_for_driver'),
  ),
};

/** The user's ride in progress (prepared: the apps ask on every page load). */
export async function findActiveRideId(
  db: Database,
  user: { id: string; role: string },
): Promise<string | undefined> {
  const query = user.role === 'driver' ? activeRideIdQueries.driver : activeRideIdQueries.rider;
  const [row] = await query(db).execute({ userId: user.id });
  return row?.id;
}

type RideChanges = Partial<NewRide>;

/**
 * An UPDATE of one ride by id (optionally guarded by its status and driver) setting `columns`, returning the row:
 * prepared once per shape, so the transitions and dispatch rounds reuse their statements (each shape is a handful
 * of fixed combinations of columns and statuses in the code, so the map stays small).
 */
const rideUpdateQueries = new Map<string, ReturnType<typeof prepareRideUpdate>>();

function prepareRideUpdate(
  name: string,
  columns: readonly (keyof NewRide)[],
  guard: { from?: readonly RideStatus[]; driver: boolean },
) {
  return preparedPerDatabase((db) => {
    const conditions = [eq(rides.id, sql.placeholder('id'))];
    if (guard.from !== undefined) conditions.push(inArray(rides.status, [...guard.from]));
    if (guard.driver) conditions.push(eq(rides.driverId, sql.placeholder('guardDriverId')));
    return db
      .update(rides)
      .set(insertPlaceholders(rides, columns))
      .where(and(...conditions))
      .returning()
      .prepare(name);
  });
}

async function updateRideRow(
  db: Database,
  id: string,
  changes: RideChanges,
  guard: { from?: readonly RideStatus[]; driverId?: string } = {},
): Promise<RideRow | undefined> {
  // Drizzle leaves out columns set to undefined; so does the shape.
  const columns = (Object.keys(changes) as (keyof NewRide)[]).filter((key) => changes[key] !== undefined);
  const shape = JSON.stringify([columns, guard.from ?? null, guard.driverId !== undefined]);
  let query = rideUpdateQueries.get(shape);
  if (query === undefined) {
    query = prepareRideUpdate(`rides_update_${rideUpdateQueries.size}`, columns, {
      from: guard.from,
      driver: guard.driverId !== undefined,
    });
    rideUpdateQueries.set(shape, query);
  }
  const [row] = await query(db).execute({ ...changes, id, guardDriverId: guard.driverId });
  return row;
}

/**
 * Moves a ride to `to` only if it is still in one of `from` (and, for driver steps, still this driver's), and
 * appends the event, in the caller's transaction. `undefined` means the guard failed: someone else moved first.
 */
export async function transitionRide(
  tx: Database,
  change: {
    id: string;
    from: readonly RideStatus[];
    to: RideStatus;
    driverId?: string;
    set?: RideChanges;
    event: {
      actor: RideActor;
      actorId: string | null;
      at: Date;
      lat?: number | null;
      lng?: number | null;
      note?: string | null;
    };
  },
): Promise<RideRow | undefined> {
  const row = await updateRideRow(
    tx,
    change.id,
    { ...change.set, status: change.to, updatedAt: change.event.at },
    { from: change.from, driverId: change.driverId },
  );
  if (!row) return undefined;
  await insertRideEvent(tx, row.id, { status: change.to, ...change.event });
  return row;
}

const RIDE_EVENT_COLUMNS = ['rideId', 'status', 'actor', 'actorId', 'at', 'lat', 'lng', 'note'] as const;

const insertRideEventQuery = preparedPerDatabase((db) =>
  db
    .insert(rideEvents)
    .values(insertPlaceholders(rideEvents, RIDE_EVENT_COLUMNS))
    .prepare('rides_insert_event'),
);

export async function insertRideEvent(db: Database, rideId: string, event: NewRideEvent): Promise<void> {
  await insertRideEventQuery(db).execute({
    rideId,
    status: event.status,
    actor: event.actor,
    actorId: event.actorId ?? null,
    at: event.at,
    lat: event.lat ?? null,
    lng: event.lng ?? null,
    note: event.note ?? null,
  });
}

export async function updateRide(db: Database, id: string, set: RideChanges): Promise<RideRow | undefined> {
  return updateRideRow(db, id, set);
}

// Dispatch.

/** Rides whose next dispatch round (or scheduled start) is due. */
export async function findDueRideIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        inArray(rides.status, UNASSIGNED_RIDE_STATUSES),
        isNotNull(rides.nextDispatchAt),
        lte(rides.nextDispatchAt, now),
      ),
    )
    .orderBy(asc(rides.nextDispatchAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

const lockDueRideQuery = preparedPerDatabase((db) => {
  const riderStars = receivedStars(rides.riderId);
  return db
    .select({
      ride: rides,
      riderName: users.name,
      riderStars: riderStars.total,
      riderRatings: riderStars.count,
    })
    .from(rides)
    .innerJoin(users, eq(users.id, rides.riderId))
    .where(
      and(
        eq(rides.id, sql.placeholder('id')),
        inArray(rides.status, UNASSIGNED_RIDE_STATUSES),
        lte(rides.nextDispatchAt, columnPlaceholder(rides.nextDispatchAt, 'now')),
      ),
    )
    .for('update', { of: rides, skipLocked: true })
    .prepare('rides_lock_due');
});

/** A ride locked for a dispatch round, with what its offers show of the rider. */
export type DueRide = { ride: RideRow; rider: { name: string; rating: number | null } };

/**
 * Locks a due ride for one dispatch round; `undefined` when another process holds it or it is no longer due. The
 * rider's name and average stars come in the same statement (only the ride's row is locked), so the offers of a
 * round need no further read before they go out.
 */
export async function lockDueRide(tx: Database, id: string, now: Date): Promise<DueRide | undefined> {
  const [row] = await lockDueRideQuery(tx).execute({ id, now });
  if (!row) return undefined;
  const { average } = ratingOf(row.riderStars, row.riderRatings);
  return { ride: row.ride, rider: { name: row.riderName, rating: average } };
}

export async function findOfferedDriverIds(db: Database, rideId: string): Promise<string[]> {
  const rows = await db
    .select({ driverId: rideOffers.driverId })
    .from(rideOffers)
    .where(eq(rideOffers.rideId, rideId));
  return rows.map((row) => row.driverId);
}

const driversWithPendingOffersQuery = preparedPerDatabase((db) =>
  db
    .select({ driverId: rideOffers.driverId })
    .from(rideOffers)
    .where(
      and(
        sql`${rideOffers.driverId} = any(${sql.placeholder('driverIds')}::uuid[])`,
        eq(rideOffers.status, 'pending'),
        gt(rideOffers.expiresAt, columnPlaceholder(rideOffers.expiresAt, 'now')),
      ),
    )
    .prepare('rides_drivers_with_pending_offers'),
);

/** Of `driverIds`, those holding an unexpired pending offer (a driver gets one offer at a time). */
export async function findDriversWithPendingOffers(
  db: Database,
  driverIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (driverIds.length === 0) return new Set();
  const rows = await driversWithPendingOffersQuery(db).execute({ driverIds, now });
  return new Set(rows.map((row) => row.driverId));
}

const OFFER_COLUMNS = [
  'rideId',
  'driverId',
  'batch',
  'pickupDistanceMeters',
  'pickupEtaSeconds',
  'createdAt',
  'expiresAt',
] as const;
export type NewOffer = InsertValues<typeof rideOffers.$inferInsert, (typeof OFFER_COLUMNS)[number]>;

/** One prepared INSERT per number of offers (a round offers at most its batch size). */
const insertOffersQueries = new Map<number, ReturnType<typeof prepareInsertOffers>>();

function prepareInsertOffers(count: number) {
  const rows = Array.from({ length: count }, (_, index) =>
    insertPlaceholders(rideOffers, OFFER_COLUMNS, `_${index}`),
  );
  return preparedPerDatabase((db) =>
    db.insert(rideOffers).values(rows).onConflictDoNothing().returning().prepare(`rides_insert_offers_${count}`),
  );
}

export async function insertOffers(db: Database, values: NewOffer[]): Promise<RideOfferRow[]> {
  if (values.length === 0) return [];
  let query = insertOffersQueries.get(values.length);
  if (query === undefined) {
    query = prepareInsertOffers(values.length);
    insertOffersQueries.set(values.length, query);
  }
  const placeholders = Object.fromEntries(
    values.flatMap((offer, index) => OFFER_COLUMNS.map((column) => [`${column}_${index}`, offer[column]])),
  );
  return query(db).execute(placeholders);
}

function prepareEndPendingOffers(name: string, exceptOneDriver: boolean) {
  return preparedPerDatabase((db) =>
    db
      .update(rideOffers)
      .set({
        status: columnPlaceholder(rideOffers.status, 'status'),
        respondedAt: columnPlaceholder(rideOffers.respondedAt, 'now'),
      })
      .where(
        and(
          eq(rideOffers.rideId, sql.placeholder('rideId')),
          eq(rideOffers.status, 'pending'),
          exceptOneDriver ? ne(rideOffers.driverId, sql.placeholder('exceptDriverId')) : undefined,
        ),
      )
      .returning()
      .prepare(name),
  );
}

const endPendingOffersQuery = prepareEndPendingOffers('rides_end_pending_offers', false);
const endPendingOffersExceptQuery = prepareEndPendingOffers('rides_end_pending_offers_except', true);

/** Ends the ride's pending offers (all, or all but one driver's) with `status`; returns the ended offers. */
export async function endPendingOffers(
  db: Database,
  rideId: string,
  status: 'expired' | 'withdrawn',
  now: Date,
  exceptDriverId?: string,
): Promise<RideOfferRow[]> {
  const query = exceptDriverId === undefined ? endPendingOffersQuery : endPendingOffersExceptQuery;
  return query(db).execute({ rideId, status, now, exceptDriverId });
}

/** The driver's answer to their pending offer for the ride; `undefined` when there was none. */
export async function answerOffer(
  db: Database,
  rideId: string,
  driverId: string,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<RideOfferRow | undefined> {
  const [row] = await db
    .update(rideOffers)
    .set({ status, respondedAt: now })
    .where(
      and(eq(rideOffers.rideId, rideId), eq(rideOffers.driverId, driverId), eq(rideOffers.status, 'pending')),
    )
    .returning();
  return row;
}

export async function countPendingOffers(db: Database, rideId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(rideOffers)
    .where(
      and(eq(rideOffers.rideId, rideId), eq(rideOffers.status, 'pending'), gt(rideOffers.expiresAt, now)),
    );
  return row?.total ?? 0;
}

/** The driver's live offers, each with its ride. */
export async function findPendingOffersForDriver(db: Database, driverId: string, now: Date) {
  return db
    .select({ offer: rideOffers, ride: rides, riderName: users.name })
    .from(rideOffers)
    .innerJoin(rides, eq(rides.id, rideOffers.rideId))
    .innerJoin(users, eq(users.id, rides.riderId))
    .where(
      and(
        eq(rideOffers.driverId, driverId),
        eq(rideOffers.status, 'pending'),
        gt(rideOffers.expiresAt, now),
        eq(rides.status, 'requested'),
      ),
    )
    .orderBy(asc(rideOffers.expiresAt));
}

/** Requested rides whose pickup lies in the box (the caller cuts to a circle), oldest first. */
/** Requested rides whose pickup lies in the box; a box whose west edge is east of its east edge crosses the antimeridian. */
export async function findRequestedRidesInBox(db: Database, box: Bounds, limit: number) {
  return db
    .select({ ride: rides, riderName: users.name })
    .from(rides)
    .innerJoin(users, eq(users.id, rides.riderId))
    .where(
      and(
        eq(rides.status, 'requested'),
        sql`${rides.pickupLat} between ${box.south} and ${box.north}`,
        box.west <= box.east
          ? sql`${rides.pickupLng} between ${box.west} and ${box.east}`
          : sql`(${rides.pickupLng} >= ${box.west} or ${rides.pickupLng} <= ${box.east})`,
      ),
    )
    .orderBy(asc(rides.requestedAt))
    .limit(limit);
}

// Breadcrumbs.

export async function insertBreadcrumb(
  db: Database,
  crumb: typeof rideBreadcrumbs.$inferInsert,
): Promise<void> {
  await db.insert(rideBreadcrumbs).values(crumb).onConflictDoNothing();
}

export async function findBreadcrumbs(db: Database, rideId: string, since: Date) {
  return db
    .select({ lat: rideBreadcrumbs.lat, lng: rideBreadcrumbs.lng, at: rideBreadcrumbs.at })
    .from(rideBreadcrumbs)
    .where(and(eq(rideBreadcrumbs.rideId, rideId), gt(rideBreadcrumbs.at, since)))
    .orderBy(asc(rideBreadcrumbs.at));
}
