import {
  ERROR_CODES,
  SAVED_PLACE_LIMITS,
  SAVED_PLACE_MESSAGES,
  type SavedPlace,
  type SavedPlaceData,
  type SavedPlaceKind,
  type UpdateSavedPlaceData,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { lockUser } from '../users/index.ts';
import {
  countSavedPlaces,
  deleteSavedPlace,
  findPlaceOfKind,
  findSavedPlace,
  insertSavedPlace,
  listSavedPlaces,
  updateSavedPlace,
  type SavedPlaceRow,
} from './saved-places.repository.ts';

export type SavedPlacesService = ReturnType<typeof createSavedPlacesService>;

export function toSavedPlace(row: SavedPlaceRow): SavedPlace {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    location: { address: row.address, lat: row.lat, lng: row.lng },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Someone else's place answers like a missing one: ids are not probed. */
const placeNotFound = () =>
  new AppError(404, ERROR_CODES.SAVED_PLACE_NOT_FOUND, SAVED_PLACE_MESSAGES.placeNotFound);

const kindTaken = (kind: 'home' | 'work') =>
  new AppError(
    409,
    ERROR_CODES.SAVED_PLACE_KIND_TAKEN,
    kind === 'home' ? SAVED_PLACE_MESSAGES.homeTaken : SAVED_PLACE_MESSAGES.workTaken,
  );

const nameRequired = () =>
  new AppError(400, ERROR_CODES.VALIDATION_FAILED, SAVED_PLACE_MESSAGES.nameRequired, [
    { path: 'name', message: SAVED_PLACE_MESSAGES.nameRequired },
  ]);

/** Home and Work are named by their kind, so only an 'other' place keeps a name. */
const nameFor = (kind: SavedPlaceKind, name: string | null | undefined) =>
  kind === 'other' ? (name ?? null) : null;

/**
 * A rider's saved places: at most SAVED_PLACE_LIMITS.placesMax, one Home and one Work. Every change holds the
 * rider's row, so two requests at once can pass neither the limit nor the one-Home rule.
 */
export function createSavedPlacesService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(userId: string): Promise<SavedPlace[]> {
      return (await listSavedPlaces(db, userId)).map(toSavedPlace);
    },

    /** Saves a place; saving Home or Work again moves the existing one (`created: false`). */
    async save(userId: string, input: SavedPlaceData): Promise<{ place: SavedPlace; created: boolean }> {
      const fields = { kind: input.kind, name: nameFor(input.kind, input.name), ...input.location };
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const now = clock.now();
        const existing = input.kind === 'other' ? undefined : await findPlaceOfKind(tx, userId, input.kind);
        if (existing) {
          const row = await updateSavedPlace(tx, userId, existing.id, { ...fields, updatedAt: now });
          if (!row) throw placeNotFound();
          return { place: toSavedPlace(row), created: false };
        }
        if ((await countSavedPlaces(tx, userId)) >= SAVED_PLACE_LIMITS.placesMax) {
          throw new AppError(409, ERROR_CODES.SAVED_PLACE_LIMIT, SAVED_PLACE_MESSAGES.placeLimit);
        }
        const row = await insertSavedPlace(tx, { userId, ...fields, createdAt: now });
        return { place: toSavedPlace(row), created: true };
      });
    },

    async update(userId: string, id: string, input: UpdateSavedPlaceData): Promise<SavedPlace> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const current = await findSavedPlace(tx, userId, id);
        if (!current) throw placeNotFound();
        const kind = input.kind ?? current.kind;
        const name = input.name === undefined ? current.name : input.name;
        if (kind === 'other' && !name) throw nameRequired();
        if (kind !== 'other' && kind !== current.kind && (await findPlaceOfKind(tx, userId, kind))) {
          throw kindTaken(kind);
        }
        const row = await updateSavedPlace(tx, userId, id, {
          kind,
          name: nameFor(kind, name),
          ...(input.location ?? {}),
          updatedAt: clock.now(),
        });
        if (!row) throw placeNotFound();
        return toSavedPlace(row);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await deleteSavedPlace(db, userId, id))) throw placeNotFound();
    },
  };
}
