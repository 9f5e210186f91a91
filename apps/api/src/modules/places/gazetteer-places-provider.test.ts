import { describe, expect, it } from 'vitest';
import { GAZETTEER } from './demo-city.ts';
import { createGazetteerPlacesProvider, normalizeSearchText } from './gazetteer-places-provider.ts';
import type { Place } from './places-provider.ts';

const gazetteer = createGazetteerPlacesProvider();
const ids = (places: Place[]) => places.map((place) => place.id);

const GLEN_PARK = { lat: 37.7331, lng: -122.4338 };
const EMBARCADERO = { lat: 37.7929, lng: -122.397 };

describe('normalizeSearchText', () => {
  it('drops case, accents and punctuation and spells & as and', () => {
    expect(normalizeSearchText('  Café  Trieste ')).toBe('cafe trieste');
    expect(normalizeSearchText("St. Mary's")).toBe('st marys');
    expect(normalizeSearchText('4th & King')).toBe('4th and king');
    expect(normalizeSearchText('Haight-Ashbury')).toBe('haight ashbury');
  });
});

describe('gazetteer places provider', () => {
  it('finds SFO by its code and by the word airport', async () => {
    expect(gazetteer.kind).toBe('gazetteer');
    expect(ids(await gazetteer.search({ query: 'sfo' }))[0]).toBe('sfo-airport');
    expect(ids(await gazetteer.search({ query: 'SFO' }))).toContain('sfo-bart-station');
    const airports = await gazetteer.search({ query: 'airport' });
    expect(ids(airports).slice(0, 2)).toEqual(['sfo-airport', 'oak-airport']);
    expect(airports[0]).toEqual({
      id: 'sfo-airport',
      name: 'San Francisco International Airport',
      address: 'San Francisco, CA 94128',
      category: 'airport',
      lat: 37.6213,
      lng: -122.379,
    });
  });

  it('finds the Ferry Building first for ferry, before places that only mention ferries', async () => {
    const results = await gazetteer.search({ query: 'ferry' });
    expect(ids(results)[0]).toBe('ferry-building');
    expect(ids(results)).toContain('alcatraz-landing');
  });

  it('needs every word to match, in any order, as the start of a word or inside one', async () => {
    expect(ids(await gazetteer.search({ query: 'king 4th' }))).toEqual(['caltrain-4th-and-king']);
    expect(ids(await gazetteer.search({ query: '4th and king caltrain' }))).toEqual([
      'caltrain-4th-and-king',
    ]);
    expect(ids(await gazetteer.search({ query: 'golden gate welcome' }))).toEqual([
      'golden-gate-bridge-welcome-center',
    ]);
    // "moma" only appears inside "sfmoma".
    expect(ids(await gazetteer.search({ query: 'moma' }))).toEqual(['sfmoma']);
  });

  it('ranks the start of a word above a match inside a word', async () => {
    const places: Place[] = [
      {
        id: 'inside',
        name: 'Mainstation Cafe',
        address: 'Somewhere',
        category: 'address',
        lat: 37.7,
        lng: -122.4,
      },
      {
        id: 'start',
        name: 'Station Cafe',
        address: 'Somewhere',
        category: 'address',
        lat: 37.71,
        lng: -122.4,
      },
    ];
    const provider = createGazetteerPlacesProvider(places, {});
    expect(ids(await provider.search({ query: 'station' }))).toEqual(['start', 'inside']);
  });

  it('matches addresses and categories too, below names', async () => {
    const onCastro = ids(await gazetteer.search({ query: 'castro st' }));
    expect(onCastro).toEqual(expect.arrayContaining(['castro-theatre', 'noe-valley']));
    const hospitals = ids(await gazetteer.search({ query: 'hospital', limit: 20 }));
    expect(hospitals).toEqual(
      expect.arrayContaining(['ucsf-parnassus', 'kaiser-sf', 'zuckerberg-sf-general']),
    );
    // A name with "Hospital" comes before a place that is only categorised as one.
    expect(hospitals.indexOf('zuckerberg-sf-general')).toBeLessThan(hospitals.indexOf('ucsf-parnassus'));
  });

  it('ranks equally good matches by distance from near', async () => {
    const fromGlenPark = await gazetteer.search({ query: 'bart', near: GLEN_PARK, limit: 3 });
    expect(ids(fromGlenPark)).toEqual([
      'glen-park-station',
      'balboa-park-station',
      '24th-st-mission-station',
    ]);
    const fromDowntown = await gazetteer.search({ query: 'bart', near: EMBARCADERO, limit: 2 });
    expect(ids(fromDowntown)).toEqual(['embarcadero-station', 'montgomery-station']);
    const hospitalsDowntown = await gazetteer.search({ query: 'cpmc', near: { lat: 37.786, lng: -122.42 } });
    expect(ids(hospitalsDowntown)).toEqual(['cpmc-van-ness', 'cpmc-mission-bernal']);
    const hospitalsInTheMission = await gazetteer.search({
      query: 'cpmc',
      near: { lat: 37.748, lng: -122.42 },
    });
    expect(ids(hospitalsInTheMission)).toEqual(['cpmc-mission-bernal', 'cpmc-van-ness']);
  });

  it('ignores case and accents on both sides', async () => {
    const places: Place[] = [
      {
        id: 'musee',
        name: 'Musée Mécanique',
        address: 'Pier 45, San Francisco',
        category: 'landmark',
        lat: 37.8094,
        lng: -122.4159,
      },
    ];
    const provider = createGazetteerPlacesProvider(places, {});
    expect(ids(await provider.search({ query: 'musee mecanique' }))).toEqual(['musee']);
    expect(ids(await provider.search({ query: 'MUSÉE' }))).toEqual(['musee']);
    expect(ids(await gazetteer.search({ query: 'GHIRARDÉLLI' }))).toEqual(['ghirardelli-square']);
    expect(ids(await gazetteer.search({ query: "fisherman's" }))).toEqual(['fishermans-wharf']);
  });

  it('returns nothing for an empty query or no match', async () => {
    expect(await gazetteer.search({ query: '' })).toEqual([]);
    expect(await gazetteer.search({ query: '   \t' })).toEqual([]);
    expect(await gazetteer.search({ query: '?!' })).toEqual([]);
    expect(await gazetteer.search({ query: 'zzyzx' })).toEqual([]);
    expect(await gazetteer.search({ query: 'airport zzyzx' })).toEqual([]);
  });

  it('returns 8 results by default and never more than 20', async () => {
    // Every place has an address in a CA 9xxxx ZIP code.
    expect(await gazetteer.search({ query: 'ca' })).toHaveLength(8);
    expect(await gazetteer.search({ query: 'ca', limit: 3 })).toHaveLength(3);
    expect(await gazetteer.search({ query: 'ca', limit: 500 })).toHaveLength(20);
    expect(await gazetteer.search({ query: 'ca', limit: 0 })).toHaveLength(1);
  });

  it('hands out copies, so a caller cannot change the gazetteer', async () => {
    const [first] = await gazetteer.search({ query: 'sfo' });
    if (first === undefined) throw new Error('expected a result');
    first.name = 'changed';
    expect((await gazetteer.search({ query: 'sfo' }))[0]?.name).toBe('San Francisco International Airport');
    expect(GAZETTEER.find((place) => place.id === 'sfo-airport')?.name).toBe(
      'San Francisco International Airport',
    );
  });

  it('names a point by the nearest place within 300 m', async () => {
    // 100 m east of the Ferry Building's point, on the water side.
    const place = await gazetteer.reverse({ lat: 37.7955, lng: -122.3926 });
    expect(place?.id).toBe('ferry-building');
    // Between Powell station and Westfield, nearer Westfield.
    expect((await gazetteer.reverse({ lat: 37.7842, lng: -122.4069 }))?.id).toBe('westfield-sf-centre');
  });

  it('returns a pinned location when nothing is within 300 m', async () => {
    // The middle of the Sunset District's residential grid.
    const place = await gazetteer.reverse({ lat: 37.75, lng: -122.49 });
    expect(place).toEqual({
      id: 'point:37.75000,-122.49000',
      name: 'Pinned location',
      address: '37.75000, -122.49000',
      category: 'address',
      lat: 37.75,
      lng: -122.49,
    });
  });

  it('refuses invalid points', async () => {
    await expect(gazetteer.reverse({ lat: 100, lng: 0 })).rejects.toThrow(RangeError);
    await expect(gazetteer.search({ query: 'sfo', near: { lat: Number.NaN, lng: 0 } })).rejects.toThrow(
      RangeError,
    );
  });
});
