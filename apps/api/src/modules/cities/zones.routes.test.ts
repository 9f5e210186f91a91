import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CITY_MESSAGES,
  ZONE_MESSAGES,
  adminCityListResponseSchema,
  adminCityResponseSchema,
  fareQuoteResponseSchema,
  rideOfferListResponseSchema,
  rideRouteResponseSchema,
  type AdminCity,
  type CityInput,
  type ZoneInput,
} from '@ridebook/validation';
import { auditLog, cities } from '../../db/schema.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import { LONDON, LONDON_PLACES, areaOfItsOwn, createLondon } from '../../test/city-support.ts';
import {
  PLACES,
  book,
  buildRideTestContext,
  rideOf,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { DEMO_ZONES } from '../demo/index.ts';
import { DEMO_CITY } from '../places/index.ts';

/** The file's first database is migrated from scratch: minutes on a loaded machine. */
const SLOW_STEP_MS = 900_000;

/** What an admin sends to change a city: as it is, with other zones. */
function inputOf(city: AdminCity, zones: ZoneInput[]): CityInput {
  return {
    slug: city.slug,
    name: city.name,
    timeZone: city.timeZone,
    currency: city.currency,
    locale: city.locale,
    distanceUnit: city.distanceUnit,
    center: city.center,
    serviceArea: city.serviceArea,
    destinationMayLeaveArea: city.destinationMayLeaveArea,
    weeklyPayoutWeekday: city.weeklyPayoutWeekday,
    zones,
  };
}

const STATION = DEMO_ZONES.sanFrancisco[0];
const [KING_ST_DOORS, TOWNSEND_DOORS] = STATION.pickupPoints;
/** Inside the Caltrain zone, between its doors. */
const AT_THE_STATION = { address: 'Caltrain, 700 4th Street, San Francisco', lat: 37.7768, lng: -122.395 };
/** Exactly on the zone's southern edge. */
const STATION_EDGE = { address: 'King Street, San Francisco', lat: 37.7745, lng: -122.395 };
/** On Market Street between 6th and 7th. */
const MARKET_STREET = { address: '1000 Market Street, San Francisco', lat: 37.78085, lng: -122.41135 };

describe.skipIf(isTestDatabaseMissing)('zones inside a city', () => {
  let context: RideTestContext;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let sanFrancisco: AdminCity;

  async function adminCity(id: string): Promise<AdminCity> {
    const list = adminCityListResponseSchema.parse((await admin.browser.get('/api/admin/cities')).json());
    return list.data.find((city) => city.id === id)!;
  }
  const saveZones = (city: AdminCity, zones: ZoneInput[]) =>
    admin.browser.put(`/api/admin/cities/${city.id}`, inputOf(city, zones));
  const quote = (browser: TestBrowser, pickup: object, destination: object = PLACES.cityHall) =>
    browser.post('/api/rides/quote', { pickup, destination });

  beforeAll(async () => {
    context = await buildRideTestContext();
    admin = await signedInAdmin(context.app, context.db);
    const saved = await saveZones(await adminCity(DEMO_CITY.id), DEMO_ZONES.sanFrancisco);
    expect(saved.statusCode).toBe(200);
    sanFrancisco = adminCityResponseSchema.parse(saved.json()).data;
  }, SLOW_STEP_MS);
  afterAll(async () => {
    await context.app.close();
  });

  it('keeps the zones with their ids, serves them to everyone, and audits the change', async () => {
    expect(
      sanFrancisco.zones.map((zone) => [zone.kind, zone.name, zone.pickupPoints.map((p) => p.name)]),
    ).toEqual([
      ['station', 'Caltrain 4th & King', [KING_ST_DOORS.name, TOWNSEND_DOORS.name]],
      ['no_pickup', 'Market Street transit mall', []],
    ]);
    const served = (await context.app.inject({ method: 'GET', url: '/api/cities' })).json<{
      data: { id: string; zones: { id: string }[] }[];
    }>();
    expect(served.data.find((city) => city.id === DEMO_CITY.id)?.zones.map((zone) => zone.id)).toEqual(
      sanFrancisco.zones.map((zone) => zone.id),
    );
    // Saving again with the ids keeps them: a quote's pickup point stays bookable after an unrelated edit.
    const again = adminCityResponseSchema.parse(
      (await saveZones(sanFrancisco, sanFrancisco.zones)).json(),
    ).data;
    expect(again.zones).toEqual(sanFrancisco.zones);
    const entries = await context.db.select().from(auditLog).where(eq(auditLog.targetId, DEMO_CITY.id));
    const first = entries.find((entry) => entry.action === 'city.update')!;
    expect(first.details).toMatchObject({
      before: { zones: [] },
      after: {
        zones: [
          {
            kind: 'station',
            name: 'Caltrain 4th & King',
            pickupPoints: [KING_ST_DOORS.name, TOWNSEND_DOORS.name],
          },
          { kind: 'no_pickup', name: 'Market Street transit mall', pickupPoints: [] },
        ],
      },
    });
  });

  it('refuses bad zones with a 400 naming the field, and saves nothing', async () => {
    const station = DEMO_ZONES.sanFrancisco[0];
    const bowTie = [
      [-122.398, 37.775],
      [-122.393, 37.778],
      [-122.393, 37.775],
      [-122.398, 37.778],
      [-122.398, 37.775],
    ] as Array<[number, number]>;
    const cases: Array<[ZoneInput[], string, string]> = [
      [
        [{ ...station, area: { type: 'Polygon', coordinates: [bowTie] } }],
        'zones.0.area',
        'The outline crosses itself',
      ],
      [
        [{ ...station, area: { type: 'MultiPolygon', coordinates: [] } }],
        'zones.0.area',
        ZONE_MESSAGES.areaRequired,
      ],
      [
        [{ ...DEMO_ZONES.sanFrancisco[1], area: areaOfItsOwn(1).serviceArea }],
        'zones.0.area',
        ZONE_MESSAGES.outsideCity,
      ],
      [
        [{ ...station, pickupPoints: [{ name: 'Ferry Building', ...PLACES.embarcadero }] }],
        'zones.0.pickupPoints.0',
        ZONE_MESSAGES.pickupPointOutsideZone,
      ],
      [
        [{ ...station, kind: 'airport', pickupPoints: [] }],
        'zones.0.pickupPoints',
        ZONE_MESSAGES.pickupPointsRequired,
      ],
      [
        [station, { ...DEMO_ZONES.sanFrancisco[1], name: 'CALTRAIN 4th & King' }],
        'zones.1.name',
        ZONE_MESSAGES.nameTaken,
      ],
    ];
    for (const [zones, path, message] of cases) {
      const response = await saveZones(sanFrancisco, zones);
      expect(response.statusCode, path).toBe(400);
      expect(errorOf(response).errors).toEqual([{ path, message }]);
    }
    const [row] = await context.db.select().from(cities).where(eq(cities.id, DEMO_CITY.id));
    expect(row?.zones.map((zone) => zone.id)).toEqual(sanFrancisco.zones.map((zone) => zone.id));
  });

  it('offers the pickup points of a station to a pickup inside it or on its edge, and none elsewhere', async () => {
    const { browser } = await signedInRider(context.app);
    for (const pickup of [AT_THE_STATION, STATION_EDGE]) {
      const quoted = fareQuoteResponseSchema.parse((await quote(browser, pickup)).json()).data;
      expect(quoted.pickupZone).toEqual({
        id: sanFrancisco.zones[0]!.id,
        kind: 'station',
        name: 'Caltrain 4th & King',
        pickupPoints: sanFrancisco.zones[0]!.pickupPoints,
      });
    }
    const elsewhere = fareQuoteResponseSchema.parse((await quote(browser, PLACES.ferryBuilding)).json()).data;
    expect(elsewhere.pickupZone).toBeNull();
  });

  it('refuses a pickup in a no-pickup zone, naming the zone', async () => {
    const { browser } = await signedInRider(context.app);
    const refused = await quote(browser, MARKET_STREET, PLACES.ferryBuilding);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'NO_PICKUP_ZONE',
      errors: [
        {
          path: 'pickup',
          message:
            'Pickups are not allowed here (Market Street transit mall). Move the pin to a nearby street.',
        },
      ],
    });
    // Only the pickup: a trip may end there.
    expect((await quote(browser, PLACES.ferryBuilding, MARKET_STREET)).statusCode).toBe(200);
  });

  it('books a station pickup only at one of its points: missing, forged or another city’s point is a 400', async () => {
    const { browser } = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, { lat: 37.7785, lng: -122.397 });
    const london = await adminCity(await createLondon(admin.browser, { slug: 'london-zones' }));
    const londonSaved = adminCityResponseSchema.parse(
      (await saveZones(london, DEMO_ZONES.london)).json(),
    ).data;
    const londonPoint = londonSaved.zones[0]!.pickupPoints[0]!.id;
    const station = sanFrancisco.zones[0]!;

    const refusals: Array<[string | undefined, string]> = [
      [undefined, ZONE_MESSAGES.pickupPointRequired],
      [randomUUID(), ZONE_MESSAGES.pickupPointUnknown],
      [londonPoint, ZONE_MESSAGES.pickupPointUnknown],
      ['not-an-id', ZONE_MESSAGES.pickupPointUnknown],
    ];
    for (const [pickupPointId, message] of refusals) {
      const refused = await book(browser, { pickup: AT_THE_STATION, paymentMethod: 'cash', pickupPointId });
      expect(refused.statusCode, String(pickupPointId)).toBe(400);
      expect(errorOf(refused).errors).toEqual([{ path: 'pickupPointId', message }]);
    }
    // A point where the quote offered none.
    const unasked = await book(browser, {
      pickup: PLACES.ferryBuilding,
      paymentMethod: 'cash',
      pickupPointId: station.pickupPoints[0]!.id,
    });
    expect(errorOf(unasked).errors).toEqual([
      { path: 'pickupPointId', message: ZONE_MESSAGES.pickupPointUnknown },
    ]);

    const townsend = station.pickupPoints[1]!;
    const booked = await book(browser, {
      pickup: AT_THE_STATION,
      paymentMethod: 'cash',
      pickupPointId: townsend.id,
    });
    expect(booked.statusCode).toBe(201);
    const ride = rideOf(booked);
    expect(ride.pickup).toEqual({
      address: `${TOWNSEND_DOORS.name}, Caltrain 4th & King`,
      lat: townsend.lat,
      lng: townsend.lng,
    });
    expect(ride.pickupPoint).toEqual({
      id: townsend.id,
      name: TOWNSEND_DOORS.name,
      zoneName: 'Caltrain 4th & King',
    });
    expect(rideOf(await browser.get(`/api/rides/${ride.id}`)).pickupPoint?.name).toBe(TOWNSEND_DOORS.name);
    // The planned path starts at the door, where the quote's started at the rider's pin; it still ends there.
    const planned = rideRouteResponseSchema.parse((await browser.get(`/api/rides/${ride.id}/route`)).json())
      .data.planned;
    expect(planned[0]).toEqual([townsend.lat, townsend.lng]);
    expect(planned.at(-1)).toEqual([ride.destination.lat, ride.destination.lng]);
    const offers = rideOfferListResponseSchema.parse(
      (await driver.browser.get('/api/driver/offers')).json(),
    ).data;
    expect(offers.map((offer) => [offer.rideId, offer.pickupPoint?.name])).toEqual([
      [ride.id, TOWNSEND_DOORS.name],
    ]);
  });

  describe('service areas of two cities', () => {
    it('refuses a city overlapping another, naming the other city, on create and on change', async () => {
      const overlapping = await admin.browser.post('/api/admin/cities', {
        ...LONDON,
        slug: 'bay-area',
        name: 'Bay Area',
        center: PLACES.cityHall,
        serviceArea: {
          type: 'Polygon',
          coordinates: [
            [
              [-122.45, 37.75],
              [-122.1, 37.75],
              [-122.1, 37.9],
              [-122.45, 37.9],
              [-122.45, 37.75],
            ],
          ],
        },
      });
      expect(overlapping.statusCode).toBe(409);
      const message = CITY_MESSAGES.areaOverlaps('San Francisco');
      expect(errorOf(overlapping)).toMatchObject({
        code: 'CITY_AREA_OVERLAPS',
        message,
        errors: [{ path: 'serviceArea', message }],
      });

      const mine = await adminCity(
        await createLondon(admin.browser, { slug: 'north-of-london', ...areaOfItsOwn(3) }),
      );
      const moved = await admin.browser.put(`/api/admin/cities/${mine.id}`, {
        ...inputOf(mine, []),
        center: LONDON_PLACES.trafalgarSquare,
        serviceArea: LONDON.serviceArea,
      });
      expect(moved.statusCode).toBe(409);
      expect(errorOf(moved).errors).toEqual([
        { path: 'serviceArea', message: CITY_MESSAGES.areaOverlaps('London') },
      ]);
      // Its own area never counts against it.
      expect((await admin.browser.put(`/api/admin/cities/${mine.id}`, inputOf(mine, []))).statusCode).toBe(
        200,
      );
    });

    it('lets only one of two overlapping cities created at the same moment in', async () => {
      const create = (slug: string, shift: number) =>
        admin.browser.post('/api/admin/cities', {
          ...LONDON,
          slug,
          name: slug,
          ...areaOfItsOwn(6 + shift),
        });
      // Two areas half over each other: the 6th box north of London and a quarter of its height further of London.
      const answers = await Promise.all([create('race-a', 0), create('race-b', 0.25)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const listed = adminCityListResponseSchema.parse(
        (await admin.browser.get('/api/admin/cities')).json(),
      ).data;
      expect(listed.filter((city) => city.slug.startsWith('race-'))).toHaveLength(1);
    });
  });
});
