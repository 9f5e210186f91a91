import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  asc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  isNotNull,
  lte,
  ne,
  sql,
  type AnyColumn,
  type SQL,
  type Table,
  type WithSubquery,
} from 'drizzle-orm';
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
  rideActorEnum,
  rideOffers,
  rides,
  users,
} from '../../db/schema.ts';
import { approvedRegistration, toApprovedVehicle } from '../approved-vehicles/index.ts';
import { hasRated, ratingOf, receivedStars } from '../rating-summaries/index.ts';
import { rideTip } from '../ledger/index.ts';
import { qualified } from '../../db/qualified.ts';

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

/**
 * A booking's first read, one statement: the ride the rider already booked with this idempotency key (a replay),
 * and the rider's quote. Read from the rider's row, so it answers even when neither exists.
 */
const bookingStartQuery = preparedPerDatabase((db) => {
  const riderStars = receivedStars(users.id);
  return db
    .select({
      replayId: sql<
        string | null
      >`(select ${qualified(rides.id)} from ${rides} where ${qualified(rides.riderId)} = ${qualified(users.id)} and ${qualified(rides.idempotencyKey)} = ${sql.placeholder('key')})`,
      quote: fareQuotes,
      riderName: users.name,
      riderStars: riderStars.total,
      riderRatings: riderStars.count,
    })
    .from(users)
    .leftJoin(
      fareQuotes,
      and(eq(fareQuotes.id, sql.placeholder('quoteId')), eq(fareQuotes.riderId, users.id)),
    )
    .where(eq(users.id, sql.placeholder('riderId')))
    .prepare('rides_booking_start');
});

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

const riderUser = alias(users, 'rider');
const driverUser = alias(users, 'driver');

/**
 * A row of `table` as one JSON object keyed like drizzle's row, its columns read from `source` (the table's or a
 * CTE's name): for rows that come back inside another row (a timeline, a round's offers). Read back with
 * `jsonRowReader`.
 */
function jsonRowOf(table: Table, source: string): SQL {
  const fields = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${sql.identifier(source)}.${sql.identifier(column.name)}`,
  );
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}

/** Reads a row of `table` that `jsonRowOf` built, each column decoded as drizzle decodes it (JSON has no dates). */
function jsonRowReader<Row>(table: Table): (json: Record<string, unknown>) => Row {
  const columns = Object.entries(getTableColumns(table));
  return (json) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = json[key];
        return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
      }),
    ) as Row;
}

/** A JSON row of `jsonRowOf`: what the database sends before `jsonRowReader` decodes it. */
type JsonRow = Record<string, unknown>;

/**
 * A ride's timeline as one JSON array, oldest first: a scalar subquery over `ride_events_ride_id_idx` (`rideId` is
 * the outer query's column). Read back with `toRideEvent`.
 */
function timelineOf(rideId: AnyColumn): SQL<JsonRow[]> {
  const events = getTableName(rideEvents);
  return sql<
    JsonRow[]
  >`coalesce((select json_agg(${jsonRowOf(rideEvents, events)} order by ${qualified(rideEvents.id)}) from ${rideEvents} where ${qualified(rideEvents.rideId)} = ${qualified(rideId)}), '[]'::json)`;
}

const toRideEvent = jsonRowReader<RideEventRow>(rideEvents);

/** The name of the CTE that appends a ride's event (`appendingEvent`), read by `timelineWithNewEvent`. */
const EVENT_CTE = 'event';

/**
 * A ride's timeline as `timelineOf` reads it, plus the event its statement appends (`appendingEvent`): a statement
 * reads the tables as they were before it, so its own event comes from the CTE that inserted it (the newest, by id).
 */
function timelineWithNewEvent(rideId: AnyColumn): SQL<JsonRow[]> {
  const events = getTableName(rideEvents);
  return sql<
    JsonRow[]
  >`coalesce((select json_agg(timeline.event order by timeline.id) from (select ${qualified(rideEvents.id)} as id, ${jsonRowOf(rideEvents, events)} as event from ${rideEvents} where ${qualified(rideEvents.rideId)} = ${qualified(rideId)} union all select ${sql.identifier(EVENT_CTE)}.id, ${jsonRowOf(rideEvents, EVENT_CTE)} from ${sql.identifier(EVENT_CTE)}) as timeline), '[]'::json)`;
}

/**
 * What a ride's detail reads besides the ride's row (`toRideDetails`), for the ride whose columns are `ride`: the
 * rides table, or the CTE of the statement that wrote the ride. The query joins `riderUser` on the ride's rider and
 * `driverUser` and `driverProfiles` (left) on its driver; `events` is its timeline.
 */
function detailFields(ride: { id: AnyColumn }, events: SQL<JsonRow[]>) {
  const riderStars = receivedStars(riderUser.id);
  const driverStars = receivedStars(driverUser.id);
  return {
    ratedByRider: hasRated(ride.id, 'rider'),
    ratedByDriver: hasRated(ride.id, 'driver'),
    tip: rideTip(ride.id),
    riderName: riderUser.name,
    riderPhone: riderUser.phone,
    riderStarsTotal: riderStars.total,
    riderStarsCount: riderStars.count,
    driverName: driverUser.name,
    driverPhone: driverUser.phone,
    driverStarsTotal: driverStars.total,
    driverStarsCount: driverStars.count,
    vehicleModel: driverProfiles.vehicleModel,
    vehiclePlate: driverProfiles.vehiclePlate,
    registration: approvedRegistration(driverUser.id),
    photoDocumentId: driverProfiles.photoDocumentId,
    events,
  };
}

/** A row of `detailFields` with the ride's row, as the database returns it. */
type DetailRow = Awaited<ReturnType<ReturnType<typeof rideDetailQuery>['execute']>>[number];

/**
 * The ride's detail in one statement: the row, which sides rated it, the rider's tip, its rider and its driver (if
 * any) with the stars each received and the driver's vehicle, and its timeline.
 */
const rideDetailQuery = preparedPerDatabase((db) =>
  db
    .select({ ride: rides, ...detailFields(rides, timelineOf(rides.id)) })
    .from(rides)
    .innerJoin(riderUser, eq(riderUser.id, rides.riderId))
    .leftJoin(driverUser, eq(driverUser.id, rides.driverId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rides.driverId))
    .where(eq(rides.id, sql.placeholder('id')))
    .prepare('rides_detail'),
);

/**
 * The select of a statement that wrote one ride (the CTE `changed`, with `appendingEvent`): the ride's detail as
 * the statement left it, so publishing the change needs no read after it; `extra` adds fields (its offers).
 */
function selectDetailOf<
  Changed extends WithSubquery & { id: AnyColumn; riderId: AnyColumn; driverId: AnyColumn },
  Extra extends Record<string, SQL>,
>(db: Database, changed: Changed, ctes: WithSubquery[], extra: Extra) {
  return db
    .with(...ctes)
    .select({
      ride: changed._.selectedFields,
      ...detailFields(changed, timelineWithNewEvent(changed.id)),
      ...extra,
    })
    .from(changed as WithSubquery)
    .innerJoin(riderUser, eq(riderUser.id, changed.riderId))
    .leftJoin(driverUser, eq(driverUser.id, changed.driverId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, changed.driverId));
}

/** What a ride's offers show of its rider: their name and the average stars they received. */
export type OfferedRider = { name: string; rating: number | null };

/**
 * What a booking starts from: the id of the ride a replayed idempotency key booked, else the rider's quote, and
 * the rider as the first round's offers show them (`null` only when the rider's row is gone).
 */
export async function findBookingStart(
  db: Database,
  input: { riderId: string; quoteId: string; idempotencyKey: string },
): Promise<{ replayId: string | null; quote: QuoteRow | null; rider: OfferedRider | null }> {
  const [row] = await bookingStartQuery(db).execute({
    riderId: input.riderId,
    quoteId: input.quoteId,
    key: input.idempotencyKey,
  });
  if (!row) return { replayId: null, quote: null, rider: null };
  const rider = { name: row.riderName, rating: ratingOf(row.riderStars, row.riderRatings).average };
  return { replayId: row.replayId, quote: row.quote, rider };
}

/** A timeline event of a ride change: the status is the ride's new one. */
export type RideChangeEvent = Omit<NewRideEvent, 'status'>;

/** The placeholders `appendingEvent` reads, from an event. */
const eventPlaceholders = (event: RideChangeEvent) => ({
  eventActor: event.actor,
  eventActorId: event.actorId ?? null,
  eventAt: event.at,
  eventLat: event.lat ?? null,
  eventLng: event.lng ?? null,
  eventNote: event.note ?? null,
});

/**
 * `change` (an INSERT or UPDATE of one ride, returning it) with, in the same statement, the event of the ride's
 * new status appended to its timeline (a data-modifying CTE: one round trip, and no event when no row changed),
 * returning the event (`timelineWithNewEvent`). The event comes from the `event*` placeholders (`eventPlaceholders`).
 */
function appendingEvent(db: Database, changed: WithSubquery & { id: AnyColumn; status: AnyColumn }) {
  const cast = (placeholder: SQL, type: string) => sql`${placeholder}::${sql.raw(type)}`;
  const column = (name: keyof typeof rideEvents.$inferInsert) =>
    sql.identifier(getTableColumns(rideEvents)[name].name);
  return db
    .$with(EVENT_CTE, { rideId: sql<string>`ride_id` })
    .as(
      sql`insert into ${rideEvents} (${sql.join(
        (['rideId', 'status', 'actor', 'actorId', 'at', 'lat', 'lng', 'note'] as const).map(column),
        sql`, `,
      )}) select ${changed.id}, ${changed.status}, ${cast(columnPlaceholder(rideEvents.actor, 'eventActor'), rideActorEnum.enumName)}, ${cast(columnPlaceholder(rideEvents.actorId, 'eventActorId'), 'uuid')}, ${cast(columnPlaceholder(rideEvents.at, 'eventAt'), 'timestamptz')}, ${cast(columnPlaceholder(rideEvents.lat, 'eventLat'), 'double precision')}, ${cast(columnPlaceholder(rideEvents.lng, 'eventLng'), 'double precision')}, ${cast(columnPlaceholder(rideEvents.note, 'eventNote'), 'text')} from ${changed} returning *`,
    );
}

/**
 * A dispatch round's offers, written by the statement that moves the ride to that round (their batch is the ride's
 * new `dispatchBatch`): each driver with the pickup's distance and ETA from them.
 */
export type RoundOffers = {
  drivers: { driverId: string; pickupDistanceMeters: number; pickupEtaSeconds: number }[];
  createdAt: Date;
  expiresAt: Date;
};

/** The placeholders `insertingOffers` reads, from a round's offers. */
const offerPlaceholders = (offers: RoundOffers) => ({
  offerDriverIds: offers.drivers.map((offer) => offer.driverId),
  offerDistances: offers.drivers.map((offer) => offer.pickupDistanceMeters),
  offerEtas: offers.drivers.map((offer) => offer.pickupEtaSeconds),
  offersCreatedAt: offers.createdAt,
  offersExpireAt: offers.expiresAt,
});

/**
 * A booking's first round, its offers written by the booking's statement: `drivers` are the round's askable
 * drivers, nearest first (more than the round asks), and the statement offers the ride to the first `limit` of them
 * who hold no unexpired pending offer when the offers open (`createdAt`). The ride is due again when its offers
 * expire, or at `emptyRetryAt` when nobody could be asked.
 */
export type FirstRoundOffers = RoundOffers & { limit: number; emptyRetryAt: Date };

/** A ride changed by one statement, with the offers that statement inserted or ended (see `withOffers`). */
export type RideWithOffers = { ride: RideRow; offers: RideOfferRow[] };

/** A ride written by one statement, with its detail as that statement left it (no read after it). */
export type RideWritten = RideWithOffers & { details: RideDetails };

/** The CTE of `insertingOffers` and `endingOffers`, read by `withOffers`. */
const OFFERS_CTE = 'offers';

/** A round's drivers as rows `offer(driver_id, distance, eta)`, from the placeholders of `offerPlaceholders`. */
const ROUND_DRIVERS = sql`unnest(${sql.placeholder('offerDriverIds')}::uuid[], ${sql.placeholder('offerDistances')}::integer[], ${sql.placeholder('offerEtas')}::integer[]) as offer(driver_id, distance, eta)`;

/** The CTE of `choosingFirstRound`. */
const CHOSEN_CTE = 'chosen';

/**
 * The pending-offers check of a booking's first round, in the booking's statement: of the round's askable drivers
 * (`offerDriverIds`, nearest first, with `offerDistances` and `offerEtas`), the first `offerLimit` who hold no
 * pending offer expiring after `offersCreatedAt` (the round's separate check before, on
 * `ride_offers_one_pending_per_driver_idx`). It reads no ride, so it is the same whether or not the ride goes in.
 */
function choosingFirstRound(db: Database) {
  const pending = getTableName(rideOffers);
  const column = (name: keyof typeof rideOffers.$inferSelect) =>
    sql`${sql.identifier(pending)}.${sql.identifier(getTableColumns(rideOffers)[name].name)}`;
  return db
    .$with(CHOSEN_CTE, { driverId: sql<string>`driver_id` })
    .as(
      sql`select candidate.driver_id, candidate.distance, candidate.eta from unnest(${sql.placeholder('offerDriverIds')}::uuid[], ${sql.placeholder('offerDistances')}::integer[], ${sql.placeholder('offerEtas')}::integer[]) with ordinality as candidate(driver_id, distance, eta, position) where not exists (select 1 from ${rideOffers} where ${column('driverId')} = candidate.driver_id and ${column('status')} = 'pending' and ${column('expiresAt')} > ${columnPlaceholder(rideOffers.createdAt, 'offersCreatedAt')}::timestamptz) order by candidate.position limit ${sql.placeholder('offerLimit')}`,
    );
}

/**
 * `changed` (a ride moved to a new dispatch round, returning it) with, in the same statement, that round's offers
 * inserted: one per row of `drivers` (`ROUND_DRIVERS`, or the first round's `choosingFirstRound`), with its
 * distance and ETA. A driver who holds another pending offer is skipped (ON CONFLICT DO NOTHING on
 * `ride_offers_one_pending_per_driver_idx`: rounds in several processes may race). Rows go in in driver id order,
 * so two statements offering the same drivers take their index locks in one order and cannot deadlock; none go in
 * when no ride changed.
 */
function insertingOffers(
  db: Database,
  changed: WithSubquery & { id: AnyColumn; dispatchBatch: AnyColumn },
  drivers: SQL,
) {
  const column = (name: keyof typeof rideOffers.$inferInsert) =>
    sql.identifier(getTableColumns(rideOffers)[name].name);
  const columns = (
    [
      'rideId',
      'driverId',
      'batch',
      'pickupDistanceMeters',
      'pickupEtaSeconds',
      'createdAt',
      'expiresAt',
    ] as const
  ).map(column);
  const at = (name: string) => sql`${columnPlaceholder(rideOffers.createdAt, name)}::timestamptz`;
  return db
    .$with(OFFERS_CTE, { id: sql<string>`id` })
    .as(
      sql`insert into ${rideOffers} (${sql.join(columns, sql`, `)}) select ${changed.id}, offer.driver_id, ${changed.dispatchBatch}, offer.distance, offer.eta, ${at('offersCreatedAt')}, ${at('offersExpireAt')} from ${changed}, ${drivers} order by offer.driver_id on conflict do nothing returning *`,
    );
}

/**
 * `changed` (a ride's change, returning it) with, in the same statement, the ride's pending offers ended with the
 * status of the `offersEndedAs` placeholder at `offersEndedAt`; none when no ride changed.
 */
function endingOffers(db: Database, changed: WithSubquery & { id: AnyColumn }) {
  return db.$with(OFFERS_CTE).as(
    db
      .update(rideOffers)
      .set({
        status: columnPlaceholder(rideOffers.status, 'offersEndedAs'),
        respondedAt: columnPlaceholder(rideOffers.respondedAt, 'offersEndedAt'),
      })
      .where(
        and(
          sql`${rideOffers.rideId} in (select ${changed.id} from ${changed})`,
          eq(rideOffers.status, 'pending'),
        ),
      )
      .returning(),
  );
}

const toOfferRow = jsonRowReader<RideOfferRow>(rideOffers);

/** What a statement with `insertingOffers` or `endingOffers` selects: the changed ride and those offers (JSON). */
function withOffers<Changed extends WithSubquery>(changed: Changed) {
  return { ride: changed._.selectedFields as Changed['_']['selectedFields'], offers: offersOf() };
}

/** The offers a statement inserted or ended (its CTE `offers`), as one JSON array. */
function offersOf(): SQL<JsonRow[]> {
  return sql<
    JsonRow[]
  >`(select coalesce(json_agg(${jsonRowOf(rideOffers, OFFERS_CTE)}), '[]'::json) from ${sql.identifier(OFFERS_CTE)})`;
}

/** A row `withOffers` selected, its offers decoded. */
const toRideWithOffers = (row: { ride: RideRow; offers: JsonRow[] }): RideWithOffers => ({
  ride: row.ride,
  offers: row.offers.map(toOfferRow),
});

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
  'dispatchBatch',
  'nextDispatchAt',
  'createdAt',
  'updatedAt',
] as const;
/** A booking's ride: every column a booking sets (the others take their defaults). */
export type NewBookedRide = InsertValues<NewRide, (typeof RIDE_COLUMNS)[number]>;

/**
 * The booking's INSERT (nothing when the rider used the idempotency key before), returning the ride; `values` are
 * the placeholders of its columns, or other expressions.
 */
function insertBookedRide(db: Database, values: Record<(typeof RIDE_COLUMNS)[number], SQL>) {
  return db.$with('changed').as(
    db
      .insert(rides)
      .values(values)
      .onConflictDoNothing({ target: [rides.riderId, rides.idempotencyKey] })
      .returning(),
  );
}

const insertRideQuery = preparedPerDatabase((db) => {
  const changed = insertBookedRide(db, insertPlaceholders(rides, RIDE_COLUMNS));
  return selectDetailOf(db, changed, [changed, appendingEvent(db, changed)], {}).prepare('rides_insert');
});

/**
 * The booking with its first round: the ride is due again when its offers expire, or sooner when the round's
 * check left nobody to ask (`choosingFirstRound` chose no driver), as `decideRound` times any round.
 */
const insertRideOfferingQuery = preparedPerDatabase((db) => {
  const chosen = choosingFirstRound(db);
  const at = (name: string) => sql`${columnPlaceholder(rides.nextDispatchAt, name)}::timestamptz`;
  const changed = insertBookedRide(db, {
    ...insertPlaceholders(rides, RIDE_COLUMNS),
    nextDispatchAt: sql`case when exists (select 1 from ${sql.identifier(CHOSEN_CTE)}) then ${at('offersExpireAt')} else ${at('offersEmptyRetryAt')} end`,
  });
  const offers = insertingOffers(db, changed, sql`${sql.identifier(CHOSEN_CTE)} as offer`);
  return selectDetailOf(db, changed, [chosen, changed, appendingEvent(db, changed), offers], {
    offers: offersOf(),
  }).prepare('rides_insert_offering');
});

/**
 * Inserts the ride with the first event of its timeline and, given `round`, the offers of its first dispatch round
 * (its `dispatchBatch` is that round's; its `nextDispatchAt` is the round's, not `values`'), in one statement,
 * unless the rider already used this idempotency key; `undefined` means they did (and nothing was written). The
 * ride comes back with its detail, as a read right after the statement would find it.
 */
export async function insertRide(
  db: Database,
  values: NewBookedRide,
  event: RideChangeEvent,
  round?: FirstRoundOffers,
): Promise<RideWritten | undefined> {
  const placeholders = { ...values, ...eventPlaceholders(event) };
  if (round === undefined) {
    const [row] = await insertRideQuery(db).execute(placeholders);
    return row && { ride: row.ride, offers: [], details: toRideDetails(row) };
  }
  const [row] = await insertRideOfferingQuery(db).execute({
    ...placeholders,
    ...offerPlaceholders(round),
    offerLimit: round.limit,
    offersEmptyRetryAt: round.emptyRetryAt,
  });
  return row && toRideWritten(row);
}

/** A row of `selectDetailOf` with its offers, decoded. */
function toRideWritten(row: DetailRow & { offers: JsonRow[] }): RideWritten {
  return { ride: row.ride, offers: row.offers.map(toOfferRow), details: toRideDetails(row) };
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
  return row && toRideDetails(row);
}

/** A ride's detail from what `detailFields` read with the ride's row. */
function toRideDetails(row: DetailRow): RideDetails {
  const { ride } = row;
  const party = (
    partyId: string,
    name: string,
    phone: string,
    starsTotal: number | null,
    starsCount: number,
  ): RideParty => {
    const { average, count } = ratingOf(starsTotal, starsCount);
    return { id: partyId, name, phone, rating: average, ratingCount: count };
  };
  const driver =
    ride.driverId === null || row.driverName === null || row.driverPhone === null
      ? null
      : {
          ...party(
            ride.driverId,
            row.driverName,
            row.driverPhone,
            row.driverStarsTotal,
            row.driverStarsCount,
          ),
          vehicleModel: row.vehicleModel ?? '',
          vehiclePlate: row.vehiclePlate ?? '',
          vehicle: toApprovedVehicle(row.registration),
          hasPhoto: row.photoDocumentId !== null,
        };
  return {
    ride,
    rider: party(ride.riderId, row.riderName, row.riderPhone, row.riderStarsTotal, row.riderStarsCount),
    driver,
    rated: { byRider: row.ratedByRider, byDriver: row.ratedByDriver },
    tip: row.tip,
    events: row.events.map(toRideEvent),
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

/** What an UPDATE of a ride writes besides the ride, in the same statement (`updateRideRow`). */
type AlongWithRide = {
  /** The event appended to the ride's timeline. */
  event?: RideChangeEvent;
  /** A round's offers inserted (the ride's new `dispatchBatch` is their batch), or its pending offers ended. */
  offers?: { insert: RoundOffers } | { end: 'withdrawn' | 'expired'; at: Date };
  /** Whether the statement returns the ride's detail as it leaves it (`selectDetailOf`; needs `event`). */
  detail?: boolean;
};

type RideUpdateShape = {
  from?: readonly RideStatus[] | undefined;
  driver: boolean;
  rider: boolean;
  withEvent: boolean;
  offers: 'insert' | 'end' | null;
  detail: boolean;
};

/**
 * A prepared ride UPDATE: rows of the ride, of `withOffers` when the shape writes offers, or of `selectDetailOf`
 * (with the offers, if any) when it returns the detail.
 */
type RideUpdateStatement = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/**
 * An UPDATE of one ride by id (optionally guarded by its status and driver) setting `columns`, returning the row:
 * prepared once per shape, so the transitions and dispatch rounds reuse their statements (each shape is a handful
 * of fixed combinations of columns and statuses in the code, so the map stays small).
 */
const rideUpdateQueries = new Map<string, (db: Database) => RideUpdateStatement>();

function prepareRideUpdate(name: string, columns: readonly (keyof NewRide)[], shape: RideUpdateShape) {
  return preparedPerDatabase((db): RideUpdateStatement => {
    const conditions = [eq(rides.id, sql.placeholder('id'))];
    if (shape.from !== undefined) conditions.push(inArray(rides.status, [...shape.from]));
    if (shape.driver) conditions.push(eq(rides.driverId, sql.placeholder('guardDriverId')));
    if (shape.rider) conditions.push(eq(rides.riderId, sql.placeholder('guardRiderId')));
    const update = db
      .update(rides)
      .set(insertPlaceholders(rides, columns))
      .where(and(...conditions))
      .returning();
    if (!shape.withEvent && shape.offers === null) return update.prepare(name);
    const changed = db.$with('changed').as(update);
    const alongside = [
      ...(shape.withEvent ? [appendingEvent(db, changed)] : []),
      ...(shape.offers === 'insert' ? [insertingOffers(db, changed, ROUND_DRIVERS)] : []),
      ...(shape.offers === 'end' ? [endingOffers(db, changed)] : []),
    ];
    if (shape.detail) {
      const offers: Record<string, SQL> = shape.offers === null ? {} : { offers: offersOf() };
      return selectDetailOf(db, changed, [changed, ...alongside], offers).prepare(name);
    }
    const statement = db.with(changed, ...alongside);
    return shape.offers === null
      ? statement.select().from(changed).prepare(name)
      : statement.select(withOffers(changed)).from(changed).prepare(name);
  });
}

/**
 * Updates one ride (when `guard` holds) and writes `along` with it in the same statement; the ride and the offers
 * that statement inserted or ended (and its detail, when `along` asks), `undefined` when the guard failed (and
 * nothing was written).
 */
async function updateRideRow(
  db: Database,
  id: string,
  changes: RideChanges,
  guard: { from?: readonly RideStatus[]; driverId?: string; riderId?: string } = {},
  along: AlongWithRide = {},
): Promise<(RideWithOffers & { details?: RideDetails }) | undefined> {
  // Drizzle leaves out columns set to undefined; so does the shape.
  const columns = (Object.keys(changes) as (keyof NewRide)[]).filter((key) => changes[key] !== undefined);
  const { event, offers } = along;
  const shape: RideUpdateShape = {
    from: guard.from,
    driver: guard.driverId !== undefined,
    rider: guard.riderId !== undefined,
    withEvent: event !== undefined,
    offers: offers === undefined ? null : 'insert' in offers ? 'insert' : 'end',
    detail: along.detail === true && event !== undefined,
  };
  const key = JSON.stringify([columns, shape]);
  let query = rideUpdateQueries.get(key);
  if (query === undefined) {
    query = prepareRideUpdate(`rides_update_${rideUpdateQueries.size}`, columns, shape);
    rideUpdateQueries.set(key, query);
  }
  const [row] = await query(db).execute({
    ...changes,
    id,
    guardDriverId: guard.driverId,
    guardRiderId: guard.riderId,
    ...(event === undefined ? {} : eventPlaceholders(event)),
    ...(offers === undefined
      ? {}
      : 'insert' in offers
        ? offerPlaceholders(offers.insert)
        : { offersEndedAs: offers.end, offersEndedAt: offers.at }),
  });
  if (row === undefined) return undefined;
  if (shape.detail) {
    const detailed = row as DetailRow & { offers?: JsonRow[] };
    return toRideWritten({ ...detailed, offers: detailed.offers ?? [] });
  }
  return shape.offers === null
    ? { ride: row as RideRow, offers: [] }
    : toRideWithOffers(row as { ride: RideRow; offers: JsonRow[] });
}

/** A ride's move to `to`, guarded by `from` (and for driver steps the driver), with its timeline event. */
export type RideTransition = {
  id: string;
  from: readonly RideStatus[];
  to: RideStatus;
  driverId?: string;
  /** A guard on the ride's rider: a ride of another rider fails it as a moved one does. */
  riderId?: string;
  set?: RideChanges;
  event: {
    actor: RideActor;
    actorId: string | null;
    at: Date;
    lat?: number | null;
    lng?: number | null;
    note?: string | null;
  };
};

/** `transitionRide`'s UPDATE, writing `offers` along with it (and returning the detail, given `detail`). */
function updateForTransition(
  tx: Database,
  change: RideTransition,
  offers?: AlongWithRide['offers'],
  detail = false,
) {
  return updateRideRow(
    tx,
    change.id,
    { ...change.set, status: change.to, updatedAt: change.event.at },
    { from: change.from, driverId: change.driverId, riderId: change.riderId },
    { event: change.event, offers, detail },
  );
}

/**
 * Moves a ride to `to` only if it is still in one of `from` (and, for driver steps, still this driver's), and
 * appends the event, in the caller's transaction. `undefined` means the guard failed: someone else moved first.
 */
export async function transitionRide(tx: Database, change: RideTransition): Promise<RideRow | undefined> {
  return (await updateForTransition(tx, change))?.ride;
}

/**
 * `transitionRide` that also ends the ride's pending offers with `offersEndedAs` in the same statement (none when
 * the guard failed); returns the ride and the offers it ended.
 */
export async function transitionRideEndingOffers(
  tx: Database,
  change: RideTransition,
  offersEndedAs: 'withdrawn' | 'expired',
): Promise<RideWithOffers | undefined> {
  return updateForTransition(tx, change, { end: offersEndedAs, at: change.event.at });
}

/**
 * `transitionRideEndingOffers` returning the ride's detail as the statement left it (its new event included), so
 * publishing the change needs no read after it.
 */
export async function transitionRideEndingOffersWithDetail(
  db: Database,
  change: RideTransition,
  offersEndedAs: 'withdrawn' | 'expired',
): Promise<RideWritten | undefined> {
  const written = await updateForTransition(db, change, { end: offersEndedAs, at: change.event.at }, true);
  if (written?.details === undefined) return undefined;
  return { ...written, details: written.details };
}

export async function updateRide(db: Database, id: string, set: RideChanges): Promise<RideRow | undefined> {
  return (await updateRideRow(db, id, set))?.ride;
}

/**
 * Moves a ride to its next dispatch round (`dispatchBatch`, when the round after it is due) and inserts that
 * round's offers, in one statement; the ride and the offers inserted (a driver offered another ride meanwhile is
 * skipped).
 */
export async function advanceDispatchRound(
  tx: Database,
  id: string,
  set: { dispatchBatch: number; nextDispatchAt: Date; updatedAt: Date },
  offers: RoundOffers,
): Promise<RideWithOffers | undefined> {
  return updateRideRow(tx, id, set, {}, { offers: { insert: offers } });
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
export type DueRide = { ride: RideRow; rider: OfferedRider };

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
