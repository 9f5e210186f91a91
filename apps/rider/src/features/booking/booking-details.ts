import { zodFormikValidate } from '@ridebook/ui';
import {
  requestRideSchema,
  RIDE_LIMITS,
  ZONE_MESSAGES,
  type FareQuote,
  type PaymentMethod,
  type RequestRideInput,
  type SavedCard,
} from '@ridebook/validation';

/** What the rider chooses besides the trip: how to pay, now or later, a note for the driver. */
export type BookingDetails = {
  paymentMethod: PaymentMethod;
  timing: 'now' | 'later';
  /** A datetime-local value ("2026-03-03T17:30", the rider's own time zone); used when `timing` is later. */
  scheduledAt: string;
  note: string;
  /** The pickup point chosen where the quote offers some (an airport or station); '' for none. */
  pickupPointId: string;
};

export const initialBookingDetails: BookingDetails = {
  paymentMethod: 'cash',
  timing: 'now',
  scheduledAt: '',
  note: '',
  pickupPointId: '',
};

/** The rider's default card when they have one, otherwise cash: a card ride needs a saved card (decision 008). */
export function defaultPaymentMethod(cards: readonly SavedCard[]): PaymentMethod {
  return cards.some((card) => card.isDefault) ? 'card' : 'cash';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as a datetime-local value in the browser's time zone. */
export function toLocalInputValue(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO time with its offset; text that is no time passes on for the schema to refuse. */
export function localInputToIso(value: string): string {
  const at = new Date(value);
  return value !== '' && !Number.isNaN(at.getTime()) ? at.toISOString() : value;
}

/** The earliest and latest times the picker offers (the shared rule: 15 minutes to 7 days ahead). */
export function scheduleWindow(now: number): { min: string; max: string } {
  return {
    min: toLocalInputValue(now + RIDE_LIMITS.scheduleMinMinutes * 60_000 + 60_000),
    max: toLocalInputValue(now + RIDE_LIMITS.scheduleMaxDays * 86_400_000),
  };
}

/** The booking's fields of POST /rides, from the form. */
export function toBookingRequest(
  details: BookingDetails,
): Pick<RequestRideInput, 'paymentMethod' | 'scheduledAt' | 'note' | 'pickupPointId'> {
  return {
    paymentMethod: details.paymentMethod,
    scheduledAt: details.timing === 'later' ? localInputToIso(details.scheduledAt) : null,
    note: details.note,
    ...(details.pickupPointId === '' ? {} : { pickupPointId: details.pickupPointId }),
  };
}

// The same rules as the API's (style.md: one contract source), on the fields this form owns.
const bookingFieldsSchema = requestRideSchema.pick({ paymentMethod: true, scheduledAt: true, note: true });
const validateRequest = zodFormikValidate<
  typeof bookingFieldsSchema,
  Pick<RequestRideInput, 'paymentMethod' | 'scheduledAt' | 'note'>
>(bookingFieldsSchema);

/**
 * Formik's validate: the shared schema's messages on the form's fields, and where the quote's pickup lies in an
 * airport or station zone, the API's own rule that one of its pickup points is chosen.
 */
export function validateBookingDetails(details: BookingDetails, quote?: FareQuote | null) {
  const { pickupPointId: _pickupPointId, ...fields } = toBookingRequest(details);
  const errors: Partial<Record<keyof BookingDetails, string>> = validateRequest(fields);
  const points = quote?.pickupZone?.pickupPoints ?? [];
  if (points.length > 0 && !points.some((point) => point.id === details.pickupPointId)) {
    errors.pickupPointId = ZONE_MESSAGES.pickupPointRequired;
  }
  return errors;
}
