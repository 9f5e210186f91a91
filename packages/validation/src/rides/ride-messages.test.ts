import { describe, expect, it } from 'vitest';
import { RIDE_LIMITS } from './ride.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';
import { PAYMENT_METHODS } from './ride-status.ts';

describe('RIDE_MESSAGES', () => {
  it('holds the validation messages of the ride schemas verbatim', () => {
    expect(RIDE_MESSAGES).toMatchObject({
      addressRequired: 'Please choose a location',
      addressTooLong: 'Address is too long',
      coordinatesInvalid: 'Please choose a location on the map',
      pickupRequired: 'Pickup location is required',
      destinationRequired: 'Destination is required',
      quoteRequired: 'Please get a fare estimate first',
      paymentMethodInvalid: 'Please choose a payment method: cash, card or wallet',
      scheduleInPast: 'Please choose a time in the future',
      scheduleTooFar: 'Rides can be scheduled up to 7 days ahead',
      scheduleTooSoon: 'Scheduled rides must be at least 15 minutes from now',
      noteTooLong: 'Note for the driver is too long',
      idempotencyKeyInvalid: 'The booking request is missing its key. Please try again.',
      reasonRequired: 'Please give a reason',
      reasonTooLong: 'Reason is too long',
      rideNotFound: 'Ride not found',
      offerNotFound: 'This ride offer is no longer available',
      settingsInvalid: 'Please check the settings',
      placeQueryRequired: 'Please type a place to search for',
    });
  });

  it('says the same limits as the schemas', () => {
    expect(RIDE_MESSAGES.scheduleTooFar).toContain(`${RIDE_LIMITS.scheduleMaxDays} days`);
    expect(RIDE_MESSAGES.scheduleTooSoon).toContain(`${RIDE_LIMITS.scheduleMinMinutes} minutes`);
    for (const method of PAYMENT_METHODS) expect(RIDE_MESSAGES.paymentMethodInvalid).toContain(method);
  });

  it('gives every message its own wording', () => {
    const texts = Object.values(RIDE_MESSAGES);
    expect(texts.every((text) => text.trim() !== '' && text === text.trim())).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
