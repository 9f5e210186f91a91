import { z } from 'zod';
import { locationSchema } from '../rides/geo.ts';

/** Limits of a rider's saved places. */
export const SAVED_PLACE_LIMITS = { placesMax: 10, nameMax: 40 } as const;

export const SAVED_PLACE_KINDS = ['home', 'work', 'other'] as const;
export type SavedPlaceKind = (typeof SAVED_PLACE_KINDS)[number];

/** Messages of the saved places (not in the seed), written in the seed's style. */
export const SAVED_PLACE_MESSAGES = {
  kindInvalid: 'Please choose Home, Work or Other',
  nameRequired: 'Please enter a name for this place',
  nameTooLong: `Name must be at most ${SAVED_PLACE_LIMITS.nameMax} characters`,
  placeLimit: `You can save up to ${SAVED_PLACE_LIMITS.placesMax} places`,
  placeNotFound: 'Saved place not found',
  homeTaken: 'You already have a Home place: change or remove it first',
  workTaken: 'You already have a Work place: change or remove it first',
  placeUpdated: 'Saved place updated',
  placeRemoved: 'Saved place removed',
} as const;

const kindField = z.enum(SAVED_PLACE_KINDS, { error: SAVED_PLACE_MESSAGES.kindInvalid });

/** Only an 'other' place has a name (Home and Work are named by their kind); blank means none. */
const nameField = z
  .string({ error: SAVED_PLACE_MESSAGES.nameRequired })
  .trim()
  .max(SAVED_PLACE_LIMITS.nameMax, { error: SAVED_PLACE_MESSAGES.nameTooLong })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const savedPlaceFields = z.object({ kind: kindField, name: nameField, location: locationSchema });

/**
 * POST /api/rider/saved-places. Saving Home (or Work) again moves the rider's existing Home to the new address
 * (answered 200 instead of 201): one tap on "Save as Home" should never fail because an old Home exists.
 */
export const savedPlaceInputSchema = savedPlaceFields.superRefine((place, context) => {
  if (place.kind === 'other' && !place.name) {
    context.addIssue({ code: 'custom', path: ['name'], message: SAVED_PLACE_MESSAGES.nameRequired });
  }
});
export type SavedPlaceInput = z.input<typeof savedPlaceInputSchema>;
export type SavedPlaceData = z.output<typeof savedPlaceInputSchema>;

/** PATCH /api/rider/saved-places/:id: any of the fields; the service checks the name against the final kind. */
export const updateSavedPlaceSchema = savedPlaceFields.partial();
export type UpdateSavedPlaceInput = z.input<typeof updateSavedPlaceSchema>;
export type UpdateSavedPlaceData = z.output<typeof updateSavedPlaceSchema>;

export const savedPlaceSchema = z.object({
  id: z.string(),
  kind: kindField,
  /** Set for 'other' places only. */
  name: z.string().nullable(),
  location: locationSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedPlace = z.infer<typeof savedPlaceSchema>;

export const savedPlaceResponseSchema = z.object({ data: savedPlaceSchema });
/** GET /api/rider/saved-places: Home, then Work, then the others oldest first. */
export const savedPlaceListResponseSchema = z.object({ data: z.array(savedPlaceSchema) });

export const savedPlaceIdParamsSchema = z.object({
  id: z.uuid({ error: SAVED_PLACE_MESSAGES.placeNotFound }),
});

const KIND_LABELS = { home: 'Home', work: 'Work', other: 'Other' } as const satisfies Record<
  SavedPlaceKind,
  string
>;

/** What the apps call a place: "Home", "Work", or its name. */
export function savedPlaceLabel(place: Pick<SavedPlace, 'kind' | 'name'>): string {
  return place.kind === 'other' ? (place.name ?? KIND_LABELS.other) : KIND_LABELS[place.kind];
}
