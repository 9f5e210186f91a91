import { describe, expect, it } from 'vitest';
import { RIDE_MESSAGES } from '../rides/ride-messages.ts';
import { fieldErrors } from '../test/field-errors.ts';
import {
  SAVED_PLACE_MESSAGES,
  savedPlaceIdParamsSchema,
  savedPlaceInputSchema,
  savedPlaceLabel,
  updateSavedPlaceSchema,
} from './saved-places.ts';

const location = { address: '1 Main St', lat: 52.37, lng: 4.89 };

describe('savedPlaceInputSchema', () => {
  it('takes Home and Work without a name, and a named other place', () => {
    expect(savedPlaceInputSchema.parse({ kind: 'home', location })).toEqual({ kind: 'home', location });
    expect(savedPlaceInputSchema.parse({ kind: 'other', name: '  Gym ', location })).toEqual({
      kind: 'other',
      name: 'Gym',
      location,
    });
  });

  it('names each bad field with its message', () => {
    expect(fieldErrors(savedPlaceInputSchema, { kind: 'other', name: '  ', location })).toEqual({
      name: SAVED_PLACE_MESSAGES.nameRequired,
    });
    expect(fieldErrors(savedPlaceInputSchema, { kind: 'other', name: 'x'.repeat(41), location })).toEqual({
      name: SAVED_PLACE_MESSAGES.nameTooLong,
    });
    expect(
      fieldErrors(savedPlaceInputSchema, { kind: 'castle', location: { address: '', lat: 91, lng: 0 } }),
    ).toEqual({
      kind: SAVED_PLACE_MESSAGES.kindInvalid,
      'location.address': RIDE_MESSAGES.addressRequired,
      'location.lat': RIDE_MESSAGES.coordinatesInvalid,
    });
    expect(fieldErrors(savedPlaceIdParamsSchema, { id: '42' })).toEqual({
      id: SAVED_PLACE_MESSAGES.placeNotFound,
    });
  });

  it('lets a change carry any one field', () => {
    expect(updateSavedPlaceSchema.parse({ name: 'Mum' })).toEqual({ name: 'Mum' });
    expect(updateSavedPlaceSchema.parse({})).toEqual({});
  });
});

describe('savedPlaceLabel', () => {
  it('names Home and Work by their kind and the others by their name', () => {
    expect(savedPlaceLabel({ kind: 'home', name: null })).toBe('Home');
    expect(savedPlaceLabel({ kind: 'work', name: null })).toBe('Work');
    expect(savedPlaceLabel({ kind: 'other', name: 'Gym' })).toBe('Gym');
  });
});
