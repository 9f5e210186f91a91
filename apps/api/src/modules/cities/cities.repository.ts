import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase, type Database } from '../../db/database.ts';
import { cities, driverProfiles, rides } from '../../db/schema.ts';

export type CityRow = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;

/** Every city, oldest first (the first is the default city: the demo city on a fresh install). */
export async function findCities(db: Database): Promise<CityRow[]> {
  return db.select().from(cities).orderBy(asc(cities.createdAt), asc(cities.id));
}

export async function findCityRow(db: Database, id: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id));
  return row;
}

/** The row locked for an update in this transaction. */
export async function lockCityRow(db: Database, id: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id)).for('update');
  return row;
}

/**
 * Locks every city row for this transaction: changes of service areas take turns, so two admins cannot each add
 * an area overlapping the other's (the second waits, then reads the first's city in its next statement).
 */
export async function lockAllCities(db: Database): Promise<void> {
  await db.select({ id: cities.id }).from(cities).for('update');
}

export async function insertCity(db: Database, values: NewCity): Promise<CityRow> {
  const [row] = await db.insert(cities).values(values).returning();
  if (!row) throw new Error('insert into cities returned no row');
  return row;
}

export async function updateCityRow(
  db: Database,
  id: string,
  values: Partial<NewCity>,
): Promise<CityRow | undefined> {
  const [row] = await db.update(cities).set(values).where(eq(cities.id, id)).returning();
  return row;
}

export async function deleteCityRow(db: Database, id: string): Promise<void> {
  await db.delete(cities).where(eq(cities.id, id));
}

/** How many drivers and rides belong to each city (the admin's list, and whether a city may be deleted). */
export async function countCityUsage(
  db: Database,
): Promise<Map<string, { driverCount: number; rideCount: number }>> {
  const [drivers, rideCounts] = await Promise.all([
    db
      .select({ cityId: driverProfiles.cityId, n: count() })
      .from(driverProfiles)
      .groupBy(driverProfiles.cityId),
    db.select({ cityId: rides.cityId, n: count() }).from(rides).groupBy(rides.cityId),
  ]);
  const usage = new Map<string, { driverCount: number; rideCount: number }>();
  const entry = (id: string) => {
    let found = usage.get(id);
    if (!found) usage.set(id, (found = { driverCount: 0, rideCount: 0 }));
    return found;
  };
  for (const row of drivers) entry(row.cityId).driverCount = Number(row.n);
  for (const row of rideCounts) entry(row.cityId).rideCount = Number(row.n);
  return usage;
}

/** Whether any ride or driver belongs to the city (an index lookup each: the city's rides index, its drivers). */
export async function isCityInUse(db: Database, id: string): Promise<boolean> {
  const [ride] = await db.select({ id: rides.id }).from(rides).where(eq(rides.cityId, id)).limit(1);
  if (ride) return true;
  const [driver] = await db
    .select({ id: driverProfiles.userId })
    .from(driverProfiles)
    .where(eq(driverProfiles.cityId, id))
    .limit(1);
  return driver !== undefined;
}

/** The default city's id: the demo city while it exists, else the oldest; undefined when there is none. */
export async function findDefaultCityId(db: Database, demoCityId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .orderBy(sql`${cities.id} = ${demoCityId} desc`, asc(cities.createdAt), asc(cities.id))
    .limit(1);
  return row?.id;
}

export async function findCityBySlug(db: Database, slug: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.slug, slug));
  return row;
}

const driverCityIdQuery = preparedPerDatabase((db) =>
  db
    .select({ cityId: driverProfiles.cityId })
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, sql.placeholder('driverId')))
    .prepare('cities_of_driver'),
);

const latestRideCityIdQuery = preparedPerDatabase((db) =>
  db
    .select({ cityId: rides.cityId })
    .from(rides)
    .where(eq(rides.riderId, sql.placeholder('riderId')))
    .orderBy(desc(rides.createdAt))
    .limit(1)
    .prepare('cities_of_latest_ride'),
);

/** The city a driver drives in; undefined for an account that is not a driver. */
export async function findDriverCityId(db: Database, driverId: string): Promise<string | undefined> {
  const [row] = await driverCityIdQuery(db).execute({ driverId });
  return row?.cityId;
}

/** The city of a rider's latest ride; undefined before their first. */
export async function findLatestRideCityId(db: Database, riderId: string): Promise<string | undefined> {
  const [row] = await latestRideCityIdQuery(db).execute({ riderId });
  return row?.cityId;
}
