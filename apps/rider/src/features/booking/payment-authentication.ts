import { locationSchema, paymentMethodSchema, type Location } from '@ridebook/validation';
import { paths } from '../../config/paths.ts';
import type { BookingDetails } from './booking-details.ts';

// 3-D Secure at booking (docs/decisions/008): when the card's bank must confirm the payment, the booking is kept
// here while the browser visits the bank's page (the sandbox's own, or Stripe's), and sent again on its return.

/** The query parameter of the page the bank sends the rider back to (the booking's `returnUrl`). */
export const PAYMENT_RETURN_PARAM = 'payment_authenticated';

/** A booking waiting for 3-D Secure: the form, its quote and idempotency key, and the payment to book with. */
export type BookingDraft = {
  quoteId: string;
  idempotencyKey: string;
  paymentId: string;
  details: BookingDetails;
  pickup: Location;
  destination: Location;
};

/** In sessionStorage: this tab only, gone when it closes; nothing secret (the bank's answer is checked by the API). */
const DRAFT_KEY = 'ridebook:booking-awaiting-payment';

/** Where the browser goes: a small seam so tests see the address instead of leaving the page. */
export const paymentPageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * The booking page's address with the return marker (`…/rider/book-ride?payment_authenticated=1`), on this app's
 * origin: the bank sends the rider back there.
 */
export function bookingReturnUrl(origin: string = window.location.origin): string {
  const url = new URL(paths.bookRide, origin);
  url.searchParams.set(PAYMENT_RETURN_PARAM, '1');
  return url.href;
}

export function saveBookingDraft(draft: BookingDraft, storage: Storage = sessionStorage): void {
  storage.setItem(DRAFT_KEY, JSON.stringify(draft));
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
    },
    pickup: pickup.data,
    destination: destination.data,
  };
}

/** The saved booking, removed as it is read (it is sent once); null when there is none or it is unreadable. */
export function takeBookingDraft(storage: Storage = sessionStorage): BookingDraft | null {
  const text = storage.getItem(DRAFT_KEY);
  storage.removeItem(DRAFT_KEY);
  if (text === null) return null;
  try {
    return readDraft(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The draft to finish when this page was opened by the bank's return (`?payment_authenticated`): Stripe and the
 * sandbox add `payment_intent`, which must then be the draft's payment.
 */
export function draftToResume(search: string, storage: Storage = sessionStorage): BookingDraft | null {
  const params = new URLSearchParams(search);
  if (!params.has(PAYMENT_RETURN_PARAM)) return null;
  const draft = takeBookingDraft(storage);
  const returned = params.get('payment_intent');
  if (draft === null || (returned !== null && returned !== draft.paymentId)) return null;
  return draft;
}
