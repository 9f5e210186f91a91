import {
  CITY_MESSAGES,
  DEFAULT_DISPATCH_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  ERROR_CODES,
  dispatchSettingsSchema,
  pricingSettingsSchema,
  type City,
  type CityZone,
  type DispatchSettings,
  type LatLng,
  type PricingSettings,
} from '@ridebook/validation';
import { areaBounds, isInArea, isInBounds, type AreaPolygons, type Bounds } from '@ridebook/validation/geo';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { AppError } from '../../shared/app-error.ts';
import { DEMO_CITY } from '../places/index.ts';
import { findCities, findCityRow, findDefaultCityId, type CityRow } from './cities.repository.ts';

/** How long a process trusts its copy of the cities; another process's edit shows within this time. */
const CACHE_MS = 5_000;

/** A city as the ride engine uses it: its public view, its polygons and bounding box, its settings resolved. */
export type ServedCity = City & {
  /** Its drivers' weekly payout day (ISO weekday, its time zone); null: the service-wide day. */
  weeklyPayoutWeekday: number | null;
  polygons: AreaPolygons;
  pricing: PricingSettings;
  dispatch: DispatchSettings;
};

/** Stored settings over the defaults; a document that no longer passes its schema falls back to the defaults. */
function resolve<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  defaults: T,
  stored: unknown,
): T {
  const merged = { ...defaults, ...(typeof stored === 'object' && stored !== null ? stored : {}) };
  const parsed = schema.safeParse(merged);
  return parsed.success ? (parsed.data as T) : defaults;
}

export function toServedCity(row: CityRow): ServedCity {
  const bounds: Bounds = areaBounds(row.serviceArea);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    timeZone: row.timeZone,
    currency: row.currency,
    locale: row.locale,
    distanceUnit: row.distanceUnit,
    center: { lat: row.centerLat, lng: row.centerLng },
    serviceArea: { type: 'MultiPolygon', coordinates: row.serviceArea },
    bounds,
    destinationMayLeaveArea: row.destinationMayLeaveArea,
    zones: row.zones.map((zone) => ({ ...zone, area: { type: 'MultiPolygon', coordinates: zone.area } })),
    weeklyPayoutWeekday: row.weeklyPayoutWeekday,
    polygons: row.serviceArea,
    pricing: resolve(pricingSettingsSchema, DEFAULT_PRICING_SETTINGS, {
      ...row.pricing,
      currency: row.currency,
    }),
    dispatch: resolve(dispatchSettingsSchema, DEFAULT_DISPATCH_SETTINGS, row.dispatch),
  };
}

/** The public view of a city (no settings). */
export function toCityView(city: ServedCity): City {
  const {
    polygons: _polygons,
    pricing: _pricing,
    dispatch: _dispatch,
    weeklyPayoutWeekday: _weeklyPayoutWeekday,
    ...view
  } = city;
  return view;
}

/** The zone of the city holding the point (its boundary included), or undefined. Zones never overlap. */
export function zoneAt(city: ServedCity, point: LatLng): CityZone | undefined {
  return city.zones.find((zone) => isInArea(point, zone.area.coordinates));
}

export const cityNotFound = () =>
  new AppError(404, ERROR_CODES.CITY_NOT_FOUND, CITY_MESSAGES.cityNotFound, [
    { path: 'cityId', message: CITY_MESSAGES.cityNotFound },
  ]);

export type CityDirectory = ReturnType<typeof createCityDirectory>;

/**
 * The cities served, read once and kept for a few seconds per process (like the settings before them), so a quote
 * or a dispatch round costs no database read for its city: which city's area holds a point, a city's settings.
 */
export function createCityDirectory({ db, clock }: { db: Database; clock: Clock }) {
  let cached: { cities: ServedCity[]; until: number } | undefined;
  let loading: Promise<ServedCity[]> | undefined;
  let generation = 0;

  async function all(): Promise<ServedCity[]> {
    const now = clock.now().getTime();
    if (cached && cached.until > now) return cached.cities;
    const started = generation;
    loading ??= findCities(db)
      .then((rows) => {
        const cities = rows.map(toServedCity);
        if (started === generation) cached = { cities, until: clock.now().getTime() + CACHE_MS };
        return cities;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  async function find(id: string): Promise<ServedCity | undefined> {
    return (await all()).find((city) => city.id === id);
  }

  return {
    all,
    find,
    /** The city, or a 404 naming `cityId`. */
    async get(id: string): Promise<ServedCity> {
      const city = await find(id);
      if (!city) throw cityNotFound();
      return city;
    },
    /** The city where a form says none: the demo city while it exists, else the oldest. */
    async defaultCity(): Promise<ServedCity> {
      const cities = await all();
      const city = cities.find((candidate) => candidate.id === DEMO_CITY.id) ?? cities[0];
      if (!city) throw new AppError(404, ERROR_CODES.CITY_NOT_FOUND, CITY_MESSAGES.cityNotFound);
      return city;
    },
    /** The city whose service area holds the point (boundary included), or undefined: nobody serves it. */
    async cityAt(point: LatLng): Promise<ServedCity | undefined> {
      return (await all()).find((city) => isInBounds(point, city.bounds) && isInArea(point, city.polygons));
    },
    /** Forget the copy after a local write, so this process sees its own change at once. */
    invalidate(): void {
      generation += 1;
      cached = undefined;
      loading = undefined;
    },
  };
}

/**
 * A city inside a transaction: from the directory's copy read before the transaction began, or (a city this process
 * has not seen yet, added through another process moments ago) through the transaction's own connection. Never
 * through another connection: PGlite has only one, and the transaction holds it.
 */
export async function cityInTransaction(tx: Database, known: ServedCity[], id: string): Promise<ServedCity> {
  const city = known.find((candidate) => candidate.id === id);
  if (city) return city;
  const row = await findCityRow(tx, id);
  if (!row) throw cityNotFound();
  return toServedCity(row);
}

/**
 * The city a new driver joins: the one chosen (a 400 naming `cityId` when it does not exist), or the default city
 * where the form was silent. Read in the caller's transaction.
 */
export async function chooseDriverCity(db: Database, chosen: string | undefined): Promise<string> {
  if (chosen !== undefined) {
    if (!(await findCityRow(db, chosen))) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, CITY_MESSAGES.cityRequired, [
        { path: 'cityId', message: CITY_MESSAGES.cityRequired },
      ]);
    }
    return chosen;
  }
  const fallback = await findDefaultCityId(db, DEMO_CITY.id);
  if (fallback === undefined) throw cityNotFound();
  return fallback;
}
