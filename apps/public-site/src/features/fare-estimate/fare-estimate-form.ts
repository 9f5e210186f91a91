import { fareQuoteRequestSchema, type FareQuoteRequest } from '@ridebook/validation';
import type { PlaceBoxValue } from '@ridebook/ui/places';

export type TripBoxes = { pickup: PlaceBoxValue; destination: PlaceBoxValue };
export type TripErrors = Partial<Record<keyof TripBoxes, string>>;

export const EMPTY_BOX: PlaceBoxValue = { text: '', location: null, pendingPin: null };

/**
 * The trip to price, or each box's message: the same contract (and messages) as the rider's quote, so the
 * estimator and the booking page never disagree on what a trip is.
 */
export function readTrip(boxes: TripBoxes): { trip: FareQuoteRequest } | { errors: TripErrors } {
  const parsed = fareQuoteRequestSchema.safeParse({
    pickup: boxes.pickup.location ?? undefined,
    destination: boxes.destination.location ?? undefined,
  });
  if (parsed.success) return { trip: parsed.data };
  const errors: TripErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'pickup' || field === 'destination') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { errors };
}
