import { locationSchema, paymentMethodSchema, type Location } from '@ridebook/validation';
import { paths } from '../../config/paths.ts';
import {
  paymentDraftToResume,
  paymentReturnUrl,
  savePaymentDraft,
  takePaymentDraft,
} from '../../lib/payment-authentication.ts';
import type { BookingDetails } from './booking-details.ts';

// 3-D Secure at booking (docs/decisions/008): the booking kept while the bank confirms its payment; the shared
// redirect and resume steps are in lib/payment-authentication.ts.

/** A booking waiting for 3-D Secure: the form, its quote and idempotency key, and the payment to book with. */
export type BookingDraft = {
  quoteId: string;
  idempotencyKey: string;
  paymentId: string;
  details: BookingDetails;
  pickup: Location;
  destination: Location;
};

const DRAFT_KEY = 'ridebook:booking-awaiting-payment';

/**
 * The booking page's address with the return marker (`…/rider/book-ride?payment_authenticated=1`), on this app's
 * origin: the bank sends the rider back there.
 */
export function bookingReturnUrl(origin: string = window.location.origin): string {
  return paymentReturnUrl(paths.bookRide, origin);
}

export function saveBookingDraft(draft: BookingDraft, storage: Storage = sessionStorage): void {
  savePaymentDraft(DRAFT_KEY, draft, storage);
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readDraft(value: unknown): BookingDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const details = draft.details as Record<string, unknown> | undefined;
  const pickup = locationSchema.safeParse(draft.pickup);
  const destination = locationSchema.safeParse(draft.destination);
  const paymentMethod = paymentMethodSchema.safeParse(details?.paymentMethod);
  if (
    !isString(draft.quoteId) ||
    !isString(draft.idempotencyKey) ||
    !isString(draft.paymentId) ||
    !pickup.success ||
    !destination.success ||
    !paymentMethod.success
  ) {
    return null;
  }
  return {
    quoteId: draft.quoteId,
    idempotencyKey: draft.idempotencyKey,
    paymentId: draft.paymentId,
    details: {
      paymentMethod: paymentMethod.data,
      timing: details?.timing === 'later' ? 'later' : 'now',
      scheduledAt: typeof details?.scheduledAt === 'string' ? details.scheduledAt : '',
      note: typeof details?.note === 'string' ? details.note : '',
      pickupPointId: typeof details?.pickupPointId === 'string' ? details.pickupPointId : '',
    },
    pickup: pickup.data,
    destination: destination.data,
  };
}

/** The saved booking, removed as it is read (it is sent once); null when there is none or it is unreadable. */
export function takeBookingDraft(storage: Storage = sessionStorage): BookingDraft | null {
  return takePaymentDraft(DRAFT_KEY, readDraft, storage);
}

/** The booking to finish when this page was opened by the bank's return (`?payment_authenticated`). */
export function draftToResume(search: string, storage: Storage = sessionStorage): BookingDraft | null {
  return paymentDraftToResume(search, () => takeBookingDraft(storage));
}
