import { describe, expect, it } from 'vitest';
import { categoryFromOsmTag, formatAddressLine, osmPlaceId } from './osm-place.ts';

describe('OpenStreetMap place helpers', () => {
  it('maps OSM tags to ride-booking categories', () => {
    expect(categoryFromOsmTag('aeroway', 'aerodrome')).toBe('airport');
    expect(categoryFromOsmTag('railway', 'station')).toBe('station');
    expect(categoryFromOsmTag('amenity', 'ferry_terminal')).toBe('station');
    expect(categoryFromOsmTag('amenity', 'hospital')).toBe('hospital');
    expect(categoryFromOsmTag('shop', 'mall')).toBe('mall');
    expect(categoryFromOsmTag('amenity', 'university')).toBe('university');
    expect(categoryFromOsmTag('tourism', 'hotel')).toBe('hotel');
    expect(categoryFromOsmTag('leisure', 'park')).toBe('park');
    expect(categoryFromOsmTag('leisure', 'stadium')).toBe('stadium');
    expect(categoryFromOsmTag('place', 'neighbourhood')).toBe('neighborhood');
    expect(categoryFromOsmTag('tourism', 'museum')).toBe('landmark');
    expect(categoryFromOsmTag('historic', 'memorial')).toBe('landmark');
    expect(categoryFromOsmTag('highway', 'residential')).toBe('address');
    expect(categoryFromOsmTag('amenity', 'cafe')).toBe('address');
    expect(categoryFromOsmTag(undefined, undefined)).toBe('address');
  });

  it('builds the same id from Photon’s and Nominatim’s spelling of the OSM type', () => {
    expect(osmPlaceId('N', 123)).toBe('osm:N123');
    expect(osmPlaceId('node', 123)).toBe('osm:N123');
    expect(osmPlaceId('way', '77')).toBe('osm:W77');
    expect(osmPlaceId('relation', 9)).toBe('osm:R9');
  });

  it('writes addresses the local way', () => {
    expect(
      formatAddressLine({
        houseNumber: '1',
        street: 'Dr Carlton B Goodlett Place',
        locality: 'San Francisco',
        state: 'California',
        postcode: '94102',
        country: 'United States',
        countryCode: 'US',
      }),
    ).toBe('1 Dr Carlton B Goodlett Place, San Francisco, CA 94102');
    expect(
      formatAddressLine({ locality: 'Toronto', state: 'Ontario', postcode: 'M5V 2T6', countryCode: 'ca' }),
    ).toBe('Toronto, Ontario M5V 2T6');
    expect(
      formatAddressLine({
        houseNumber: '5',
        street: 'Hauptstraße',
        locality: 'Berlin',
        postcode: '10115',
        country: 'Germany',
        countryCode: 'de',
      }),
    ).toBe('Hauptstraße 5, 10115 Berlin, Germany');
    expect(formatAddressLine({ state: 'California', country: 'United States', countryCode: 'us' })).toBe(
      'CA, United States',
    );
    expect(formatAddressLine({})).toBe('');
  });
});
