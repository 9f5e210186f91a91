import { describe, expect, it } from 'vitest';
import { testHttpServerForAllTests } from '../../test/test-http-server.ts';
import { createNominatimPlacesProvider } from './nominatim-places-provider.ts';
import { PlacesUnavailableError } from './places-provider.ts';

/** Results in Nominatim's documented jsonv2 format (addressdetails=1). */
const ORACLE_PARK = {
  place_id: 297925066,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 23426975,
  lat: '37.77848605',
  lon: '-122.38927006858077',
  category: 'leisure',
  type: 'stadium',
  place_rank: 30,
  importance: 0.5,
  addresstype: 'leisure',
  name: 'Oracle Park',
  display_name:
    'Oracle Park, 24, Willie Mays Plaza, Mission Bay, San Francisco, California, 94107, United States',
  address: {
    leisure: 'Oracle Park',
    house_number: '24',
    road: 'Willie Mays Plaza',
    suburb: 'Mission Bay',
    city: 'San Francisco',
    county: 'San Francisco',
    state: 'California',
    'ISO3166-2-lvl4': 'US-CA',
    postcode: '94107',
    country: 'United States',
    country_code: 'us',
  },
  boundingbox: ['37.7775', '37.7796', '-122.3907', '-122.3876'],
};
const HOUSE = {
  place_id: 1,
  osm_type: 'node',
  osm_id: 2192620021,
  lat: '37.7614289',
  lon: '-122.4350716',
  category: 'place',
  type: 'house',
  name: '',
  display_name: '500, Castro Street, Castro, San Francisco, California, 94114, United States',
  address: {
    house_number: '500',
    road: 'Castro Street',
    city: 'San Francisco',
    state: 'California',
    'ISO3166-2-lvl4': 'US-CA',
    postcode: '94114',
    country: 'United States',
    country_code: 'us',
  },
};

describe('Nominatim places provider', () => {
  const server = testHttpServerForAllTests();

  it('searches in jsonv2 with address details, identifies itself, and maps results to places', async () => {
    server.answer(() => ({ body: [ORACLE_PARK, HOUSE] }));
    const provider = createNominatimPlacesProvider({ baseUrl: server.baseUrl });
    expect(provider.kind).toBe('nominatim');
    const places = await provider.search({ query: 'oracle park', limit: 4 });

    const request = server.received[0];
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'oracle park',
      format: 'jsonv2',
      limit: '4',
      addressdetails: '1',
    });
    expect(request?.headers['user-agent']).toBe('RideBook');
    expect(places).toEqual([
      {
        id: 'osm:W23426975',
        name: 'Oracle Park',
        address: '24 Willie Mays Plaza, San Francisco, CA 94107',
        category: 'stadium',
        lat: 37.77848605,
        lng: -122.38927006858077,
      },
      {
        id: 'osm:N2192620021',
        name: '500 Castro Street',
        address: '500 Castro Street, San Francisco, CA 94114',
        category: 'address',
        lat: 37.7614289,
        lng: -122.4350716,
      },
    ]);
  });

  it('biases the search towards the rider with a viewbox, sends the configured user agent, and skips odd results', async () => {
    server.answer(() => ({ body: [{ osm_type: 'node', osm_id: 1, lat: 'north', lon: '0' }, HOUSE] }));
    const places = await createNominatimPlacesProvider({
      baseUrl: `${server.baseUrl}/nominatim/`,
      userAgent: 'RideBook/1.0 (ops@ridebook.example)',
    }).search({ query: '500 castro', near: { lat: 37.75, lng: -122.5 } });
    const request = server.received[0];
    expect(request?.url.pathname).toBe('/nominatim/search');
    expect(request?.url.searchParams.get('limit')).toBe('8');
    expect(request?.url.searchParams.get('viewbox')).toBe('-122.75,38,-122.25,37.5');
    expect(request?.url.searchParams.has('bounded')).toBe(false);
    expect(request?.headers['user-agent']).toBe('RideBook/1.0 (ops@ridebook.example)');
    expect(places.map((place) => place.id)).toEqual(['osm:N2192620021']);
  });

  it('falls back to the display name when there are no address details', async () => {
    const { address: _address, ...withoutDetails } = ORACLE_PARK;
    server.answer(() => ({ body: [withoutDetails] }));
    const [place] = await createNominatimPlacesProvider({ baseUrl: server.baseUrl }).search({
      query: 'oracle',
    });
    expect(place?.address).toBe(
      '24, Willie Mays Plaza, Mission Bay, San Francisco, California, 94107, United States',
    );
  });

  it('does not call the server for an empty query', async () => {
    expect(await createNominatimPlacesProvider({ baseUrl: server.baseUrl }).search({ query: '' })).toEqual(
      [],
    );
    expect(server.received).toHaveLength(0);
  });

  it('reverse geocodes a point, and answers null where Nominatim cannot', async () => {
    server.answer(() => ({ body: ORACLE_PARK }));
    const provider = createNominatimPlacesProvider({ baseUrl: server.baseUrl });
    const place = await provider.reverse({ lat: 37.7786, lng: -122.3893 });
    const request = server.received[0];
    expect(request?.url.pathname).toBe('/reverse');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      lat: '37.7786',
      lon: '-122.3893',
      format: 'jsonv2',
    });
    expect(request?.headers['user-agent']).toBe('RideBook');
    expect(place).toMatchObject({ id: 'osm:W23426975', name: 'Oracle Park', category: 'stadium' });

    server.answer(() => ({ body: { error: 'Unable to geocode' } }));
    expect(await provider.reverse({ lat: 0, lng: -140 })).toBeNull();
  });

  it('reports HTTP errors with Nominatim’s message', async () => {
    server.answer(() => ({ status: 400, body: { error: { code: 400, message: 'Parameter q is empty.' } } }));
    await expect(
      createNominatimPlacesProvider({ baseUrl: server.baseUrl }).search({ query: 'x' }),
    ).rejects.toThrow(new PlacesUnavailableError('Nominatim answered HTTP 400: Parameter q is empty.'));
    server.answer(() => ({ status: 503, text: 'Service Unavailable' }));
    await expect(
      createNominatimPlacesProvider({ baseUrl: server.baseUrl }).reverse({ lat: 1, lng: 1 }),
    ).rejects.toThrow(new PlacesUnavailableError('Nominatim answered HTTP 503'));
  });

  it('reports a body that is not JSON or not in the jsonv2 format', async () => {
    const provider = createNominatimPlacesProvider({ baseUrl: server.baseUrl });
    server.answer(() => ({ text: '<searchresults>' }));
    await expect(provider.search({ query: 'x' })).rejects.toThrow(
      new PlacesUnavailableError('Nominatim answered with a body that is not JSON'),
    );
    server.answer(() => ({ body: { results: [] } }));
    await expect(provider.search({ query: 'x' })).rejects.toThrow(
      new PlacesUnavailableError('Nominatim answered in an unexpected format'),
    );
    server.answer(() => ({ body: { lat: '37.7' } }));
    await expect(provider.reverse({ lat: 37.7, lng: -122.4 })).rejects.toThrow(
      new PlacesUnavailableError('Nominatim answered in an unexpected format'),
    );
  });

  it('gives up on a server that does not answer in time', async () => {
    server.answer(() => 'hang');
    const provider = createNominatimPlacesProvider({ baseUrl: server.baseUrl, timeoutMs: 50 });
    await expect(provider.reverse({ lat: 37.7, lng: -122.4 })).rejects.toThrow(
      new PlacesUnavailableError('Nominatim did not answer within 50 ms'),
    );
  });
});
