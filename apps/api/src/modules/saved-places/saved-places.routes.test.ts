import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  RIDE_MESSAGES,
  SAVED_PLACE_MESSAGES,
  savedPlaceListResponseSchema,
  savedPlaceResponseSchema,
  type SavedPlace,
} from '@ridebook/validation';
import { createBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import {
  PLACES,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

const PATH = '/api/rider/saved-places';
const home = { kind: 'home', location: PLACES.unionSquare };
const gym = { kind: 'other', name: 'Gym', location: PLACES.oraclePark };
const placeOf = (response: { json(): unknown }): SavedPlace =>
  savedPlaceResponseSchema.parse(response.json()).data;
const listOf = (response: { json(): unknown }): SavedPlace[] =>
  savedPlaceListResponseSchema.parse(response.json()).data;

describe.skipIf(isTestDatabaseMissing)('saved places', () => {
  const context = rideTestContextPerTest();

  it('lets a rider save, list, change and remove places, Home and Work first', async () => {
    const rider = await signedInRider(context.app);
    expect(listOf(await rider.browser.get(PATH))).toEqual([]);

    const savedGym = await rider.browser.post(PATH, gym);
    expect(savedGym.statusCode).toBe(201);
    expect(savedGym.headers['cache-control']).toBe('no-store');
    context.clock.advance(1_000);
    const savedHome = placeOf(await rider.browser.post(PATH, { ...home, name: 'Ignored' }));
    expect(savedHome).toMatchObject({ kind: 'home', name: null, location: PLACES.unionSquare });
    expect(listOf(await rider.browser.get(PATH)).map((place) => place.kind)).toEqual(['home', 'other']);

    context.clock.advance(60_000);
    const changed = await rider.browser.patch(`${PATH}/${placeOf(savedGym).id}`, {
      name: 'Climbing gym',
      location: PLACES.cityHall,
    });
    expect(changed.statusCode).toBe(200);
    expect(placeOf(changed)).toMatchObject({
      kind: 'other',
      name: 'Climbing gym',
      location: PLACES.cityHall,
    });
    expect(placeOf(changed).updatedAt > placeOf(savedGym).updatedAt).toBe(true);

    const removed = await rider.browser.request({ method: 'DELETE', url: `${PATH}/${savedHome.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: SAVED_PLACE_MESSAGES.placeRemoved });
    expect(listOf(await rider.browser.get(PATH)).map((place) => place.name)).toEqual(['Climbing gym']);
  });

  it('moves Home when it is saved again, and refuses a second Home by a change', async () => {
    const rider = await signedInRider(context.app);
    const first = placeOf(await rider.browser.post(PATH, home));
    const again = await rider.browser.post(PATH, { kind: 'home', location: PLACES.ferryBuilding });
    expect(again.statusCode).toBe(200);
    expect(placeOf(again)).toMatchObject({ id: first.id, location: PLACES.ferryBuilding });
    expect(listOf(await rider.browser.get(PATH))).toHaveLength(1);

    const other = placeOf(await rider.browser.post(PATH, gym));
    const clash = await rider.browser.patch(`${PATH}/${other.id}`, { kind: 'home' });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash)).toEqual({
      message: SAVED_PLACE_MESSAGES.homeTaken,
      code: ERROR_CODES.SAVED_PLACE_KIND_TAKEN,
    });
    const toWork = await rider.browser.patch(`${PATH}/${other.id}`, { kind: 'work' });
    expect(placeOf(toWork)).toMatchObject({ kind: 'work', name: null });
    const backToOther = await rider.browser.patch(`${PATH}/${other.id}`, { kind: 'other' });
    expect(backToOther.statusCode).toBe(400);
    expect(errorOf(backToOther).errors).toEqual([
      { path: 'name', message: SAVED_PLACE_MESSAGES.nameRequired },
    ]);
  });

  it('allows up to 10 places, also when they arrive at once', async () => {
    const rider = await signedInRider(context.app);
    for (let index = 1; index <= 10; index++) {
      const response = await rider.browser.post(PATH, { ...gym, name: `Place ${index}` });
      expect(response.statusCode).toBe(201);
    }
    const eleventh = await rider.browser.post(PATH, { ...gym, name: 'Place 11' });
    expect(eleventh.statusCode).toBe(409);
    expect(errorOf(eleventh)).toEqual({
      message: 'You can save up to 10 places',
      code: ERROR_CODES.SAVED_PLACE_LIMIT,
    });
    // Moving Home is not a new place, but a full list has no room for a first Home.
    expect((await rider.browser.post(PATH, home)).statusCode).toBe(409);

    const racer = await signedInRider(context.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => racer.browser.post(PATH, { ...gym, name: `Racer ${index}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(2);
    expect(listOf(await racer.browser.get(PATH))).toHaveLength(10);

    const homes = await Promise.all([racer.browser.post(PATH, home), racer.browser.post(PATH, home)]);
    expect(homes.map((answer) => answer.statusCode)).toEqual([409, 409]);
    const fresh = await signedInRider(context.app);
    const twoHomes = await Promise.all([fresh.browser.post(PATH, home), fresh.browser.post(PATH, home)]);
    expect(twoHomes.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(listOf(await fresh.browser.get(PATH))).toHaveLength(1);
  });

  it('names each bad field with its message', async () => {
    const rider = await signedInRider(context.app);
    const response = await rider.browser.post(PATH, {
      kind: 'castle',
      location: { address: '', lat: 120, lng: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [
        { path: 'kind', message: SAVED_PLACE_MESSAGES.kindInvalid },
        { path: 'location.address', message: RIDE_MESSAGES.addressRequired },
        { path: 'location.lat', message: RIDE_MESSAGES.coordinatesInvalid },
      ],
    });
    const unnamed = await rider.browser.post(PATH, { kind: 'other', location: PLACES.cityHall });
    expect(errorOf(unnamed).errors).toEqual([{ path: 'name', message: SAVED_PLACE_MESSAGES.nameRequired }]);
    const long = await rider.browser.post(PATH, { ...gym, name: 'x'.repeat(41) });
    expect(errorOf(long).errors).toEqual([{ path: 'name', message: SAVED_PLACE_MESSAGES.nameTooLong }]);
    const badId = await rider.browser.patch(`${PATH}/42`, { name: 'Gym' });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).errors).toEqual([{ path: 'id', message: SAVED_PLACE_MESSAGES.placeNotFound }]);
  });

  it("answers 404 for another rider's place, and leaves it alone", async () => {
    const owner = await signedInRider(context.app);
    const other = await signedInRider(context.app);
    const place = placeOf(await owner.browser.post(PATH, gym));

    const change = await other.browser.patch(`${PATH}/${place.id}`, { name: 'Mine now' });
    expect(change.statusCode).toBe(404);
    expect(errorOf(change)).toEqual({
      message: SAVED_PLACE_MESSAGES.placeNotFound,
      code: ERROR_CODES.SAVED_PLACE_NOT_FOUND,
    });
    expect((await other.browser.request({ method: 'DELETE', url: `${PATH}/${place.id}` })).statusCode).toBe(
      404,
    );
    expect(listOf(await other.browser.get(PATH))).toEqual([]);
    expect(listOf(await owner.browser.get(PATH))).toEqual([place]);
  });

  it('is for signed-in riders only, and listed in the API docs', async () => {
    const driver = await signedInDriver(context.app, context.db, null);
    expect((await driver.browser.get(PATH)).statusCode).toBe(403);
    const admin = await signedInAdmin(context.app, context.db);
    expect((await admin.browser.post(PATH, home)).statusCode).toBe(403);
    const anonymous = createBrowser(context.app);
    expect((await anonymous.get(PATH)).statusCode).toBe(401);

    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(document.paths[PATH] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths[`${PATH}/{id}`] ?? {}).sort()).toEqual(['delete', 'patch']);
  });
});
