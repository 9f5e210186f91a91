import type { Database } from '../../db/database.ts';
import type { CityDirectory } from './city-directory.ts';
import { findDriverCityId, findLatestRideCityId } from './cities.repository.ts';

/** The currency of the city a person belongs to (a driver's city, a rider's latest ride's); undefined: none. */
export type CityCurrencyOf = (
  person: { driverId: string } | { riderId: string },
) => Promise<string | undefined>;

/**
 * The currency a person's money is shown and summed in, as their reports' time zone is chosen (decision 023): a
 * driver's city's, or the city of a rider's latest ride. One indexed read for the city's id; the currency comes
 * from the directory's copy of the cities.
 */
export function createCityCurrencyOf({
  db,
  cities,
}: {
  db: Database;
  cities: CityDirectory;
}): CityCurrencyOf {
  return async (person) => {
    const cityId =
      'driverId' in person
        ? await findDriverCityId(db, person.driverId)
        : await findLatestRideCityId(db, person.riderId);
    return cityId === undefined ? undefined : (await cities.find(cityId))?.currency;
  };
}
