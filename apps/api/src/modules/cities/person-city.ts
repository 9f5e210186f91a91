import type { Database } from '../../db/database.ts';
import type { CityTimeZoneOf } from '../../shared/reporting-time-zone.ts';
import type { CityDirectory, ServedCity } from './city-directory.ts';
import { findDriverCityId, findLatestRideCityId } from './cities.repository.ts';

/** Whose city: a driver's (the city they drive in) or a rider's (the city of their latest ride). */
export type Person = { driverId: string } | { riderId: string };

/**
 * The city a person belongs to: a driver's city, or the city of a rider's latest ride; undefined for a rider without
 * rides. One indexed read for the city's id; the city itself from the directory's copy.
 */
async function cityOfPerson(
  db: Database,
  cities: CityDirectory,
  person: Person,
): Promise<ServedCity | undefined> {
  const cityId =
    'driverId' in person
      ? await findDriverCityId(db, person.driverId)
      : await findLatestRideCityId(db, person.riderId);
  return cityId === undefined ? undefined : cities.find(cityId);
}

/** The zone a person's reports are cut in (decision 023); undefined: the operator's. */
export function createCityTimeZoneOf({
  db,
  cities,
}: {
  db: Database;
  cities: CityDirectory;
}): CityTimeZoneOf {
  return async (person) => (await cityOfPerson(db, cities, person))?.timeZone;
}

/**
 * The currency a person's money is shown, summed and paid in (decision 025): their city's, else the default city's.
 * A driver earns and is paid in it; balances and sums count only amounts in it.
 */
export function createCityCurrencyOf({ db, cities }: { db: Database; cities: CityDirectory }) {
  return async (person: Person): Promise<string> =>
    ((await cityOfPerson(db, cities, person)) ?? (await cities.defaultCity())).currency;
}
