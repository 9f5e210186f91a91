import type { Database } from '../../db/database.ts';
import type { CityDirectory } from './city-directory.ts';
import { findDriverCityId } from './cities.repository.ts';

/**
 * The currency a driver earns in and is paid in: their city's (the default city's for an account that is not a
 * driver). Balances are summed in it, so a driver who moved city keeps the old currency's money apart.
 */
export async function driverCurrency(db: Database, cities: CityDirectory, driverId: string): Promise<string> {
  const cityId = await findDriverCityId(db, driverId);
  const city = cityId === undefined ? undefined : await cities.find(cityId);
  return (city ?? (await cities.defaultCity())).currency;
}
