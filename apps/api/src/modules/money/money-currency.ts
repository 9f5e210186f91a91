import { createCityCurrencyOf } from '../cities/index.ts';
import type { RideContext } from '../rides/index.ts';

/**
 * The currency a person's money is counted in on their dashboards and earnings: their city's (a driver's city, a
 * rider's latest ride's), else the default city's prices' currency. Sums are taken in that currency only.
 */
export function createMoneyCurrencyOf({
  db,
  cities,
  settings,
}: Pick<RideContext, 'db' | 'cities' | 'settings'>) {
  const cityCurrencyOf = createCityCurrencyOf({ db, cities });
  return async (person: { driverId: string } | { riderId: string }): Promise<string> =>
    (await cityCurrencyOf(person)) ?? (await settings.getPricing()).currency;
}
