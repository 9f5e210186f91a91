import { describe, expect, it } from 'vitest';
import { QUERY_TAGS, queryKeys } from './query-keys.ts';

describe('queryKeys', () => {
  it("roots every key at one of the seed's cache tags", () => {
    expect(Object.values(QUERY_TAGS)).toEqual(['USER', 'RIDE', 'DRIVER', 'PLACES', 'SETTINGS']);
    expect(queryKeys.user.all()).toEqual(['USER']);
    expect(queryKeys.user.me()).toEqual(['USER', 'me']);
    expect(queryKeys.ride.all()).toEqual(['RIDE']);
    expect(queryKeys.driver.all()).toEqual(['DRIVER']);
    expect(queryKeys.places.all()).toEqual(['PLACES']);
    expect(queryKeys.settings.all()).toEqual(['SETTINGS']);
  });

  it('builds the ride keys under RIDE, with the cancellation preview below its ride', () => {
    expect(queryKeys.ride.active()).toEqual(['RIDE', 'active']);
    expect(queryKeys.ride.detail('ride-1')).toEqual(['RIDE', 'detail', 'ride-1']);
    expect(queryKeys.ride.cancellation('ride-1')).toEqual(['RIDE', 'detail', 'ride-1', 'cancellation']);
  });

  it('builds the driver keys under DRIVER', () => {
    expect(queryKeys.driver.availability()).toEqual(['DRIVER', 'availability']);
    expect(queryKeys.driver.offers()).toEqual(['DRIVER', 'offers']);
    expect(queryKeys.driver.requests()).toEqual(['DRIVER', 'requests']);
  });

  it('keys place searches by query, point and limit only', () => {
    expect(queryKeys.places.search('airport')).toEqual([
      'PLACES',
      'search',
      { q: 'airport', near: null, limit: null },
    ]);
    const fix = { lat: 40.7, lng: -74, accuracy: 12, heading: 90 };
    expect(queryKeys.places.search('airport', fix, 5)).toEqual([
      'PLACES',
      'search',
      { q: 'airport', near: { lat: 40.7, lng: -74 }, limit: 5 },
    ]);
    expect(queryKeys.places.reverse(fix)).toEqual(['PLACES', 'reverse', { lat: 40.7, lng: -74 }]);
    expect(queryKeys.places.serviceArea()).toEqual(['PLACES', 'service-area']);
  });

  it('builds the admin settings keys under SETTINGS', () => {
    expect(queryKeys.settings.pricing()).toEqual(['SETTINGS', 'pricing']);
    expect(queryKeys.settings.dispatch()).toEqual(['SETTINGS', 'dispatch']);
  });
});
