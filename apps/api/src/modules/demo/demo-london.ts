import { DEFAULT_DISPATCH_SETTINGS, DEFAULT_PRICING_SETTINGS } from '@ridebook/validation';
import { rectangleArea } from '@ridebook/validation/geo';
import type { Database } from '../../db/database.ts';
import { findCityBySlug, insertCity, type CityDirectory } from '../cities/index.ts';
import { LONDON_CITY } from '../places/index.ts';

/** London's demo prices, in pence (close to San Francisco's in number, in pounds). */
const LONDON_PRICING = {
  ...DEFAULT_PRICING_SETTINGS,
  baseFare: 250,
  perKm: 125,
  perMinute: 25,
  minimumFare: 700,
};

/**
 * The demo's second city, London (Europe/London, GBP, miles), created on a start with demo data unless a city with
 * its slug exists (an admin may have changed or removed it: a deleted London is created again only while no city has
 * its slug). Returns its id.
 */
export async function ensureDemoLondon(db: Database, cities: CityDirectory): Promise<string> {
  const existing = await findCityBySlug(db, LONDON_CITY.slug);
  if (existing) return existing.id;
  const { currency: _currency, ...pricing } = LONDON_PRICING;
  const created = await insertCity(db, {
    slug: LONDON_CITY.slug,
    name: LONDON_CITY.name,
    timeZone: LONDON_CITY.timeZone,
    currency: LONDON_CITY.currency,
    locale: LONDON_CITY.locale,
    distanceUnit: LONDON_CITY.distanceUnit,
    centerLat: LONDON_CITY.center.lat,
    centerLng: LONDON_CITY.center.lng,
    serviceArea: rectangleArea(LONDON_CITY.bounds),
    destinationMayLeaveArea: false,
    pricing,
    dispatch: DEFAULT_DISPATCH_SETTINGS,
  }).catch(async (error: unknown) => {
    // Another process starting at the same moment created it first.
    const raced = await findCityBySlug(db, LONDON_CITY.slug);
    if (raced) return raced;
    throw error;
  });
  cities.invalidate();
  return created.id;
}
