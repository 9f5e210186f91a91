import { RIDE_MESSAGES } from '@ridebook/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultPaymentMethod,
  initialBookingDetails,
  localInputToIso,
  scheduleWindow,
  toBookingRequest,
  toLocalInputValue,
  validateBookingDetails,
  type BookingDetails,
} from './booking-details.ts';

const NOW = new Date(2026, 2, 2, 9, 0).getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const later = (minutesAhead: number): BookingDetails => ({
  ...initialBookingDetails,
  timing: 'later',
  scheduledAt: toLocalInputValue(NOW + minutesAhead * 60_000),
});

describe('booking details', () => {
  it('pays by the default card when the rider has one, otherwise in cash', () => {
    const card = {
      id: 'card-1',
      provider: 'sandbox' as const,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2040,
      createdAt: '2026-03-01T09:00:00.000Z',
    };
    expect(defaultPaymentMethod([{ ...card, isDefault: true }])).toBe('card');
    expect(defaultPaymentMethod([{ ...card, isDefault: false }])).toBe('cash');
    expect(defaultPaymentMethod([])).toBe('cash');
  });

  it('books now without a time, whatever the picker holds', () => {
    expect(toBookingRequest({ ...initialBookingDetails, scheduledAt: 'garbage' })).toEqual({
      paymentMethod: 'cash',
      scheduledAt: null,
      note: '',
    });
    expect(validateBookingDetails(initialBookingDetails)).toEqual({});
  });

  it('sends a scheduled time as ISO with its offset, read in the rider’s time zone', () => {
    const value = toLocalInputValue(NOW + 60 * 60_000);
    expect(value).toBe('2026-03-02T10:00');
    expect(localInputToIso(value)).toBe(new Date(2026, 2, 2, 10, 0).toISOString());
  });

  it('applies the shared scheduling rules at their boundaries', () => {
    expect(validateBookingDetails({ ...later(0), scheduledAt: '' })).toEqual({
      scheduledAt: RIDE_MESSAGES.scheduleInvalid,
    });
    expect(validateBookingDetails(later(-1))).toEqual({ scheduledAt: RIDE_MESSAGES.scheduleInPast });
    expect(validateBookingDetails(later(14))).toEqual({ scheduledAt: RIDE_MESSAGES.scheduleTooSoon });
    expect(validateBookingDetails(later(15))).toEqual({});
    expect(validateBookingDetails(later(7 * 24 * 60))).toEqual({});
    expect(validateBookingDetails(later(7 * 24 * 60 + 1))).toEqual({
      scheduledAt: RIDE_MESSAGES.scheduleTooFar,
    });
  });

  it('limits the note for the driver like the API', () => {
    expect(validateBookingDetails({ ...initialBookingDetails, note: 'x'.repeat(280) })).toEqual({});
    expect(validateBookingDetails({ ...initialBookingDetails, note: 'x'.repeat(281) })).toEqual({
      note: RIDE_MESSAGES.noteTooLong,
    });
  });

  it('offers times from just over 15 minutes to 7 days ahead', () => {
    expect(scheduleWindow(NOW)).toEqual({ min: '2026-03-02T09:16', max: '2026-03-09T09:00' });
  });
});
