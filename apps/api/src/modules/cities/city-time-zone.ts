import type { Database } from '../../db/database.ts';
import type { CityTimeZoneOf } from '../../shared/reporting-time-zone.ts';
import type { CityDirectory } from './city-directory.ts';
import { findDriverCityId, findLatestRideCityId } from './cities.repository.ts';

/**
 * The time zone a person's reports are cut in (decision 023): a driver's city's, or the city of a rider's latest
 * ride. One indexed read for the city's id; the zone itself comes from the directory's copy of the cities.
 */
export function createCityTimeZoneOf({ db, cities }: { db: Database; cities: CityDirectory }): CityTimeZoneOf {
  return async (person) => {
    const cityId =
      'driverId' in person
        ? await findDriverCityId(db, person.driverId)
        : await findLatestRideCityId(db, person.riderId);
    return cityId === undefined ? undefined : (await cities.find(cityId))?.timeZone;
  };
}
