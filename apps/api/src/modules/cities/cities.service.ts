import {
  CITY_MESSAGES,
  DEFAULT_DISPATCH_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  ERROR_CODES,
  type AdminCity,
  type CityData,
} from '@ridebook/validation';
import { areasOverlap, type AreaPolygons } from '@ridebook/validation/geo';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { recordAudit } from '../audit/index.ts';
import { uniqueViolation } from '../../shared/unique-violation.ts';
import {
  countCityUsage,
  deleteCityRow,
  findCities,
  insertCity,
  isCityInUse,
  lockAllCities,
  lockCityRow,
  updateCityRow,
  type CityRow,
} from './cities.repository.ts';
import { storedZones } from './stored-zones.ts';
import { cityNotFound, toCityView, toServedCity, type CityDirectory } from './city-directory.ts';

export type CitiesService = ReturnType<typeof createCitiesService>;

const slugTaken = () =>
  new AppError(409, ERROR_CODES.CITY_SLUG_TAKEN, CITY_MESSAGES.slugTaken, [
    { path: 'slug', message: CITY_MESSAGES.slugTaken },
  ]);

/**
 * Refuses (409 naming `serviceArea`) an area overlapping another city's. Called after `lockAllCities`, so the
 * cities read here are every one committed before, and no overlapping city can be added until this one commits.
 */
async function refuseOverlap(tx: Database, area: AreaPolygons, ownId?: string): Promise<void> {
  const other = (await findCities(tx)).find(
    (city) => city.id !== ownId && areasOverlap(area, city.serviceArea),
  );
  if (!other) return;
  const message = CITY_MESSAGES.areaOverlaps(other.name);
  throw new AppError(409, ERROR_CODES.CITY_AREA_OVERLAPS, message, [{ path: 'serviceArea', message }]);
}

function columnsOf(city: CityData) {
  return {
    slug: city.slug,
    name: city.name,
    timeZone: city.timeZone,
    currency: city.currency,
    locale: city.locale,
    distanceUnit: city.distanceUnit,
    centerLat: city.center.lat,
    centerLng: city.center.lng,
    serviceArea: city.serviceArea,
    zones: storedZones(city.zones),
    destinationMayLeaveArea: city.destinationMayLeaveArea,
    weeklyPayoutWeekday: city.weeklyPayoutWeekday,
  };
}

/** What the audit log keeps of a city (its area as a count of polygons: the full outline would swamp the log). */
function auditView(row: CityRow) {
  return {
    slug: row.slug,
    name: row.name,
    timeZone: row.timeZone,
    currency: row.currency,
    locale: row.locale,
    distanceUnit: row.distanceUnit,
    center: { lat: row.centerLat, lng: row.centerLng },
    polygons: row.serviceArea.length,
    zones: row.zones.map((zone) => ({
      id: zone.id,
      kind: zone.kind,
      name: zone.name,
      polygons: zone.area.length,
      pickupPoints: zone.pickupPoints.map((point) => point.name),
    })),
    destinationMayLeaveArea: row.destinationMayLeaveArea,
    weeklyPayoutWeekday: row.weeklyPayoutWeekday,
  };
}

/** Runs `work`, answering a taken slug with a 409 naming `slug` (the unique index decides, races included). */
async function guardSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'cities_slug_unique') throw slugTaken();
    throw error;
  }
}

/**
 * Admins' cities: list (with how many drivers and rides each has), create, change and delete, each change
 * audited in its own transaction. A city with rides or drivers cannot be deleted (409), nor the last one.
 */
export function createCitiesService({
  db,
  clock,
  directory,
}: {
  db: Database;
  clock: Clock;
  directory: CityDirectory;
}) {
  async function adminView(
    row: CityRow,
    usage?: { driverCount: number; rideCount: number },
  ): Promise<AdminCity> {
    const counts = usage ?? (await countCityUsage(db)).get(row.id) ?? { driverCount: 0, rideCount: 0 };
    return {
      ...toCityView(toServedCity(row)),
      weeklyPayoutWeekday: row.weeklyPayoutWeekday,
      ...counts,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    /** The cities served, for everyone (the rider's map): from the directory's copy. */
    async listServed() {
      return (await directory.all()).map(toCityView);
    },

    async listForAdmin(): Promise<AdminCity[]> {
      const [rows, usage] = await Promise.all([findCities(db), countCityUsage(db)]);
      return Promise.all(
        rows.map((row) => adminView(row, usage.get(row.id) ?? { driverCount: 0, rideCount: 0 })),
      );
    },

    async create(input: CityData, adminId: string): Promise<AdminCity> {
      const now = clock.now();
      const row = await guardSlug(() =>
        db.transaction(async (tx) => {
          await lockAllCities(tx);
          await refuseOverlap(tx, input.serviceArea);
          const { currency: _currency, ...pricing } = DEFAULT_PRICING_SETTINGS;
          const created = await insertCity(tx, {
            ...columnsOf(input),
            pricing,
            dispatch: DEFAULT_DISPATCH_SETTINGS,
            createdAt: now,
            updatedAt: now,
          });
          await recordAudit(tx, {
            actorId: adminId,
            action: 'city.create',
            targetType: 'city',
            targetId: created.id,
            details: { after: auditView(created) },
            at: now,
          });
          return created;
        }),
      );
      directory.invalidate();
      return adminView(row, { driverCount: 0, rideCount: 0 });
    },

    async update(id: string, input: CityData, adminId: string): Promise<AdminCity> {
      const now = clock.now();
      const row = await guardSlug(() =>
        db.transaction(async (tx) => {
          await lockAllCities(tx);
          const before = await lockCityRow(tx, id);
          if (!before) throw cityNotFound();
          await refuseOverlap(tx, input.serviceArea, id);
          const after = await updateCityRow(tx, id, { ...columnsOf(input), updatedAt: now });
          if (!after) throw cityNotFound();
          await recordAudit(tx, {
            actorId: adminId,
            action: 'city.update',
            targetType: 'city',
            targetId: id,
            details: { before: auditView(before), after: auditView(after) },
            at: now,
          });
          return after;
        }),
      );
      directory.invalidate();
      return adminView(row);
    },

    async remove(id: string, adminId: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await lockCityRow(tx, id);
        if (!row) throw cityNotFound();
        if (await isCityInUse(tx, id)) {
          throw new AppError(409, ERROR_CODES.CITY_IN_USE, CITY_MESSAGES.cityInUse);
        }
        if ((await findCities(tx)).length <= 1) {
          throw new AppError(409, ERROR_CODES.CITY_IN_USE, CITY_MESSAGES.lastCity);
        }
        await deleteCityRow(tx, id);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'city.delete',
          targetType: 'city',
          targetId: id,
          details: { before: auditView(row) },
          at: now,
        });
      });
      directory.invalidate();
    },
  };
}
