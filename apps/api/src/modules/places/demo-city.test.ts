import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../routing/index.ts';
import { DEMO_CITY, GAZETTEER, GAZETTEER_KEYWORDS } from './demo-city.ts';
import { PLACE_CATEGORIES, type PlaceCategory } from './places-provider.ts';

describe('the demo city gazetteer', () => {
  it('has at least 60 places with unique, kebab-case ids', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(60);
    const ids = GAZETTEER.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps every place inside the demo city’s bounds, with a name and a one-line address', () => {
    const { south, west, north, east } = DEMO_CITY.bounds;
    for (const place of GAZETTEER) {
      expect(place.lat, place.id).toBeGreaterThanOrEqual(south);
      expect(place.lat, place.id).toBeLessThanOrEqual(north);
      expect(place.lng, place.id).toBeGreaterThanOrEqual(west);
      expect(place.lng, place.id).toBeLessThanOrEqual(east);
      expect(place.name.trim(), place.id).not.toBe('');
      expect(place.address, place.id).toMatch(/^[^\n]+, CA 94\d{3}$/);
    }
    const { center } = DEMO_CITY;
    expect(center.lat > south && center.lat < north && center.lng > west && center.lng < east).toBe(true);
  });

  it('has no two places closer than 30 m (a copied coordinate)', () => {
    for (const [index, a] of GAZETTEER.entries()) {
      for (const b of GAZETTEER.slice(index + 1)) {
        expect(haversineMeters(a, b), `${a.id} and ${b.id}`).toBeGreaterThanOrEqual(30);
      }
    }
  });

  it('covers every category but the generic address, five of them with at least three places', () => {
    const counts = new Map<PlaceCategory, number>();
    for (const place of GAZETTEER) counts.set(place.category, (counts.get(place.category) ?? 0) + 1);
    for (const category of PLACE_CATEGORIES.filter((category) => category !== 'address')) {
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(1);
    }
    expect([...counts.values()].filter((count) => count >= 3).length).toBeGreaterThanOrEqual(5);
  });

  it('includes the places a rider in San Francisco asks for first', () => {
    const ids = new Set(GAZETTEER.map((place) => place.id));
    for (const id of [
      'sfo-airport',
      'oak-airport',
      'ferry-building',
      'caltrain-4th-and-king',
      'oracle-park',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('only gives keywords to places that exist', () => {
    const ids = new Set(GAZETTEER.map((place) => place.id));
    for (const id of Object.keys(GAZETTEER_KEYWORDS)) expect(ids.has(id), id).toBe(true);
  });

  it('places well-known pairs at their real distance apart', () => {
    const byId = new Map(GAZETTEER.map((place) => [place.id, place]));
    const distanceKm = (a: string, b: string) => {
      const from = byId.get(a);
      const to = byId.get(b);
      if (from === undefined || to === undefined) throw new Error(`missing ${a} or ${b}`);
      return haversineMeters(from, to) / 1000;
    };
    // City Hall to SFO is about 18 km as the crow flies; the Ferry Building to Pier 39 about 2 km.
    expect(distanceKm('city-hall', 'sfo-airport')).toBeGreaterThan(17);
    expect(distanceKm('city-hall', 'sfo-airport')).toBeLessThan(20);
    expect(distanceKm('ferry-building', 'pier-39')).toBeGreaterThan(1.8);
    expect(distanceKm('ferry-building', 'pier-39')).toBeLessThan(2.3);
    // BART runs Embarcadero → Montgomery → Powell → Civic Center under Market St, each a few hundred metres on.
    expect(distanceKm('embarcadero-station', 'montgomery-station')).toBeLessThan(0.7);
    expect(distanceKm('montgomery-station', 'powell-station')).toBeLessThan(0.9);
    expect(distanceKm('powell-station', 'civic-center-station')).toBeLessThan(1);
  });
});
